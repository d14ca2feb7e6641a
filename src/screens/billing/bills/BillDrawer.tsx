import { dayAt } from '../../../lib/days';
import { dayText } from '../../../lib/dateText';
import { Alert, Button, Descriptions, Drawer, Result, Skeleton, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { BillDetail } from '../../../api/billing/billsTypes';
import { useStores } from '../../../stores/context';
import { useResource } from '../../../ui/resource/useResource';
import { useMoney } from '../../../ui/format/useMoney';
import { BillStateTags } from './billColumns';
import { BillLinesTable, LINES_CSS } from './BillLinesTable';
import { printKind } from './PrintNotices';
import { billingApi } from '../../../api/billing';

export interface BillDrawerProps {
  pid: string;
  did: string;
  /** Bumped when the bill may have changed (voided, a run), to read it again. */
  version: number;
  canEdit: boolean;
  onClose: () => void;
  onPrint: (detail: BillDetail) => void;
  onVoid: (detail: BillDetail) => void;
  onIssue: (detail: BillDetail) => void;
}

/** One bill (its did in the URL): who, which days, every line explained, subtotals and total, its payments; issue a draft, print and void. */
export const BillDrawer = observer(function BillDrawer({ pid, did, version, canEdit, onClose, onPrint, onVoid, onIssue }: BillDrawerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const detail = useResource((signal) => billingApi(api).bills.detail(pid, did, { signal, silent: true }), [api, pid, did, version]);
  const value = detail.value?.bill.did === did ? detail.value : undefined;
  const { money, hint } = useMoney(value?.fx);
  const bill = value?.bill;
  const voidable = bill && canEdit && bill.state !== 'void' && bill.paid === 0;
  // A paid or void bill has no paper to print; a draft only a marked preview.
  const printing = bill ? printKind(bill) : null;
  const totalHint = bill ? hint(bill.total, bill.currency) : null;
  return (
    <Drawer
      open
      size="large"
      title={bill ? t('billing.bills.billTitle', { number: bill.number }) : t('billing.bills.bill')}
      onClose={onClose}
      extra={
        value ? (
          <Space>
            {bill?.state === 'draft' && canEdit ? (
              <Button type="primary" onClick={() => onIssue(value)}>
                {t('billing.bills.issue')}
              </Button>
            ) : null}
            {printing ? <Button onClick={() => onPrint(value)}>{t(printing === 'draft' ? 'billing.bills.printDraft' : 'billing.bills.print')}</Button> : null}
            {voidable ? (
              <Button danger onClick={() => onVoid(value)}>
                {t('billing.bills.void')}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      <style>{LINES_CSS}</style>
      {!value && detail.status === 'error' ? (
        <Result status="warning" title={t('billing.bills.billLoadFailed')} />
      ) : !value || !bill ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="bill-detail">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('billing.bills.tenant')}>{value.tenant.name}</Descriptions.Item>
            <Descriptions.Item label={t('billing.bills.contract')}>{bill.contractCode}</Descriptions.Item>
            <Descriptions.Item label={t('billing.bills.rooms')}>{bill.roomNames.join(', ')}</Descriptions.Item>
            <Descriptions.Item label={t('billing.bills.period')}>{t('billing.bills.line.span', { from: dayText(intl, bill.from), to: dayText(intl, bill.to) })}</Descriptions.Item>
            <Descriptions.Item label={t('billing.bills.issuedOn')}>{dayText(intl, bill.issuedOn)}</Descriptions.Item>
            <Descriptions.Item label={t('billing.bills.dueOn')}>{dayText(intl, bill.dueOn)}</Descriptions.Item>
            <Descriptions.Item label={t('billing.bills.state')}>
              <BillStateTags bill={bill} intl={intl} />
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.bills.outstanding')}>{money(bill.outstanding, bill.currency)}</Descriptions.Item>
          </Descriptions>
          {bill.state === 'void' ? <Alert type="info" showIcon title={t('billing.bills.voidedBecause', { reason: bill.voidReason ?? '' })} /> : null}
          <BillLinesTable bill={bill} money={money} />
          {totalHint ? (
            <Typography.Text type="secondary">{t('billing.bills.hint', { amount: totalHint.text, rate: intl.formatNumber(totalHint.rate, { maximumFractionDigits: 4 }), date: totalHint.date })}</Typography.Text>
          ) : null}
          <div>
            <Typography.Title level={5}>{t('billing.bills.payments')}</Typography.Title>
            {value.payments.length === 0 ? (
              <Typography.Text type="secondary">{t('billing.bills.noPayments')}</Typography.Text>
            ) : (
              <ul>
                {value.payments.map((p) => (
                  <li key={p.did}>{t('billing.bills.paymentLine', { amount: money(p.amount, p.currency), at: dayText(intl, dayAt(Date.parse(p.receivedAt), intl.timeZone)), payer: p.payer, ref: p.channelRef })}</li>
                ))}
              </ul>
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
});
