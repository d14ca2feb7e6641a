import { AGG_PAGE_SIZE } from '../../../api/energyTypes';
import { tableToBlob, type ExportFile, type ExportTable } from '../../../lib/export';
import { fetchAllPages, type FetchPage } from '../../../lib/paging';
import type { ExportJobContext } from '../../../ui';

/** Pages in flight at once: enough to hide latency, few enough to spare a shared backend. */
const CONCURRENCY = 3;
// Share of the progress bar given to fetching; writing the file takes the rest.
const FETCH_SHARE = 0.5;

export interface PagedExport<Row> {
  /** One page of the export's rows (aggexportv2 or /report/query); pass the signal on. */
  fetchPage: FetchPage<Row>;
  /**
   * The table to write once every row is in. A function rather than fixed columns because a
   * report's columns and totals row only come with its answers.
   */
  table: (rows: Row[]) => ExportTable<Row>;
  /** File name without extension. */
  basename: string;
}

/**
 * The energy screens' exports of every row the filters match: pages of AGG_PAGE_SIZE (spec §9)
 * fetched in page order with bounded concurrency, then written as xlsx or csv. The job's signal
 * cancels both steps and its progress covers both. lib/export's runTableExport needs the
 * columns before the first page, which a report cannot give, hence this small composition.
 */
export async function runPagedExport<Row>({ fetchPage, table, basename }: PagedExport<Row>, { format, signal, onProgress }: ExportJobContext): Promise<ExportFile> {
  const rows = await fetchAllPages(fetchPage, {
    pageSize: AGG_PAGE_SIZE,
    concurrency: CONCURRENCY,
    signal,
    onProgress: ({ fetched, total }) => onProgress({ phase: 'fetching', done: fetched, total, ratio: total > 0 ? (fetched / total) * FETCH_SHARE : 0 }),
  });
  const blob = await tableToBlob(format, table(rows), {
    signal,
    onProgress: ({ done, total }) => onProgress({ phase: 'writing', done, total, ratio: FETCH_SHARE + (total > 0 ? done / total : 1) * (1 - FETCH_SHARE) }),
  });
  return { blob, filename: `${basename}.${format}` };
}
