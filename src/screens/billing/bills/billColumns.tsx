import { Button, Space, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { dayText, monthText } from '../../../lib/dateText';
import type { BillRow } from '../../../api/billing/billsTypes';
import type { BillState } from '../../../api/billing/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import type { Money } from '../../../ui/format/useMoney';

export const BILL_STATE_TONES: Readonly<Record<BillState, Tone>> = { draft: 'neutral', issued: 'info', partial: 'warning', paid: 'success', void: 'neutral' };

/** A bill's state as a tag, with "overdue" beside it when it is. */
export function BillStateTags({ bill, intl }: { bill: Pick<BillRow, 'state' | 'overdue'>; intl: IntlShape }) {
  return (
    <Space size={4} wrap>
      <StatusTag tone={BILL_STATE_TONES[bill.state]}>{intl.formatMessage({ id: `billing.bills.state.${bill.state}` })}</StatusTag>
      {bill.overdue && bill.state !== 'void' ? <StatusTag tone="error">{intl.formatMessage({ id: 'billing.bills.state.overdue' })}</StatusTag> : null}
    </Space>
  );
}

/** The bill list's columns: number (opens the bill), tenant, rooms, month, amounts, state, due day. */
export function billColumns(intl: IntlShape, money: Money['money'], onOpen: (bill: BillRow) => void): TableColumnsType<BillRow> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const amount = (key: 'total' | 'paid' | 'outstanding', title: string) => ({
    key,
    title,
    align: 'right' as const,
    width: 130,
    render: (_: unknown, b: BillRow) => money(b[key], b.currency),
  });
  return [
    {
      key: 'number',
      title: t('billing.bills.number'),
      width: 210,
      render: (_, b) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(b)} aria-label={t('billing.bills.openNamed', { number: b.number })}>
          {b.number}
        </Button>
      ),
    },
    { key: 'tenant', title: t('billing.bills.tenant'), render: (_, b) => b.tenantName },
    { key: 'rooms', title: t('billing.bills.rooms'), render: (_, b) => b.roomNames.join(', ') },
    { key: 'month', title: t('billing.bills.month'), width: 90, render: (_, b) => monthText(intl, b.month) },
    amount('total', t('billing.bills.total')),
    amount('paid', t('billing.bills.paid')),
    amount('outstanding', t('billing.bills.outstanding')),
    { key: 'state', title: t('billing.bills.state'), width: 160, render: (_, b) => <BillStateTags bill={b} intl={intl} /> },
    { key: 'dueOn', title: t('billing.bills.dueOn'), width: 110, render: (_, b) => dayText(intl, b.dueOn) },
  ];
}
