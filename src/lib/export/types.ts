/** How a column's values are written: numbers as numbers, dates as real dates, the rest as text. */
export type ExportCellType = 'text' | 'number' | 'date' | 'datetime';

export interface ExportColumn<Row> {
  key: string;
  /** Header text, already translated. */
  title: string;
  type?: ExportCellType;
  /** Width in characters (XLSX); measured from the header and the first rows when absent. */
  width?: number;
  /** The value to write; defaults to `row[key]`. Lets callers write enum labels instead of codes. */
  value?: (row: Row) => unknown;
  /** The zone date columns write instants in (text with Z or an offset): the console's; the browser's when absent. */
  timeZone?: string;
}

export interface ExportTable<Row> {
  columns: ExportColumn<Row>[];
  rows: readonly Row[];
  /** XLSX sheet name. */
  sheetName?: string;
}

export interface WriteProgress {
  /** Rows written so far. */
  done: number;
  total: number;
}

export interface WriteOptions {
  signal?: AbortSignal;
  onProgress?: (progress: WriteProgress) => void;
  /** Longest stretch of work between two yields to the event loop. */
  sliceMs?: number;
}

export type ExportFormat = 'xlsx' | 'csv';
