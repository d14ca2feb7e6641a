import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { BillRow } from '../../../api/billing/billsTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useFieldErrorForm } from '../../../ui/form/useFieldErrorForm';
import { BILL_WORDS } from '../shared/errorWords';
import { billingApi } from '../../../api/billing';

interface VoidValues {
  reason: string;
}

/** Voids a bill with a reason (required); the server refuses a bill with payments. */
export function VoidDialog({ pid, bill, onClose, onVoided }: { pid: string; bill: BillRow; onClose: () => void; onVoided: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, notify } = useStores();
  const { form, saving, submit } = useFieldErrorForm<VoidValues>(['reason'], (v) => billingApi(api).bills.void({ pid, did: bill.did, reason: v.reason }, { hideError: true }), BILL_WORDS);
  return (
    <Dialog
      open
      title={t('billing.bills.voidTitle', { number: bill.number })}
      okText={t('billing.bills.void')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={async () => {
        if (await submit()) {
          notify.success({ id: 'billing.bills.voided', values: { number: bill.number } });
          onVoided();
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ reason: '' }}>
        <Form.Item name="reason" label={t('billing.bills.voidReason')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 200, message: t('billing.bills.error.reasonLength') }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
