import type { FormInstance } from 'antd';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import type { Playlist } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { compareFields } from '../../../ui/form/ConflictPanel';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
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
  const seconds = intl.formatMessage({ id: 'signage.playlist.secondsUnit' });
  const asText = (values: DraftValues) => ({
    name: values.name,
    items: values.items.map((item) => (item.kind === 'image' ? `${item.name} ${item.seconds} ${seconds}` : item.name)).join(', '),
  });
  const labels = () => ({ name: intl.formatMessage({ id: 'signage.playlist.name' }), items: intl.formatMessage({ id: 'signage.playlist.items' }) });
  const theirs = async () => {
    const now = await signageApi(api).playlists.get({ pid, did: playlist.did }).catch(() => undefined);
    return now ? { values: draftOf(now), version: now.version } : undefined;
  };
  const save = useVersionedSave(form, {
    version: playlist.version, theirs, timeZone: signageZone(locale.timeZone), locate: locateDraftField,
    compare: (mine, their) => compareFields(labels(), asText(mine), asText(their)),
  });
  const run = (values: DraftValues, done: (saved: Playlist) => void) =>
    save.run(
      ({ overwrite }) => signageApi(api).playlists.save({ ...saveOf(pid, playlist.did, values), version: save.version, overwrite }, { hideError: true }),
      (saved) => {
        save.editOn(saved.version);
        done(saved);
      },
    );
  return { saving: save.saving, general: save.general, run, conflict: save.conflict };
}
