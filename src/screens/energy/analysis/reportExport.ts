import type { AnalysisApi } from '../../../api/analysis';
import type { AggExportRow, EnergyType, Interval, MeterKind } from '../../../api/energyTypes';
import type { ExportColumn, ExportFile } from '../../../lib/export';
import type { ExportJobContext } from '../../../ui';
import { runPagedExport } from '../shared/pagedExport';
import { ALL_KINDS } from './meteringModel';

export interface ReportSelection {
  store: string;
  start: string;
  end: string;
  interval: Exclude<Interval, 'week'>;
  /** Energy types asked for; empty = all. */
  types: EnergyType[];
  /** Meter dids asked for; empty = all. */
  meters: string[];
  /** Kinds of meter to fetch (those of the meters asked for, or every kind). */
  kinds?: MeterKind[];
}

/**
 * Every detail row the filters match (period, interval, energy types, meters), through
 * aggexportv2 page by page (shared/pagedExport), then written as xlsx or csv.
 */
export function exportReport(
  api: AnalysisApi,
  selection: ReportSelection,
  columns: ExportColumn<AggExportRow>[],
  basename: string,
  context: ExportJobContext,
): Promise<ExportFile> {
  return runPagedExport<AggExportRow>(
    {
      fetchPage: (page, pagesize, signal) =>
        api.aggExport(
          {
            stores: [selection.store],
            start: selection.start,
            end: selection.end,
            interval: selection.interval,
            kinds: selection.kinds?.length ? selection.kinds : ALL_KINDS,
            ...(selection.types.length ? { energytypes: selection.types } : {}),
            ...(selection.meters.length ? { meters: selection.meters } : {}),
            page,
            pagesize,
          },
          { signal },
        ),
      table: (rows) => ({ columns, rows, sheetName: basename.slice(0, 31) }),
      basename,
    },
    context,
  );
}
