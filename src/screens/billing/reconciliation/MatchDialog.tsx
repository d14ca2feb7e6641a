import { Form, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { TransactionRow } from '../../../api/billing/billsTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useResource } from '../../../ui/resource/useResource';
import { useFieldErrorForm } from '../../../ui/form/useFieldErrorForm';
import { BILL_WORDS } from '../shared/errorWords';
import { useMoney } from '../../../ui/format/useMoney';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * Matches a transaction by hand to a bill of the store with something outstanding; whether it is
 * short or over is the server's call, by the amount against what the bill still owes.
 */
export const MatchDialog = observer(function MatchDialog({ pid, store, tx, onClose, onMatched }: { pid: string; store: string; tx: TransactionRow; onClose: () => void; onMatched: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, notify } = useStores();
  const { money } = useMoney();
  // The store's open bills, read under this page's permission.
  const bills = useResource((signal) => billingApi(api).bills.list({ pid, store, state: 'open', page: 1, pagesize: 1000 }, { signal, silent: true }), [api, pid, store]);
  const { form, saving, submit } = useFieldErrorForm<{ bill: string }>(['bill'], (v) => billingApi(api).bills.match({ pid, tx: tx.did, bill: v.bill }, { hideError: true }), BILL_WORDS);
  const options = (bills.value?.data ?? []).map((b) => ({ value: b.did, label: `${b.number} · ${b.tenantName} · ${money(b.outstanding, b.currency)}` }));
  return (
    <Dialog
      open
      title={t('billing.reconciliation.matchTitle', { ref: tx.channelRef })}
      okText={t('billing.reconciliation.matchAction')}
      okButtonProps={{ loading: saving }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={async () => {
        if (await submit()) {
          notify.success({ id: 'billing.reconciliation.matched', values: { ref: tx.channelRef } });
          onMatched();
        }
      }}
    >
      <Typography.Paragraph>{t('billing.reconciliation.matchWhat', { amount: money(tx.amount, tx.currency), payer: tx.payer, reference: tx.reference || '—' })}</Typography.Paragraph>
      {bills.retry ? <LoadFailed inline title={t('billing.reconciliation.billsFailed')} onRetry={bills.retry} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical">
        <Form.Item name="bill" label={t('billing.reconciliation.bill')} rules={[{ required: true, message: t('validation.required') }]} extra={t('billing.reconciliation.matchHint')}>
          <Select showSearch={{ optionFilterProp: 'label' }} loading={bills.pending} options={options} placeholder={t('billing.reconciliation.pickBill')} />
        </Form.Item>
      </Form>
    </Dialog>
  );
});
