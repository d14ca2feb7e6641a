import { Form, Input, Radio, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { Policy, PolicyMenutype } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { ActionFields } from './ActionFields';
import { fieldOf, POLICY_WORDS } from './formErrors';
import { policyValues, toPolicyInput, type PolicyFormValues } from './policyFormValues';
import { ScheduleFields } from './ScheduleFields';
import { TriggerFields } from './TriggerFields';
import { devicesApi } from '../../../api/devices';
import { POLICY_RULES } from '../../../api/devices/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

/** The message id of each compared part's label (their version beside mine names parts by them). */
const LABELS: Record<string, string> = {
  name: 'devices.policies.name', kind: 'devices.policies.kind', schedule: 'devices.policies.kind.schedule', trigger: 'devices.policies.kind.trigger',
  actions: 'devices.policies.actions', enabled: 'devices.policies.enabled',
};

export interface PolicyDialogProps {
  pid: string;
  store: string;
  menutype: PolicyMenutype;
  /** The policy edited; none: a new one. */
  policy?: Policy;
  initialValues: PolicyFormValues;
  /** The store's day the form's dates start from, and the zone "when" is told in. */
  firstDay: string;
  timeZone: string;
  onSaved: (policy: Policy) => void;
  onClose: () => void;
}

/**
 * Create or edit a policy. The server judges it: its field errors go on their fields (what was
 * typed stays as it was), errors no field holds go on top of the form.
 */
export function PolicyDialog({ pid, store, menutype, policy, initialValues, firstDay, timeZone, onSaved, onClose }: PolicyDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useStores();
  const [form] = Form.useForm(); // untyped: the server's error paths name fields the typed paths cannot
  const kind = (Form.useWatch('kind', form) as PolicyFormValues['kind'] | undefined) ?? initialValues.kind;
  /** The policy as the other editor saved it. */
  const theirs = async () => {
    if (!policy) return undefined;
    const now = (await devicesApi(api).policies({ pid, store, did: policy.did, page: 1, pagesize: 1 })).data[0];
    return now ? { values: policyValues(now, firstDay), version: now.version } : undefined;
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, {
    version: policy?.version, labels: LABELS, theirs, timeZone, words: POLICY_WORDS, locate: (path) => fieldOf(path, form.getFieldsValue(true) as PolicyFormValues, menutype),
  });

  const save = async () => {
    // The fields with a rule book are checked before sending, with the server's limits; the rest the server judges whole.
    const valid = await form.validateFields().then(() => true, () => false);
    if (!valid) return;
    const input = toPolicyInput(form.getFieldsValue(true) as PolicyFormValues, store, menutype);
    return run(
      ({ overwrite }) =>
        policy ? devicesApi(api).updatePolicy({ pid, did: policy.did, policy: input, version, overwrite }, { hideError: true }) : devicesApi(api).createPolicy({ pid, policy: input }, { hideError: true }),
      onSaved,
    );
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
        <SaveAlert title={t('devices.policies.notSaved')} reasons={general} />
        {conflict}
        <Form.Item name="name" label={t('devices.policies.name')} rules={fieldRules(intl, POLICY_RULES.name)}>
          <Input maxLength={POLICY_RULES.name.maxLength} />
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
