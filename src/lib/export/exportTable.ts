import { EXPORT_PAGE_SIZE, fetchAllPages, type FetchPage } from '../paging';
import { CSV_MIME, writeCsv } from './csv';
import type { ExportColumn, ExportFormat, ExportTable, WriteOptions } from './types';
import { XLSX_MIME, writeXlsx } from './xlsx/writeXlsx';

export interface ExportFile {
  blob: Blob;
  filename: string;
}

/** Writes rows in the chosen format as a Blob ready to download. */
export async function tableToBlob<Row>(
  format: ExportFormat,
  table: { columns: ExportColumn<Row>[]; rows: readonly Row[]; sheetName?: string },
  options: WriteOptions = {},
): Promise<Blob> {
  if (format === 'csv') return new Blob([await writeCsv(table, options)], { type: CSV_MIME });
  const bytes = await writeXlsx(table, options);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
}

/** Overall progress of an export: `phase` says what is happening, `ratio` runs from 0 to 1. */
export interface ExportProgress {
  phase: 'fetching' | 'writing';
  done: number;
  total: number;
  ratio: number;
}

/**
 * The columns known before the first page, or a table made once every row is in (a report's
 * columns and totals row only come with its answers).
 */
export type TableShape<Row> = { columns: ExportColumn<Row>[]; table?: never } | { table: (rows: Row[]) => ExportTable<Row>; columns?: never };

export type TableExportRequest<Row> = TableShape<Row> & {
  format: ExportFormat;
  /** File name without extension. */
  basename: string;
  fetchPage: FetchPage<Row>;
  pageSize?: number;
  concurrency?: number;
  sheetName?: string;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
};

// Share of the progress bar given to fetching; writing takes the rest.
const FETCH_SHARE = 0.5;

/** Fetches every page (export page size, spec §9) then writes the file; one signal cancels both. */
export async function runTableExport<Row>(request: TableExportRequest<Row>): Promise<ExportFile> {
  const { format, signal, onProgress } = request;
  const rows = await fetchAllPages(request.fetchPage, {
    pageSize: request.pageSize ?? EXPORT_PAGE_SIZE,
    concurrency: request.concurrency,
    signal,
    onProgress: ({ fetched, total }) =>
      onProgress?.({ phase: 'fetching', done: fetched, total, ratio: total > 0 ? (fetched / total) * FETCH_SHARE : 0 }),
  });
  const table = request.table ? request.table(rows) : { columns: request.columns, rows, sheetName: request.sheetName };
  const blob = await tableToBlob(format, table, {
    signal,
    onProgress: ({ done, total }) =>
      onProgress?.({ phase: 'writing', done, total, ratio: FETCH_SHARE + (total > 0 ? done / total : 1) * (1 - FETCH_SHARE) }),
  });
  return { blob, filename: `${request.basename}.${format}` };
}
