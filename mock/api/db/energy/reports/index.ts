import type { ReportAnswer, ReportKind } from '../../../../../src/api/energyTypes.ts';
import { billingReport } from './billing.ts';
import { energyDataReport } from './energyData.ts';
import { inverterReport } from './inverter.ts';
import { powerReport } from './power.ts';
import { storageReport } from './storage.ts';
import type { ReportContext, ReportTable } from './table.ts';

export const REPORT_KINDS: readonly ReportKind[] = ['energy-data', 'power', 'inverter', 'storage-charge', 'billing'];

const BUILDERS: Readonly<Record<ReportKind, (ctx: ReportContext) => ReportTable>> = {
  'energy-data': energyDataReport,
  power: powerReport,
  inverter: inverterReport,
  'storage-charge': storageReport,
  billing: billingReport,
};

/** /report/query: one page of a report, with its columns and the totals over every row. */
export function runReport(kind: ReportKind, ctx: ReportContext, page: number, pagesize: number): ReportAnswer {
  const table = BUILDERS[kind](ctx);
  const from = (page - 1) * pagesize;
  return { columns: table.columns, data: table.rows(from, from + pagesize), total: table.count, page, pagesize, totals: table.totals };
}

export type { ReportContext };
