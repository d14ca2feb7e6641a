import { stampText } from '../../../lib/dateText';
import { DeleteOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import type { Playlist } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { validValues } from '../../../ui/form/validValues';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { playLengthText } from '../shared/playLength';
import { MediaPicker } from './MediaPicker';
import { draftOf, itemOfMedia, saveOf, totalMs, type DraftItem, type DraftValues } from './playlistDraft';
import { PlaylistPreview } from './PlaylistPreview';
import { SortablePlaylistItems } from './SortablePlaylistItems';
import { usePlaylistSave } from './usePlaylistSave';
import { PLAYLIST_RULES } from '../../../api/signage/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

export interface PlaylistEditorProps {
  pid: string;
  did: string;
  canEdit: boolean;
  canDelete: boolean;
  /** Where dnd-kit's live region goes (inside the screen). */
  container: Element | null;
  onSaved: (playlist: Playlist) => void;
  onDelete: (playlist: Playlist) => void;
  /** Whether the form holds changes not saved yet (the screen asks before another playlist replaces them). */
  onDirty: (dirty: boolean) => void;
}

/** The form over one loaded playlist: name, items in order with their times, total length; saved whole. */
function EditorForm({ pid, playlist, canEdit, canDelete, container, onSaved, onDelete, onDirty }: Omit<PlaylistEditorProps, 'did'> & { playlist: Playlist }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<DraftValues>();
  const { saving, general, run, conflict } = usePlaylistSave(form, pid, playlist);
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const items = (Form.useWatch('items', { form, preserve: true }) as DraftItem[] | undefined) ?? draftOf(playlist).items;
  const name = (Form.useWatch('name', form) as string | undefined) ?? playlist.name;
  const dirty = canEdit && JSON.stringify(saveOf(pid, playlist.did, { name, items })) !== JSON.stringify(saveOf(pid, playlist.did, draftOf(playlist)));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const save = async () => {
    if (!(await validValues(form))) return;
    const values = form.getFieldsValue(true) as DraftValues;
    await run(values, (saved) => {
      form.setFieldsValue(draftOf(saved));
      onSaved(saved);
    });
  };
  const add = (files: Parameters<typeof itemOfMedia>[0][]) => {
    form.setFieldValue('items', [...((form.getFieldValue('items') as DraftItem[] | undefined) ?? []), ...files.map(itemOfMedia)]);
    setPicking(false);
  };

  return (
    <Form form={form} layout="vertical" initialValues={draftOf(playlist)} name="playlist" onFinish={() => void save()}>
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      {conflict}
      <Form.Item name="name" label={t('signage.playlist.name')} rules={fieldRules(intl, PLAYLIST_RULES.name, { messages: { required: 'signage.playlist.nameRequired' } })}>
        <Input maxLength={PLAYLIST_RULES.name.maxLength} />
      </Form.Item>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text strong data-testid="playlist-total">
          {t('signage.playlist.total', { count: items.length, length: playLengthText(intl, totalMs(items)) })}
        </Typography.Text>
        <Space wrap>
          {canEdit ? (
            <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('signage.playlist.addFiles')}
            </Button>
          ) : null}
          <Button icon={<PlayCircleOutlined />} disabled={items.length === 0} onClick={() => setPreviewing(true)}>
            {t('signage.playlist.preview')}
          </Button>
        </Space>
      </Space>
      <Form.List name="items">
        {(fields, { move, remove }) =>
          fields.length === 0 ? <EmptyData description={t('signage.playlist.noItems')} height={120} /> : <SortablePlaylistItems fields={fields} items={items} editable={canEdit} move={move} remove={remove} container={container} />
        }
      </Form.List>
      <Space style={{ marginTop: 16 }}>
        {canEdit ? (
          <>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common.save')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('signage.playlist.revert')}</Button>
            {dirty ? <Tag color="warning">{t('signage.playlist.unsaved')}</Tag> : null}
          </>
        ) : null}
        {canDelete ? (
          <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(playlist)}>
            {t('common.delete')}
          </Button>
        ) : null}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('signage.playlist.updated', { at: stampText(intl, playlist.updatedAt), by: playlist.updatedBy })}
      </Typography.Paragraph>
      {picking ? <MediaPicker pid={pid} onPick={add} onClose={() => setPicking(false)} /> : null}
      {previewing ? <PlaylistPreview name={name} items={items} onClose={() => setPreviewing(false)} /> : null}
    </Form>
  );
}

/** The chosen playlist: loaded, then edited in place (the edit permission) and previewed (anyone who sees it). */
export const PlaylistEditor = observer(function PlaylistEditor(props: PlaylistEditorProps) {
  const intl = useIntl();
  const { api } = useStores();
  const { pid, did } = props;
  const playlist = useResource((signal) => signageApi(api).playlists.get({ pid, did }, { signal }), [api, pid, did]);
  const title = playlist.value?.did === did ? playlist.value.name : intl.formatMessage({ id: 'signage.playlist.editor' });
  return (
    <Card title={title} loading={!playlist.value && playlist.status !== 'error'}>
      {playlist.status === 'error' ? (
        <LoadFailed title={intl.formatMessage({ id: 'signage.playlist.loadOneFailed' })} onRetry={() => void playlist.reload()} />
      ) : playlist.value?.did === did ? (
        <EditorForm
          key={did}
          {...props}
          playlist={playlist.value}
          onSaved={(saved) => {
            props.onSaved(saved);
            void playlist.reload();
          }}
        />
      ) : null}
    </Card>
  );
});
