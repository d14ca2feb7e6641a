import { dateTimeText } from '../../../lib/dateText';
import { Button, Space, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TransactionRow } from '../../../api/billing/billsTypes';
import type { MatchState } from '../../../api/billing/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import type { Money } from '../../../ui/format/useMoney';

export const MATCH_TONES: Readonly<Record<MatchState, Tone>> = { matched: 'success', unmatched: 'error', duplicate: 'warning', short: 'warning', over: 'info' };

/** The bill a transaction is matched to, opened on the bill screen. */
export const billPath = (did: string) => `/index/bill-managemant?bill=${encodeURIComponent(did)}`;

export interface TransactionColumnOptions {
  money: Money['money'];
  canEdit: boolean;
  onMatch: (tx: TransactionRow) => void;
  onUnmatch: (tx: TransactionRow) => void;
}

/** The feed's columns: when, channel and its id, payer, reference, amount, how it matched, the bill, and match/unmatch. */
/** When a payment arrived, in the store's zone (the console's intl carries it) and the reader's format. */
export function receivedAtText(intl: IntlShape, instant: string): string {
  return dateTimeText(intl, instant, intl.timeZone);
}

export function transactionColumns(intl: IntlShape, o: TransactionColumnOptions): TableColumnsType<TransactionRow> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const columns: TableColumnsType<TransactionRow> = [
    { key: 'receivedAt', title: t('billing.reconciliation.receivedAt'), width: 150, render: (_, x) => receivedAtText(intl, x.receivedAt) },
    { key: 'channel', title: t('billing.reconciliation.channel'), width: 100, render: (_, x) => t(`billing.reconciliation.channel.${x.channel}`) },
    { key: 'channelRef', title: t('billing.reconciliation.channelRef'), width: 180, dataIndex: 'channelRef' },
    { key: 'payer', title: t('billing.reconciliation.payer'), dataIndex: 'payer' },
    { key: 'reference', title: t('billing.reconciliation.reference'), width: 200, render: (_, x) => x.reference || '—' },
    { key: 'amount', title: t('billing.reconciliation.amount'), align: 'right', width: 140, render: (_, x) => o.money(x.amount, x.currency) },
    {
      key: 'match',
      title: t('billing.reconciliation.match'),
      width: 170,
      render: (_, x) => (
        <Space size={4} wrap>
          <StatusTag tone={MATCH_TONES[x.match]}>{t(`billing.reconciliation.match.${x.match}`)}</StatusTag>
          {x.matchedBy ? <span>{t(`billing.reconciliation.by.${x.matchedBy}`)}</span> : null}
        </Space>
      ),
    },
    { key: 'bill', title: t('billing.reconciliation.bill'), width: 200, render: (_, x) => (x.bill && x.billNumber ? <Link to={billPath(x.bill)}>{x.billNumber}</Link> : '—') },
  ];
  if (o.canEdit) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      width: 120,
      render: (_, x) =>
        x.bill ? (
          <Button type="link" onClick={() => o.onUnmatch(x)} aria-label={t('billing.reconciliation.unmatchNamed', { ref: x.channelRef })}>
            {t('billing.reconciliation.unmatch')}
          </Button>
        ) : (
          <Button type="link" onClick={() => o.onMatch(x)} aria-label={t('billing.reconciliation.matchNamed', { ref: x.channelRef })}>
            {t('billing.reconciliation.matchAction')}
          </Button>
        ),
    });
  }
  return columns;
}
