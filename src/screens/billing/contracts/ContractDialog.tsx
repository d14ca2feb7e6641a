import { Alert, Checkbox, Form, InputNumber, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { ContractOptions, ContractRow } from '../../../api/billing/contractsTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import type { LocateField } from '../../../ui/form/formErrors';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';
import { dayText } from '../../../lib/dateText';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { blankValues, renewalValues, toRenewal, toTerms, valuesOf, type ContractFormValues } from './contractFormValues';
import { FeeFields } from './FeeFields';
import { useOverlaps } from './useOverlaps';
import { billingApi } from '../../../api/billing';
import { validValues } from '../../../ui/form/validValues';
import { CONTRACT_ROOMS_MAX, CONTRACT_RULES } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

/** A new draft, a draft's terms, or a renewal of a signed contract. */
export type ContractEdit = { kind: 'create' } | { kind: 'edit'; contract: ContractRow } | { kind: 'renew'; contract: ContractRow };

const FIELDS = new Set(['tenant', 'rooms', 'start', 'end', 'rent', 'deposit', 'rateRule', 'fees', 'billDay', 'dueDays']);
/** The message id of each field's label (their version beside mine names fields by them). */
const FIELD_LABELS: Record<string, string> = {
  tenant: 'billing.contracts.tenant', rooms: 'billing.contracts.rooms', start: 'billing.contracts.start', end: 'billing.contracts.end', rateRule: 'billing.contracts.rateRule', rent: 'billing.contracts.rent',
  deposit: 'billing.contracts.deposit', billDay: 'billing.contracts.billDay', dueDays: 'billing.contracts.dueDays', lateFeePercent: 'billing.contracts.lateFeePercent', fees: 'billing.contracts.fees',
};
/** An amount's own words when missing or below 0; above the book's most, validation.max says it. */
const AMOUNT = { required: 'billing.contracts.error.amount', min: 'billing.contracts.error.amount' } as const;
/** A field whose one message names its whole range ({min} to {max}), whichever rule fails. */
const ruleMessages = (id: string) => ({ required: id, type: id, integer: id, min: id, max: id });
const locate: LocateField = (path) => (path[0] === 'lateFeeRate' ? ['lateFeePercent'] : FIELDS.has(String(path[0])) && (path[0] !== 'fees' || path.length === 3) ? path : undefined);

export interface ContractDialogProps {
  pid: string;
  store: string;
  edit: ContractEdit;
  options: ContractOptions;
  onSaved: (contract: ContractRow) => void;
  onClose: () => void;
}

/** The contract form; it warns when a room is let to a signed contract for the same days, before the server refuses. */
export function ContractDialog({ pid, store, edit, options, onSaved, onClose }: ContractDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project } = useStores();
  const [form] = Form.useForm<ContractFormValues>();
  const edited = edit.kind === 'edit' ? edit.contract : undefined;
  /** The draft as the other editor saved it. */
  const theirs = async () => {
    if (!edited) return undefined;
    const now = await billingApi(api).contracts.detail({ pid, did: edited.did });
    return { values: valuesOf(now), version: now.version };
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, { version: edited?.version, labels: FIELD_LABELS, theirs, timeZone: project.store?.timezone, locate });
  const renewing = edit.kind === 'renew';
  const initial = edit.kind === 'create' ? blankValues(options.today, '', options.rules[0]?.did ?? '') : renewing ? renewalValues(edit.contract) : valuesOf(edit.contract);
  const rooms = Form.useWatch('rooms', form) as string[] | undefined;
  const start = Form.useWatch('start', form) as string | undefined;
  const end = Form.useWatch('end', form) as string | undefined;
  const overlaps = useOverlaps(pid, store, rooms ?? initial.rooms, start ?? initial.start, end ?? initial.end, edit.kind === 'edit' ? edit.contract.did : undefined);
  const title = edit.kind === 'create' ? t('billing.contracts.create') : t(renewing ? 'billing.contracts.renewTitle' : 'billing.contracts.editTitle', { code: edit.contract.code });

  const save = async () => {
    if (!(await validValues(form))) return;
    const values = form.getFieldsValue(true) as ContractFormValues;
    const opts = { hideError: true };
    await run(({ overwrite }) => {
      if (edit.kind === 'create') return billingApi(api).contracts.write({ pid, store, act: 'create', cmd: toTerms(values) }, opts);
      if (edit.kind === 'edit') return billingApi(api).contracts.write({ pid, act: 'set', did: edit.contract.did, version, overwrite, cmd: toTerms(values) }, opts);
      return billingApi(api).contracts.write({ pid, act: 'renew', did: edit.contract.did, cmd: toRenewal(values) }, opts);
    }, onSaved);
  };

  const required = (id: string) => [{ required: true, message: t(id) }];
  return (
    <Dialog open width={760} title={title} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={intl.formatMessage({ id: 'billing.common.notSaved' })} reasons={general} />
      {conflict}
      {overlaps.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('billing.contracts.overlapTitle')}
          description={overlaps.map((o) => t('billing.contracts.error.overlap', { room: o.roomName, code: o.code, tenant: o.tenantName, start: dayText(intl, o.start), end: dayText(intl, o.end) })).join(' · ')}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial} name="contract">
        <Space wrap align="start">
          <Form.Item name="tenant" label={t('billing.contracts.tenant')} rules={required('billing.contracts.error.tenant')} style={{ minWidth: 280 }}>
            <Select showSearch optionFilterProp="label" disabled={renewing} options={options.tenants.map((x) => ({ value: x.did, label: x.name }))} />
          </Form.Item>
          <Form.Item name="rooms" label={t('billing.contracts.rooms')} rules={[{ required: true, type: 'array', max: CONTRACT_ROOMS_MAX, message: t('billing.contracts.error.rooms', { max: CONTRACT_ROOMS_MAX }) }]} style={{ minWidth: 320 }}>
            <Select mode="multiple" showSearch optionFilterProp="label" disabled={renewing} options={options.rooms.map((x) => ({ value: x.did, label: `${x.buildingName} ${x.name} (${x.area} m²)` }))} />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="start" label={t('billing.contracts.start')} rules={[...required('billing.contracts.error.date'), dayRule(intl)]}>
            <DayInput disabled={renewing} />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('billing.contracts.end')}
            dependencies={['start']}
            rules={[...required('billing.contracts.error.date'), dayRule(intl), ({ getFieldValue }) => ({ validator: async (_, value: string) => { const from = getFieldValue('start') as string; if (value && from && value < from) throw new Error(t('billing.contracts.error.endBeforeStart', { start: dayText(intl, from), end: dayText(intl, value) })); } })]}
          >
            <DayInput />
          </Form.Item>
          <Form.Item name="rateRule" label={t('billing.contracts.rateRule')} rules={required('billing.contracts.error.rateRule')} style={{ minWidth: 220 }}>
            <Select options={options.rules.map((x) => ({ value: x.did, label: x.name }))} />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="rent" label={t('billing.contracts.rentMonthly', { currency: options.currency })} rules={fieldRules(intl, CONTRACT_RULES.rent, { messages: AMOUNT })}>
            <InputNumber min={CONTRACT_RULES.rent.min} max={CONTRACT_RULES.rent.max} step={100} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="deposit" label={t('billing.contracts.depositIn', { currency: options.currency })} rules={fieldRules(intl, CONTRACT_RULES.deposit, { messages: AMOUNT })}>
            <InputNumber min={CONTRACT_RULES.deposit.min} max={CONTRACT_RULES.deposit.max} step={100} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="billDay" label={t('billing.contracts.billDay')} extra={t('billing.contracts.billDayHint')} rules={fieldRules(intl, CONTRACT_RULES.billDay, { messages: ruleMessages('billing.contracts.error.billDay') })}>
            <InputNumber min={CONTRACT_RULES.billDay.min} max={CONTRACT_RULES.billDay.max} precision={0} />
          </Form.Item>
          <Form.Item name="dueDays" label={t('billing.contracts.dueDays')} rules={fieldRules(intl, CONTRACT_RULES.dueDays, { messages: ruleMessages('billing.contracts.error.dueDays') })}>
            <InputNumber min={CONTRACT_RULES.dueDays.min} max={CONTRACT_RULES.dueDays.max} precision={0} />
          </Form.Item>
          <Form.Item name="lateFeePercent" label={t('billing.contracts.lateFeePercent')} rules={fieldRules(intl, CONTRACT_RULES.lateFeePercent, { messages: ruleMessages('billing.contracts.error.lateFee') })}>
            <InputNumber min={CONTRACT_RULES.lateFeePercent.min} max={CONTRACT_RULES.lateFeePercent.max} step={0.01} precision={3} />
          </Form.Item>
        </Space>
        <FeeFields currency={options.currency} />
        {renewing ? (
          <Form.Item name="sign" valuePropName="checked">
            <Checkbox>{t('billing.contracts.signNow')}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </Dialog>
  );
}
