import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import type { Playlist } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { validValues } from '../../../ui/form/validValues';
import { PLAYLIST_RULES } from '../../../api/signage/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

/** A new, empty playlist by name; its items are added in the editor. */
export function NewPlaylistDialog({ pid, onSaved, onClose }: { pid: string; onSaved: (playlist: Playlist) => void; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useStores();
  const [form] = Form.useForm<{ name: string }>();
  const { saving, general, run } = useFormSave(form, { locate: (path) => (path[0] === 'name' ? path : undefined) });
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await run(() => signageApi(api).playlists.save({ pid, name: values.name.trim(), items: [] }, { hideError: true }), onSaved);
  };
  return (
    <Dialog open title={t('signage.playlist.create')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      <Form form={form} layout="vertical" name="new-playlist" onFinish={() => void save()}>
        <Form.Item name="name" label={t('signage.playlist.name')} rules={fieldRules(intl, PLAYLIST_RULES.name, { messages: { required: 'signage.playlist.nameRequired' } })}>
          <Input maxLength={PLAYLIST_RULES.name.maxLength} autoFocus />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
