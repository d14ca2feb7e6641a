import { dayText } from '../../../lib/dateText';
import { Progress, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { SimAlert, SimCardRow } from '../../../api/tools/iotTypes';
import type { ExportColumn } from '../../../lib/export';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';

const ALERT_TONES: Record<SimAlert, Tone> = { expiring: 'warning', expired: 'error', overQuota: 'error' };
const STATE_TONES: Record<SimCardRow['state'], Tone> = { active: 'success', suspended: 'error', inactive: 'neutral' };

/** A store-local day, formatted by locale (noon UTC: the same day everywhere). */
export const localDay = (intl: IntlShape, day: string) => (day ? dayText(intl, day) : '');
const mb = (intl: IntlShape, value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });

function expiryText(intl: IntlShape, row: SimCardRow): string {
  if (row.state === 'inactive') return intl.formatMessage({ id: 'tools.iot.inStock' });
  return intl.formatMessage({ id: row.daysLeft < 0 ? 'tools.iot.expiredDaysAgo' : 'tools.iot.daysLeft' }, { days: Math.abs(row.daysLeft) });
}

export function simColumns(intl: IntlShape): TableColumnsType<SimCardRow> {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return [
    { key: 'iccid', title: t('tools.iot.iccid'), dataIndex: 'iccid', width: 200, fixed: 'left' },
    { key: 'imsi', title: t('tools.iot.imsi'), dataIndex: 'imsi', width: 160 },
    { key: 'operator', title: t('tools.iot.operator'), width: 120, render: (_, row) => t(`tools.iot.operator.${row.operator}`) },
    { key: 'state', title: t('tools.iot.state'), width: 100, render: (_, row) => <StatusTag tone={STATE_TONES[row.state]}>{t(`tools.iot.state.${row.state}`)}</StatusTag> },
    {
      key: 'gateway', title: t('tools.iot.gateway'), width: 220,
      render: (_, row) => row.gatewayName ? (
        <Space size={4} wrap>
          {row.gatewayName}
          <StatusTag tone={row.gatewayOnline ? 'success' : 'neutral'}>{t(row.gatewayOnline ? 'tools.iot.online' : 'tools.iot.offline')}</StatusTag>
        </Space>
      ) : t('tools.iot.spare'),
    },
    { key: 'devices', title: t('tools.iot.devices'), dataIndex: 'devices', width: 90, align: 'right' },
    { key: 'activatedOn', title: t('tools.iot.activatedOn'), width: 120, render: (_, row) => localDay(intl, row.activatedOn) || '—' },
    { key: 'expiresOn', title: t('tools.iot.expiresOn'), width: 170, render: (_, row) => `${localDay(intl, row.expiresOn)} (${expiryText(intl, row)})` },
    {
      key: 'usage', title: t('tools.iot.usage'), width: 200,
      render: (_, row) => (
        <div>
          <Progress percent={Math.min(100, Math.round((row.usedMb / row.planMb) * 100))} size="small" status={row.usedMb > row.planMb ? 'exception' : 'normal'} showInfo={false} aria-hidden />
          {t('tools.iot.usedOfPlan', { used: mb(intl, row.usedMb), plan: mb(intl, row.planMb) })}
        </div>
      ),
    },
    { key: 'alerts', title: t('tools.iot.alerts'), width: 200, render: (_, row) => row.alerts.map((a) => <StatusTag key={a} tone={ALERT_TONES[a]}>{t(`tools.iot.alert.${a}`)}</StatusTag>) },
  ];
}

/** The same cards in a spreadsheet, figures as numbers. */
export function simExportColumns(intl: IntlShape): ExportColumn<SimCardRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'iccid', title: t('tools.iot.iccid') },
    { key: 'imsi', title: t('tools.iot.imsi') },
    { key: 'operator', title: t('tools.iot.operator'), value: (row) => t(`tools.iot.operator.${row.operator}`) },
    { key: 'state', title: t('tools.iot.state'), value: (row) => t(`tools.iot.state.${row.state}`) },
    { key: 'gatewayName', title: t('tools.iot.gateway'), value: (row) => row.gatewayName ?? t('tools.iot.spare') },
    { key: 'devices', title: t('tools.iot.devices'), type: 'number' },
    { key: 'activatedOn', title: t('tools.iot.activatedOn') },
    { key: 'expiresOn', title: t('tools.iot.expiresOn') },
    { key: 'daysLeft', title: t('tools.iot.daysLeftColumn'), type: 'number' },
    { key: 'planMb', title: t('tools.iot.planMb'), type: 'number' },
    { key: 'usedMb', title: t('tools.iot.usedMb'), type: 'number' },
    { key: 'alerts', title: t('tools.iot.alerts'), value: (row) => row.alerts.map((a) => t(`tools.iot.alert.${a}`)).join(', ') },
  ];
}
