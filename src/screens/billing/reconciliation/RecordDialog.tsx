import { Form, Input, InputNumber, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { PaymentChannel } from '../../../api/billing/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useFieldErrorForm } from '../../../ui/form/useFieldErrorForm';
import { BILL_WORDS } from '../shared/errorWords';
import { CHANNELS } from './useReconciliationFilters';
import { billingApi } from '../../../api/billing';
import { PAYMENT_RULES } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';

interface RecordValues {
  amount: number;
  date: string;
  reference: string;
  payer: string;
  channel: PaymentChannel;
}

const FIELDS = ['amount', 'date', 'reference', 'payer', 'channel'] as const;

/** A payment entered by hand (amount, day, reference, payer, channel); the server matches it like the channel's. */
export function RecordDialog({ pid, store, today, onClose, onRecorded }: { pid: string; store: string; today: string; onClose: () => void; onRecorded: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, notify } = useStores();
  const { form, saving, submit } = useFieldErrorForm<RecordValues>(FIELDS, (v) => billingApi(api).bills.record({ pid, store, ...v, reference: v.reference ?? '' }, { hideError: true }), BILL_WORDS);
  return (
    <Dialog
      open
      title={t('billing.reconciliation.recordTitle')}
      okText={t('billing.reconciliation.recordSave')}
      okButtonProps={{ loading: saving }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={async () => {
        if (await submit()) {
          notify.success({ id: 'billing.reconciliation.recorded' });
          onRecorded();
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ date: today, channel: 'bank', reference: '' }}>
        <Form.Item name="amount" label={t('billing.reconciliation.amount')} rules={fieldRules(intl, PAYMENT_RULES.amount)}>
          <InputNumber min={PAYMENT_RULES.amount.min} max={PAYMENT_RULES.amount.max} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="date" label={t('billing.reconciliation.date')} rules={[{ required: true, message: t('validation.required') }, dayRule(intl)]}>
          <DayInput />
        </Form.Item>
        <Form.Item name="reference" label={t('billing.reconciliation.reference')} extra={t('billing.reconciliation.referenceHint')} rules={fieldRules(intl, PAYMENT_RULES.reference)}>
          <Input maxLength={PAYMENT_RULES.reference.maxLength} />
        </Form.Item>
        <Form.Item name="payer" label={t('billing.reconciliation.payer')} rules={fieldRules(intl, PAYMENT_RULES.payer)}>
          <Input maxLength={PAYMENT_RULES.payer.maxLength} />
        </Form.Item>
        <Form.Item name="channel" label={t('billing.reconciliation.channel')}>
          <Select options={CHANNELS.map((c) => ({ value: c, label: t(`billing.reconciliation.channel.${c}`) }))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
