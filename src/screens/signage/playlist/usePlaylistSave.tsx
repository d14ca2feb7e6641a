import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import type { Playlist } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { ConflictPanel, compareFields, type ComparedField } from '../../../ui/form/ConflictPanel';
import { useFormSave } from '../../../ui/form/useFormSave';
import { signageZone } from '../shared/signageTime';
import { draftOf, locateDraftField, saveOf, type DraftValues } from './playlistDraft';

/**
 * The playlist editor's save on the version it opened (issue 36 item 2). The editor stays open
 * after a save, so the version moves on with each of its own saves. A save refused as stale
 * keeps what was typed and gives the conflict panel: their items beside mine (as file names and
 * times, not ids), keep mine (an audited overwrite), or load theirs into the editor.
 */
export function usePlaylistSave(form: FormInstance<DraftValues>, pid: string, playlist: Playlist) {
  const intl = useIntl();
  const { api, locale } = useStores();
  const save = useFormSave(form, { locate: locateDraftField });
  const [version, setVersion] = useState(playlist.version);
  const [compared, setCompared] = useState<ComparedField[] | undefined>(undefined);
  const seconds = intl.formatMessage({ id: 'signage.playlist.secondsUnit' });
  const asText = (values: DraftValues) => ({
    name: values.name,
    items: values.items.map((item) => (item.kind === 'image' ? `${item.name} ${item.seconds} ${seconds}` : item.name)).join(', '),
  });
  const labels = () => ({ name: intl.formatMessage({ id: 'signage.playlist.name' }), items: intl.formatMessage({ id: 'signage.playlist.items' }) });
  const theirs = () => signageApi(api).playlists.get({ pid, did: playlist.did }).catch(() => undefined);
  const showTheirs = async () => {
    const now = await theirs();
    if (now) setCompared(compareFields(labels(), asText(form.getFieldsValue(true) as DraftValues), asText(draftOf(now))));
  };
  const loadTheirs = async () => {
    const now = await theirs();
    if (!now) return;
    form.setFieldsValue(draftOf(now));
    setVersion(now.version);
    setCompared(undefined);
    save.dismissStale();
  };
  const run = (values: DraftValues, done: (saved: Playlist) => void) =>
    save.run(
      ({ overwrite }) => signageApi(api).playlists.save({ ...saveOf(pid, playlist.did, values), version, overwrite }, { hideError: true }),
      (saved) => {
        setVersion(saved.version);
        setCompared(undefined);
        done(saved);
      },
    );
  const conflict: ReactNode = save.stale ? (
    <ConflictPanel stale={save.stale} timeZone={signageZone(locale.timeZone)} compared={compared} onShowTheirs={() => void showTheirs()} onKeepMine={() => void save.keepMine()} onLoadTheirs={() => void loadTheirs()} />
  ) : null;
  return { saving: save.saving, general: save.general, run, conflict };
}
