import { Form, Input, Radio } from 'antd';
import { useIntl } from 'react-intl';
import { SCREEN_GROUP_RULES } from '../../../api/signage/rules';
import { GROUP_KINDS, type GroupKind, type GroupSave, type ScreenGroup } from '../../../api/signage/screenTypes';
import { Dialog } from '../../../ui/dialog/Dialog';
import { fieldRules } from '../../../ui/form/fieldRules';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';

interface GroupValues {
  name: string;
  kind: GroupKind;
  tag: string;
}

const FIELDS = new Set(['name', 'kind', 'tag']);
const locate = (path: Array<string | number>) => (path.length === 1 && FIELDS.has(String(path[0])) ? path : undefined);

export interface GroupDialogProps {
  pid: string;
  group: ScreenGroup | null;
  onSave: (body: GroupSave) => Promise<unknown>;
  onClose: () => void;
}

/** Creates or renames a group; a static group takes screens by binding, a tag group every screen with its tag. */
export function GroupDialog({ pid, group, onSave, onClose }: GroupDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<GroupValues>();
  const kind = Form.useWatch('kind', form) ?? group?.kind ?? 'static';
  const { saving, general, run } = useFormSave(form, { locate });
  const submit = (values: GroupValues) =>
    run(() => onSave({ pid, ...(group ? { did: group.did } : {}), name: values.name?.trim() ?? '', kind: values.kind, ...(values.kind === 'tag' ? { tag: values.tag?.trim() ?? '' } : {}) }), onClose);
  return (
    <Dialog
      open
      title={t(group ? 'signage.groups.editGroup' : 'signage.groups.newGroup')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GroupValues> form={form} layout="vertical" initialValues={{ name: group?.name ?? '', kind: group?.kind ?? 'static', tag: group?.tag ?? '' }} onFinish={(values) => void submit(values)}>
        <SaveAlert title={t('common.notSaved')} reasons={general} />
        <Form.Item name="name" label={t('signage.groups.name')} rules={fieldRules(intl, SCREEN_GROUP_RULES.name)}>
          <Input maxLength={SCREEN_GROUP_RULES.name.maxLength} />
        </Form.Item>
        <Form.Item name="kind" label={t('signage.groups.kind')} extra={group?.kind === 'static' && kind === 'tag' ? t('signage.groups.toTagWarning') : undefined}>
          <Radio.Group options={GROUP_KINDS.map((k) => ({ value: k, label: t(`signage.groups.kinds.${k}`) }))} />
        </Form.Item>
        {kind === 'tag' ? (
          <Form.Item name="tag" label={t('signage.groups.tag')} rules={fieldRules(intl, SCREEN_GROUP_RULES.tag)}>
            <Input maxLength={SCREEN_GROUP_RULES.tag.maxLength} />
          </Form.Item>
        ) : null}
      </Form>
    </Dialog>
  );
}
