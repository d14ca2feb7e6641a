import { Alert, Checkbox, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { MEDIA_RULES, MEDIA_TAGS_MAX } from '../../../api/signage/rules';
import type { MediaItem } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useResource } from '../../../ui/resource/useResource';
import type { MediaAction } from './MediaActions';
import { tagProblem } from '../shared/tagCheck';
import { MediaUsageList } from './MediaUsageList';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';

interface DialogProps {
  item: MediaItem;
  pid: string;
  onClose: () => void;
  /** After a write the server accepted: the list is read again. */
  onChanged: () => void;
}

/** The dialog of one action on one file. */
export function MediaDialog({ action, ...props }: DialogProps & { action: MediaAction }) {
  if (action === 'usage') return <UsageDialog {...props} />;
  if (action === 'delete') return <DeleteDialog {...props} />;
  if (action === 'tags') return <TagsDialog {...props} />;
  return <PlaylistsDialog {...props} />;
}

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

const UsageDialog = observer(function UsageDialog({ item, pid, onClose }: DialogProps) {
  const t = useT();
  const { api } = useStores();
  const usage = useResource((signal) => signageApi(api).media.usage({ pid, did: item.did }, { signal }), [api, pid, item.did]);
  return (
    <Dialog open title={t('signage.media.usageTitle', { name: item.name })} onCancel={onClose} footer={null}>
      <MediaUsageList usage={usage} />
    </Dialog>
  );
});

/** Warned before (the playlists that use it), refused by the server while one does, with its reason. */
const DeleteDialog = observer(function DeleteDialog({ item, pid, onClose, onChanged }: DialogProps) {
  const t = useT();
  const { api } = useStores();
  const usage = useResource((signal) => signageApi(api).media.usage({ pid, did: item.did }, { signal }), [api, pid, item.did]);
  const write = useDialogWrite();
  const remove = async () => {
    if (await write.run(() => signageApi(api).media.remove(item.did, { hideError: true }))) onChanged();
  };
  return (
    <Dialog
      open
      title={t('signage.media.deleteTitle', { name: item.name })}
      onCancel={onClose}
      onOk={() => void remove()}
      okText={t('signage.media.delete')}
      okButtonProps={{ danger: true, loading: write.saving }}
    >
      <MediaUsageList usage={usage} warn />
      {write.error ? <Alert type="error" showIcon title={write.error} style={{ marginTop: 12 }} /> : null}
    </Dialog>
  );
});

const TagsDialog = observer(function TagsDialog({ item, pid, onClose, onChanged }: DialogProps) {
  const t = useT();
  const { api } = useStores();
  const [tags, setTags] = useState<string[]>(item.tags);
  const write = useDialogWrite();
  // The media book's limits, checked before sending: a long tag is refused, never cut.
  const problem = tagProblem(tags, MEDIA_RULES.tag, MEDIA_TAGS_MAX);
  const save = async () => {
    if (problem) return;
    if (await write.run(() => signageApi(api).media.update({ pid, did: item.did, tags }, { hideError: true }))) onChanged();
  };
  return (
    <Dialog open title={t('signage.media.tagsTitle', { name: item.name })} onCancel={onClose} onOk={() => void save()} okText={t('common.save')} okButtonProps={{ loading: write.saving, disabled: problem !== undefined }}>
      <Select mode="tags" value={tags} onChange={setTags} style={{ width: '100%' }} aria-label={t('signage.media.tags')} open={false} suffixIcon={null} tokenSeparators={[',']} status={problem ? 'error' : undefined} />
      {problem ? <Alert type="error" showIcon role="alert" title={t(problem.id, problem.values)} style={{ marginTop: 12 }} /> : null}
      {write.error ? <Alert type="error" showIcon title={write.error} style={{ marginTop: 12 }} /> : null}
    </Dialog>
  );
});

/** One file appended to several playlists at once (one call; the server adds it to all or none). */
const PlaylistsDialog = observer(function PlaylistsDialog({ item, pid, onClose, onChanged }: DialogProps) {
  const t = useT();
  const { api } = useStores();
  const playlists = useResource((signal) => signageApi(api).playlists.list({ pid }, { signal }), [api, pid]);
  const [chosen, setChosen] = useState<string[]>([]);
  const write = useDialogWrite();
  const add = async () => {
    if (await write.run(() => signageApi(api).playlists.addMedia({ pid, mediaDid: item.did, playlists: chosen }, { hideError: true }))) onChanged();
  };
  return (
    <Dialog
      open
      title={t('signage.media.playlistsTitle', { name: item.name })}
      onCancel={onClose}
      onOk={() => void add()}
      okText={t('signage.media.addToPlaylists')}
      okButtonProps={{ disabled: chosen.length === 0, loading: write.saving }}
    >
      {playlists.status === 'error' ? <Alert type="error" showIcon title={t('signage.media.playlistsFailed')} /> : null}
      {playlists.value?.length === 0 ? <p>{t('signage.media.noPlaylists')}</p> : null}
      <Checkbox.Group
        aria-label={t('signage.media.choosePlaylists')}
        value={chosen}
        onChange={(values) => setChosen(values as string[])}
        options={(playlists.value ?? []).map((p) => ({ value: p.did, label: t('signage.media.playlistOption', { name: p.name, count: p.count }) }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
      {write.error ? <Alert type="error" showIcon title={write.error} style={{ marginTop: 12 }} /> : null}
    </Dialog>
  );
});
