import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type AggAnswer, type EnergyType } from '../../../../api/energyTypes';
import { ExportButton, Table } from '../../../../ui';
import { useEnergy } from '../../shared/EnergyFrame';
import { monthKeyOf, monthsOf } from '../model/months';
import { clientExport } from './clientExport';

/** A month of the account: energy and carbon of each type, and the month's total carbon. */
export interface MonthRow {
  month: string;
  energy: Partial<Record<EnergyType, number>>;
  carbon: Partial<Record<EnergyType, number>>;
  total: number;
}

/** Pivots aggquery-by-month answers (one per type, then all types) into month rows. */
export function monthRows(start: string, end: string, types: readonly EnergyType[], perType: readonly AggAnswer[], all: AggAnswer): MonthRow[] {
  return monthsOf(start, end).map(({ key }) => {
    const row: MonthRow = { month: key, energy: {}, carbon: {}, total: 0 };
    types.forEach((type, i) => {
      const found = perType[i]?.rows.find((r) => monthKeyOf(r.key) === key);
      row.energy[type] = found?.energy ?? 0;
      row.carbon[type] = found?.carbon ?? 0;
    });
    row.total = all.rows.find((r) => monthKeyOf(r.key) === key)?.carbon ?? 0;
    return row;
  });
}

/** The monthly carbon accounts of a year or custom period (aggquery grouped by month, per energy type); exported given the page's export permission. */
export function MonthlyTable({ rows, types, showTotal, canExport }: { rows: MonthRow[]; types: readonly EnergyType[]; showTotal: boolean; canExport: boolean }) {
  const intl = useIntl();
  const { format, store, period } = useEnergy();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t('carbon.metering.monthly.title');
  const energyTitle = (type: EnergyType) => t('carbon.metering.col.typeEnergy', { type: format.energyType(type), unit: ENERGY_UNIT[type] });
  const carbonTitle = (type: EnergyType) => t('carbon.metering.col.typeCarbon', { type: format.energyType(type) });
  const columns: ColumnsType<MonthRow> = [
    { key: 'month', title: t('carbon.metering.col.month'), fixed: 'left', render: (_: unknown, r: MonthRow) => format.month(r.month) },
    ...types.flatMap((type) => [
      { key: `e-${type}`, title: energyTitle(type), align: 'right' as const, render: (_: unknown, r: MonthRow) => format.number(r.energy[type] ?? 0) },
      { key: `c-${type}`, title: carbonTitle(type), align: 'right' as const, render: (_: unknown, r: MonthRow) => format.number(r.carbon[type] ?? 0) },
    ]),
    ...(showTotal ? [{ key: 'total', title: t('carbon.metering.col.totalCarbon'), align: 'right' as const, render: (_: unknown, r: MonthRow) => format.number(r.total) }] : []),
  ];
  const round = (v: number | undefined) => Math.round((v ?? 0) * 100) / 100;
  const exportColumns = [
    { key: 'month', title: t('carbon.metering.col.month') },
    ...types.flatMap((type) => [
      { key: `e-${type}`, title: energyTitle(type), type: 'number' as const, value: (r: MonthRow) => round(r.energy[type]) },
      { key: `c-${type}`, title: carbonTitle(type), type: 'number' as const, value: (r: MonthRow) => round(r.carbon[type]) },
    ]),
    ...(showTotal ? [{ key: 'total', title: t('carbon.metering.col.totalCarbon'), type: 'number' as const, value: (r: MonthRow) => round(r.total) }] : []),
  ];
  return (
    <Card size="small" title={title} extra={canExport ? <ExportButton job={clientExport(`carbon-monthly-${store}-${period.start}-${period.end}`, exportColumns, rows, title)} /> : null}>
      <Table<MonthRow> size="small" rowKey="month" pagination={false} dataSource={rows} columns={columns} aria-label={title} scroll={{ x: 'max-content' }} />
    </Card>
  );
}
