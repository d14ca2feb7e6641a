import type { IntlShape } from 'react-intl';
import { ENERGY_TYPES, type EnergyType, type ReportColumn } from '../../../api/energyTypes';
import type { ExportColumn } from '../../../lib/export';
import type { EnergyFormat } from '../../../ui/format/useEnergyFormat';

export type ReportRow = Record<string, string | number | null>;

/** Title of a report column: `report.col.<key>` (the key itself if the server sends one we do not know), with its unit. */
export function columnTitle(column: ReportColumn, intl: IntlShape, format: EnergyFormat): string {
  const id = `report.col.${column.key}`;
  const name = id in intl.messages ? intl.formatMessage({ id }) : column.key;
  const unit = column.type === 'money' ? format.moneyCurrency : column.type === 'percent' ? '%' : column.unit;
  return unit ? `${name} (${unit})` : name;
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Text values the server sends as codes (the energy type of a billing row), in the language. */
function textValue(column: ReportColumn, value: unknown, intl: IntlShape, format: EnergyFormat): unknown {
  if (typeof value !== 'string') return value;
  // Hourly buckets come as 'YYYY-MM-DDTHH:00': shown (and exported) as '2026-10-01 08:00'.
  if (column.key === 'time') return value.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/, '$1 $2');
  if (column.key !== 'energytype') return value;
  if ((ENERGY_TYPES as readonly string[]).includes(value)) return format.energyType(value as EnergyType);
  return value === 'pv-feed-in' ? intl.formatMessage({ id: 'assets.report.pvFeedIn' }) : value;
}

/** A cell as shown: numbers in the language, money converted into the language's currency, times as the language writes them (the export keeps them ISO). */
export function cellText(column: ReportColumn, value: unknown, intl: IntlShape, format: EnergyFormat): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = numberOf(value);
  if ((column.key === 'time' || column.key === 'month') && typeof value === 'string') return format.bucket(value);
  if (column.type === 'text' || n === null) return String(textValue(column, value, intl, format));
  if (column.type === 'money') return format.money(n);
  if (column.type === 'percent') return format.percent(n);
  return format.number(n, 2);
}

/** The export columns: numbers stay numbers (money converted, like the screen), titles as on screen. */
export function exportColumns(columns: readonly ReportColumn[], intl: IntlShape, format: EnergyFormat): ExportColumn<ReportRow>[] {
  return columns.map((column) => ({
    key: column.key,
    title: columnTitle(column, intl, format),
    type: column.type === 'text' ? 'text' : 'number',
    value: (row: ReportRow) => {
      const n = numberOf(row[column.key]);
      if (column.type === 'text' || n === null) return textValue(column, row[column.key], intl, format);
      return column.type === 'money' ? Math.round(format.moneyValue(n) * 10_000) / 10_000 : n;
    },
  }));
}

/** The totals row of a report (the first text column carries the label). */
export function totalsRow(columns: readonly ReportColumn[], totals: Record<string, number>, label: string): ReportRow {
  const row: ReportRow = {};
  const labelKey = columns.find((c) => c.type === 'text')?.key;
  for (const column of columns) {
    if (column.key === labelKey) row[column.key] = label;
    else if (column.type !== 'text' && typeof totals[column.key] === 'number') row[column.key] = totals[column.key]!;
    else row[column.key] = null;
  }
  return row;
}
