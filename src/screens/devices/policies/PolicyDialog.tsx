import { Alert, Form, Input, Radio, Switch } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Policy, PolicyMenutype } from '../../../api/devices/types';
import type { FieldError } from '../../../api/pageConfig';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { saveWithFieldErrors } from '../../../ui/form/saveWithFieldErrors';
import { ActionFields } from './ActionFields';
import { errorText, fieldOf, type FieldName } from './formErrors';
import { toPolicyInput, type PolicyFormValues } from './policyFormValues';
import { ScheduleFields } from './ScheduleFields';
import { TriggerFields } from './TriggerFields';

export interface PolicyDialogProps {
  pid: string;
  store: string;
  menutype: PolicyMenutype;
  /** The policy edited; none: a new one. */
  policy?: Policy;
  initialValues: PolicyFormValues;
  onSaved: (policy: Policy) => void;
  onClose: () => void;
}

/**
 * Create or edit a policy. The server judges it: its field errors go on their fields (what was
 * typed stays as it was), errors no field holds go on top of the form.
 */
export function PolicyDialog({ pid, store, menutype, policy, initialValues, onSaved, onClose }: PolicyDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, notify } = useStores();
  const [form] = Form.useForm(); // untyped: the server's error paths name fields the typed paths cannot
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const kind = (Form.useWatch('kind', form) as PolicyFormValues['kind'] | undefined) ?? initialValues.kind;

  const showErrors = (errors: FieldError[]) => {
    const values = form.getFieldsValue(true) as PolicyFormValues;
    const byField = new Map<string, { name: FieldName; errors: string[] }>();
    const rest: string[] = [];
    for (const error of errors) {
      const name = fieldOf(error.field, values, menutype);
      if (!name) rest.push(errorText(intl, error));
      else byField.set(name.join('.'), { name, errors: [...(byField.get(name.join('.'))?.errors ?? []), errorText(intl, error)] });
    }
    form.setFields([...byField.values()]);
    setGeneral(rest);
  };

  const save = async () => {
    form.setFields(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => ({ name: f.name, errors: [] })));
    setGeneral([]);
    setSaving(true);
    const input = toPolicyInput(form.getFieldsValue(true) as PolicyFormValues, store, menutype);
    let saved: Policy | undefined;
    const errors = await saveWithFieldErrors(async () => {
      saved = policy
        ? await api.devices.updatePolicy({ pid, did: policy.did, policy: input }, { hideError: true })
        : await api.devices.createPolicy({ pid, policy: input }, { hideError: true });
    }, notify);
    setSaving(false);
    if (errors === null && saved) onSaved(saved);
    else if (errors && errors.length > 0) showErrors(errors);
  };

  return (
    <Dialog
      open
      width={880}
      title={t(policy ? 'devices.policies.edit' : 'devices.policies.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} name="policy" requiredMark={false}>
        {general.length > 0 ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('devices.policies.notSaved')} description={general.join(' · ')} /> : null}
        <Form.Item name="name" label={t('devices.policies.name')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="kind" label={t('devices.policies.kind')}>
          <Radio.Group optionType="button" options={[{ value: 'schedule', label: t('devices.policies.kind.schedule') }, { value: 'trigger', label: t('devices.policies.kind.trigger') }]} />
        </Form.Item>
        {kind === 'trigger' ? <TriggerFields store={store} /> : <ScheduleFields />}
        <ActionFields store={store} menutype={menutype} schedule={kind !== 'trigger'} />
        <Form.Item name="enabled" valuePropName="checked" label={t('devices.policies.enabled')} style={{ marginTop: 12 }}>
          <Switch />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
