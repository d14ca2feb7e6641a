import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useIntl } from 'react-intl';
import { ROOM_TYPES, type RoomType, type SpaceLevel, type SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { devicesApi } from '../../../api/devices';
import { validValues } from '../../../ui/form/validValues';
import { SPACE_RULES } from '../../../api/devices/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

interface Values {
  name: string;
  roomtype?: RoomType;
  area?: number;
}

export type SpaceEdit = { mode: 'create'; parent: string; parentName: string; level: SpaceLevel } | { mode: 'edit'; node: SpaceNode };

/**
 * Creates a building, floor or room, or renames (retypes, resizes) one. A refusal is shown in the
 * dialog with the server's reason, and what was typed stays.
 */
export function SpaceEditDialog({ edit, pid, onClose, onSaved }: { edit: SpaceEdit; pid: string; onClose: () => void; onSaved: (did: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<Values>();
  const { error, saving, run } = useDialogWrite();
  const level = edit.mode === 'create' ? edit.level : edit.node.level;
  const initial: Values = edit.mode === 'edit' ? { name: edit.node.name, roomtype: edit.node.roomtype, area: edit.node.area } : { name: '' };
  const title = edit.mode === 'create' ? t('devices.space.createIn', { level: t(`devices.space.level.${level}`), parent: edit.parentName }) : t('devices.space.editTitle', { name: edit.node.name });

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const cmd = { name: values.name.trim(), ...(level === 'room' ? { roomtype: values.roomtype, area: values.area } : {}) };
    await run(
      () => (edit.mode === 'create' ? devicesApi(api).spaceCreate({ parent: edit.parent, ...cmd }, { pid, hideError: true }) : devicesApi(api).spaceUpdate(edit.node.did, cmd, { pid, hideError: true })),
      (saved) => onSaved(saved.did),
    );
  };

  return (
    <Dialog open title={title} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void save()}>
        <Form.Item name="name" label={t('devices.space.name')} rules={fieldRules(intl, SPACE_RULES.name, { messages: { required: 'devices.space.nameRequired', maxLength: 'devices.space.nameTooLong' } })}>
          <Input autoFocus maxLength={SPACE_RULES.name.maxLength} />
        </Form.Item>
        {level === 'room' ? (
          <>
            <Form.Item name="roomtype" label={t('devices.space.type')} rules={[{ required: true, message: t('devices.space.typeRequired') }]}>
              <Select options={ROOM_TYPES.map((type) => ({ value: type, label: t(`devices.space.roomtype.${type}`) }))} />
            </Form.Item>
            <Form.Item name="area" label={t('devices.space.areaM2')} rules={fieldRules(intl, SPACE_RULES.area, { messages: { min: 'devices.space.areaRange', max: 'devices.space.areaRange', integer: 'devices.space.areaRange' } })}>
              <InputNumber min={SPACE_RULES.area.min} max={SPACE_RULES.area.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Dialog>
  );
}
