import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { BillRow } from '../../../api/billing/billsTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useFieldErrorForm } from '../../../ui/form/useFieldErrorForm';
import { BILL_WORDS } from '../shared/errorWords';
import { billingApi } from '../../../api/billing';
import { BILL_VOID_RULES } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

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
        <Form.Item name="reason" label={t('billing.bills.voidReason')} rules={fieldRules(intl, BILL_VOID_RULES.reason)}>
          <Input.TextArea rows={3} maxLength={BILL_VOID_RULES.reason.maxLength} showCount />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
