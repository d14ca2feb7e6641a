import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { DeviceOperationRow, OperationFigures, OperationReport, OperationType, TypeOperationRow } from '../../../api/devices/types';
import type { KpiItem } from '../../../ui/KpiRow';

/** The message id of a device type's name ('ac:1' → devices.operation.type.ac1). */
export const typeLabelId = (type: OperationType) => `devices.operation.type.${type.replace(':', '')}`;

/** An online rate as a percentage with one decimal, or a dash when no time has elapsed. */
export function rateText(intl: IntlShape, rate: number | null): string {
  return rate === null ? '–' : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

/** The report's headline figures: devices, hours run, starts, commands with their outcomes, online rate. */
export function operationKpis(intl: IntlShape, report: OperationReport | undefined): KpiItem[] {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const totals = report?.totals;
  const value = (pick: (f: OperationFigures) => number) => (totals ? pick(totals) : null);
  return [
    { key: 'devices', title: t('devices.operation.devices'), value: value((f) => f.devices), fractionDigits: 0 },
    { key: 'hours', title: t('devices.operation.runningHours'), value: value((f) => f.runningHours), unit: t('devices.operation.hoursUnit'), fractionDigits: 1 },
    { key: 'starts', title: t('devices.operation.starts'), value: value((f) => f.starts), fractionDigits: 0, extra: totals ? t('devices.operation.stopsOf', { stops: totals.stops }) : undefined },
    {
      key: 'commands',
      title: t('devices.operation.commands'),
      value: value((f) => f.commands),
      fractionDigits: 0,
      extra: totals ? t('devices.operation.outcomesOf', { confirmed: totals.confirmed, failed: totals.failed, timeout: totals.timeout }) : undefined,
    },
    { key: 'online', title: t('devices.operation.onlineRate'), value: totals ? rateText(intl, totals.onlineRate) : null },
  ];
}

/** Columns every figure row shares (a type's or a device's). */
function figureColumns<Row extends OperationFigures>(intl: IntlShape): TableColumnsType<Row> {
  const t = (id: string) => intl.formatMessage({ id });
  const number = (key: keyof OperationFigures & string, title: string, digits = 0) => ({
    key,
    title,
    align: 'right' as const,
    sorter: (a: Row, b: Row) => Number(a[key] ?? -1) - Number(b[key] ?? -1),
    render: (_: unknown, row: Row) => intl.formatNumber(Number(row[key]), { maximumFractionDigits: digits, minimumFractionDigits: digits }),
  });
  return [
    number('runningHours', `${t('devices.operation.runningHours')} (${t('devices.operation.hoursUnit')})`, 2),
    number('starts', t('devices.operation.starts')),
    number('stops', t('devices.operation.stops')),
    number('commands', t('devices.operation.commands')),
    number('confirmed', t('devices.operation.confirmed')),
    number('failed', t('devices.operation.failed')),
    number('timeout', t('devices.operation.timeout')),
    { key: 'onlineRate', title: t('devices.operation.onlineRate'), align: 'right', sorter: (a, b) => (a.onlineRate ?? -1) - (b.onlineRate ?? -1), render: (_, row) => rateText(intl, row.onlineRate) },
  ];
}

export function typeColumns(intl: IntlShape): TableColumnsType<TypeOperationRow> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'type', title: t('devices.operation.type'), render: (_, row) => t(typeLabelId(row.type)) },
    { key: 'devices', title: t('devices.operation.devices'), dataIndex: 'devices', align: 'right' },
    ...figureColumns<TypeOperationRow>(intl),
  ];
}

export function deviceColumns(intl: IntlShape): TableColumnsType<DeviceOperationRow> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('devices.operation.device'), dataIndex: 'name', fixed: 'left', sorter: (a, b) => a.name.localeCompare(b.name, intl.locale) },
    { key: 'type', title: t('devices.operation.type'), render: (_, row) => t(typeLabelId(row.type)) },
    { key: 'space', title: t('devices.operation.space'), dataIndex: 'spaceName' },
    ...figureColumns<DeviceOperationRow>(intl),
  ];
}
