import { dateTimeText } from '../../../lib/dateText';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { ConfigPoint } from '../../../api/devices/types';
import type { ExportColumn } from '../../../lib/export';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { stateOf } from './configPoints';

const TONE = { alarm: 'error', normal: 'success', offline: 'neutral' } as const;

function limit(intl: IntlShape, value: number | undefined, unit: string): string {
  return value === undefined ? '—' : `${intl.formatNumber(value)} ${unit}`;
}

/** What the point's state says: normal, not reading, or above/below its limit since when. */
export function stateText(intl: IntlShape, p: ConfigPoint): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const state = stateOf(p);
  if (state !== 'alarm') return t(`devices.config.state.${state}`);
  const since = p.alarmSince ? dateTimeText(intl, p.alarmSince, intl.timeZone) : '—';
  return t(p.alarm === 'low' ? 'devices.config.belowSince' : 'devices.config.aboveSince', { since });
}

/** The table's columns; the system cell spans its group's rows on the page shown (`spans`, by row of the page). */
export function configColumns(intl: IntlShape, spans: readonly number[]): TableColumnsType<ConfigPoint> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'system', title: t('devices.config.system'), dataIndex: 'systemName', onCell: (_, index) => ({ rowSpan: spans[index ?? 0] ?? 1 }) },
    { key: 'device', title: t('devices.config.device'), dataIndex: 'deviceName' },
    { key: 'space', title: t('devices.col.space'), dataIndex: 'spaceName' },
    { key: 'metric', title: t('devices.config.metric'), render: (_, p) => t(`devices.config.metric.${p.metric}`) },
    { key: 'value', title: t('devices.config.value'), align: 'right', render: (_, p) => (p.value === null ? '—' : `${intl.formatNumber(p.value)} ${p.unit}`) },
    { key: 'low', title: t('devices.config.low'), align: 'right', render: (_, p) => limit(intl, p.low, p.unit) },
    { key: 'high', title: t('devices.config.high'), align: 'right', render: (_, p) => limit(intl, p.high, p.unit) },
    { key: 'state', title: t('devices.config.state'), render: (_, p) => <StatusTag tone={TONE[stateOf(p)]}>{stateText(intl, p)}</StatusTag> },
  ];
}

export function configExportColumns(intl: IntlShape): ExportColumn<ConfigPoint>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'systemName', title: t('devices.config.system') },
    { key: 'deviceName', title: t('devices.config.device') },
    { key: 'spaceName', title: t('devices.col.space') },
    { key: 'metric', title: t('devices.config.metric'), value: (p) => t(`devices.config.metric.${p.metric}`) },
    { key: 'value', title: t('devices.config.value'), type: 'number' },
    { key: 'unit', title: t('devices.live.unit') },
    { key: 'low', title: t('devices.config.low'), type: 'number' },
    { key: 'high', title: t('devices.config.high'), type: 'number' },
    { key: 'state', title: t('devices.config.state'), value: (p) => t(`devices.config.state.${stateOf(p)}`) },
    { key: 'alarmSince', title: t('devices.config.alarmSince'), value: (p) => p.alarmSince ?? '' },
  ];
}
