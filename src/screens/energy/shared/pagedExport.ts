import { AGG_PAGE_SIZE } from '../../../api/energyTypes';
import type { ExportFile, ExportTable } from '../../../lib/export';
import type { FetchPage } from '../../../lib/paging';
import type { ExportJobContext } from '../../../ui';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';

/** Pages in flight at once: enough to hide latency, few enough to spare a shared backend. */
const CONCURRENCY = 3;

export interface PagedExport<Row> {
  /** One page of the export's rows (aggexportv2 or /report/query); pass the signal on. */
  fetchPage: FetchPage<Row>;
  /** The table to write once every row is in (a report's columns and totals come with its answers). */
  table: (rows: Row[]) => ExportTable<Row>;
  /** File name without extension. */
  basename: string;
}

/** The energy screens' exports: the kit's paged export in pages of AGG_PAGE_SIZE (spec §9), three at a time. */
export function runPagedExport<Row>(request: PagedExport<Row>, context: ExportJobContext): Promise<ExportFile> {
  return pagedExportJob<Row>({ ...request, pageSize: AGG_PAGE_SIZE, concurrency: CONCURRENCY })(context);
}
