import { badFile } from './importErrors.ts';

/** A line of an uploaded table: its 1-based line (CSV) or row number (XLSX) and its cells. */
export interface SheetLine {
  line: number;
  cells: string[];
}

/** Rows read under the header; the importer's own limit is lower, this one bounds memory. */
export const MAX_DATA_ROWS = 10_000;
/** Cells kept across the sheet, gaps before a far-right cell included. */
export const MAX_CELLS = 1_000_000;
/** Excel's last column, XFD. */
export const MAX_COLUMNS = 16_384;
/** Excel's last row. */
export const MAX_ROW_NUMBER = 1_048_576;
/** Unpacked size of a workbook across all its entries, or size of a CSV. */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

const count = (n: number) => n.toLocaleString('en');

/** Collects the non-blank lines of a sheet within the row and cell limits. */
export class SheetLines {
  readonly lines: SheetLine[] = [];
  private cells = 0;

  /** Refuses before a row of `width` cells is allocated when the sheet would pass the cell limit. */
  reserve(width: number): void {
    if (this.cells + width > MAX_CELLS) throw badFile(`the sheet spans more than ${count(MAX_CELLS)} cells (counting the gaps before far-right cells)`, 'tooManyCells', { max: MAX_CELLS });
  }

  /** Keeps a line unless it is blank; a header and at most MAX_DATA_ROWS lines under it. */
  add(line: number, cells: string[]): void {
    if (cells.every((cell) => cell.trim() === '')) return;
    if (this.lines.length > MAX_DATA_ROWS) throw badFile(`more than ${count(MAX_DATA_ROWS)} data rows under the header`, 'tooManyRows', { max: MAX_DATA_ROWS });
    this.reserve(cells.length);
    this.cells += cells.length;
    this.lines.push({ line, cells });
  }
}
