import type { IntlShape } from 'react-intl';
import type { ReportAnswer, ReportColumn, ReportQuery } from '../../../api/energyTypes';
import { safeFilename } from '../../../lib/export';
import type { ExportJob } from '../../../ui';
import { runPagedExport } from '../shared/pagedExport';
import type { EnergyFormat } from '../../../ui/format/useEnergyFormat';
import { exportColumns, totalsRow, type ReportRow } from './reportColumns';

export interface ReportExportInput {
  query: Omit<ReportQuery, 'page' | 'pagesize'>;
  fetch: (query: ReportQuery, signal: AbortSignal) => Promise<ReportAnswer>;
  intl: IntlShape;
  format: EnergyFormat;
  basename: string;
  sheetName: string;
  totalLabel: string;
}

/**
 * Exports every page of a report with the current filters (shared/pagedExport), then the
 * totals row; the columns and totals are those of the first page's answer.
 */
export function reportExportJob(input: ReportExportInput): ExportJob {
  return (context) => {
    let columns: ReportColumn[] = [];
    let totals: Record<string, number> = {};
    return runPagedExport<ReportRow>(
      {
        fetchPage: async (page, pagesize, signal) => {
          const answer = await input.fetch({ ...input.query, page, pagesize }, signal);
          if (page === 1) {
            columns = answer.columns;
            totals = answer.totals;
          }
          return { data: answer.data, total: answer.total };
        },
        table: (rows) => ({
          columns: exportColumns(columns, input.intl, input.format),
          rows: [...rows, totalsRow(columns, totals, input.totalLabel)],
          sheetName: input.sheetName,
        }),
        basename: safeFilename(input.basename),
      },
      context,
    );
  };
}
