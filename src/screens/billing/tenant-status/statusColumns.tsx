import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import type { TenantStatusRow } from '../../../api/billing/tenantsTypes';
import type { ExportColumn } from '../../../lib/export';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import { ContractPhaseTag } from '../shared/ContractPhaseTag';
import type { Money } from '../../../ui/format/useMoney';

const ALERT_TONES: Readonly<Record<string, Tone>> = { expiring: 'warning', overdue: 'error', unusual: 'info' };

/** +12.5 % / −30 %, or — when there is nothing to compare with. */
export function changeText(intl: IntlShape, change: number | null): string {
  if (change === null) return '—';
  return intl.formatNumber(change, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
}

const kwh = (intl: IntlShape, value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });

export function statusColumns(intl: IntlShape, money: Money['money']): ColumnsType<TenantStatusRow> {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return [
    { key: 'name', title: t('billing.status.tenant'), render: (_, r) => <Space size={4}>{r.name}{r.key ? <StatusTag tone="info">{t('billing.tenants.key')}</StatusTag> : null}</Space> },
    { key: 'rooms', title: t('billing.status.rooms'), render: (_, r) => (r.rooms.length ? r.rooms.map((room) => room.name).join(', ') : '—') },
    {
      key: 'contract',
      title: t('billing.status.contract'),
      render: (_, r) => (r.contract ? <Space size={4} wrap>{r.contract.code}<ContractPhaseTag phase={r.contract.phase} /></Space> : '—'),
    },
    { key: 'daysLeft', title: t('billing.status.daysLeft'), align: 'right', render: (_, r) => (r.contract && r.contract.daysLeft >= 0 ? intl.formatNumber(r.contract.daysLeft) : '—') },
    {
      key: 'arrears',
      title: t('billing.status.arrears'),
      align: 'right',
      render: (_, r) => (
        <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <span>{money(r.arrears, r.currency)}</span>
          {r.oldestOverdueDays !== null ? <Typography.Text type="danger">{t('billing.status.overdueDays', { days: r.oldestOverdueDays, bills: r.overdueBills })}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: 'kwh', title: t('billing.status.kwhMonth'), align: 'right', render: (_, r) => kwh(intl, r.kwh.month) },
    { key: 'lastMonth', title: t('billing.status.vsLastMonth'), align: 'right', render: (_, r) => changeText(intl, r.change.lastMonth) },
    { key: 'lastYear', title: t('billing.status.vsLastYear'), align: 'right', render: (_, r) => changeText(intl, r.change.lastYear) },
    {
      key: 'alerts',
      title: t('billing.status.alerts'),
      render: (_, r) => <Space size={4} wrap>{r.alerts.map((a) => <StatusTag key={a} tone={ALERT_TONES[a] ?? 'neutral'}>{t(`billing.status.alert.${a}`)}</StatusTag>)}</Space>,
    },
  ];
}

export function statusExportColumns(intl: IntlShape): ExportColumn<TenantStatusRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('billing.status.tenant') },
    { key: 'key', title: t('billing.tenants.key'), value: (r) => t(r.key ? 'common.yes' : 'common.no') },
    { key: 'rooms', title: t('billing.status.rooms'), value: (r) => r.rooms.map((room) => room.name).join(', ') },
    { key: 'contract', title: t('billing.status.contract'), value: (r) => r.contract?.code ?? '' },
    { key: 'phase', title: t('billing.contracts.state'), value: (r) => (r.contract ? t(`billing.contracts.phase.${r.contract.phase}`) : '') },
    { key: 'daysLeft', title: t('billing.status.daysLeft'), value: (r) => r.contract?.daysLeft ?? '' },
    { key: 'arrears', title: t('billing.status.arrears'), type: 'number' },
    { key: 'currency', title: t('billing.contracts.currency') },
    { key: 'oldestOverdueDays', title: t('billing.status.oldestOverdue'), value: (r) => r.oldestOverdueDays ?? '' },
    { key: 'kwhMonth', title: t('billing.status.kwhMonth'), type: 'number', value: (r) => r.kwh.month },
    { key: 'kwhLastMonth', title: t('billing.status.kwhLastMonth'), type: 'number', value: (r) => r.kwh.lastMonth },
    { key: 'kwhLastYear', title: t('billing.status.kwhLastYear'), type: 'number', value: (r) => r.kwh.lastYear },
    { key: 'vsLastMonth', title: t('billing.status.vsLastMonth'), value: (r) => changeText(intl, r.change.lastMonth) },
    { key: 'vsLastYear', title: t('billing.status.vsLastYear'), value: (r) => changeText(intl, r.change.lastYear) },
    { key: 'alerts', title: t('billing.status.alerts'), value: (r) => r.alerts.map((a) => t(`billing.status.alert.${a}`)).join(', ') },
  ];
}
