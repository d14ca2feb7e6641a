import { cellOf, formatWallClock, type Cell } from './cellValue';
import { forEachInSlices } from './slices';
import type { ExportTable, WriteOptions } from './types';

/** Byte order mark: without it Excel reads UTF-8 CSV as the system code page and garbles Chinese. */
export const UTF8_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';
const NEEDS_QUOTES = /[",\r\n]/;
// Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes text a spreadsheet would run as a formula with a quote, so it is shown, not run. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(cell: Cell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return String(cell.value); // a number never needs the formula guard, even when negative
    case 'date':
      return formatWallClock(cell.clock, cell.withTime);
    case 'text':
      return csvField(guardFormula(cell.text));
  }
}

/** The header line followed by the rows, CRLF line ends, with a leading BOM. */
export async function writeCsv<Row>(table: ExportTable<Row>, options: WriteOptions = {}): Promise<string> {
  const { columns, rows } = table;
  const lines: string[] = [columns.map((column) => csvField(guardFormula(column.title))).join(',')];
  await forEachInSlices(rows.length, (i) => {
    const row = rows[i]!;
    lines.push(columns.map((column) => cellText(cellOf(row, column))).join(','));
  }, options);
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
