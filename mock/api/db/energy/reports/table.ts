import type { EnergyType, ReportColumn, ReportQuery } from '../../../../../src/api/energyTypes.ts';
import type { Bucket } from '../buckets.ts';
import type { Metering, MeterRef } from '../../core/metering/Metering.ts';
import type { Period } from '../parse.ts';
import type { StorePlan } from '../../core/metering/plan.ts';

export type ReportRow = Record<string, string | number | null>;

/** What a report is computed from (store and period already checked). */
export interface ReportContext {
  metering: Metering;
  store: StorePlan;
  period: Period;
  interval: ReportQuery['interval'];
  /** energy-data: only these meters and/or energy types. */
  meters?: readonly MeterRef[];
  energytypes?: readonly EnergyType[];
}

/**
 * A report before paging: its columns, its row count, a way to build any run of rows (so a long
 * hourly report only computes the page asked for) and the totals over all rows.
 */
export interface ReportTable {
  columns: ReportColumn[];
  count: number;
  rows: (from: number, to: number) => ReportRow[];
  totals: Record<string, number>;
}

/** A table whose rows are bucket × item (time first), built on demand. */
export function crossTable<T>(columns: ReportColumn[], buckets: readonly Bucket[], items: readonly T[], row: (bucket: Bucket, item: T) => ReportRow, totals: Record<string, number>): ReportTable {
  return {
    columns,
    count: buckets.length * items.length,
    totals,
    rows: (from, to) => {
      const out: ReportRow[] = [];
      for (let i = from; i < Math.min(to, buckets.length * items.length); i += 1) {
        const bucket = buckets[Math.floor(i / items.length)];
        const item = items[i % items.length];
        if (bucket && item !== undefined) out.push(row(bucket, item));
      }
      return out;
    },
  };
}

/** A table of rows already computed (short reports). */
export function plainTable(columns: ReportColumn[], rows: readonly ReportRow[], totals: Record<string, number>): ReportTable {
  return { columns, count: rows.length, totals, rows: (from, to) => rows.slice(from, to) };
}

/** A ratio in percent, 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : 0);

export const text = (key: string): ReportColumn => ({ key, type: 'text' });
export const number = (key: string, unit?: string): ReportColumn => ({ key, type: 'number', ...(unit ? { unit } : {}) });
export const money = (key: string): ReportColumn => ({ key, type: 'money', unit: 'CNY' });
export const ratio = (key: string): ReportColumn => ({ key, type: 'percent', unit: '%' });
