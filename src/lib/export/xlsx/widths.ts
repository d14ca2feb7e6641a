import { cellOf, type Cell } from '../cellValue.ts';
import type { ExportColumn } from '../types.ts';

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const SAMPLE_ROWS = 200;
// East Asian wide characters take about two character cells in Excel's default font.
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/g;

export function displayWidth(text: string): number {
  const wide = text.match(WIDE)?.length ?? 0;
  return text.length + wide;
}

function cellWidth(cell: Cell): number {
  switch (cell.kind) {
    case 'empty':
      return 0;
    case 'number':
      return String(cell.value).length;
    case 'date':
      return cell.withTime ? 19 : 10;
    case 'text':
      return displayWidth(cell.text.split(/\r?\n/)[0] ?? '');
  }
}

/** Column widths in characters: the given width, else the header and a sample of rows, bounded. */
export function columnWidths<Row>(columns: ExportColumn<Row>[], rows: readonly Row[]): number[] {
  const sample = rows.slice(0, SAMPLE_ROWS);
  return columns.map((column) => {
    if (column.width && column.width > 0) return Math.min(255, column.width);
    const widest = sample.reduce((max, row) => Math.max(max, cellWidth(cellOf(row, column))), displayWidth(column.title));
    return Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, widest + 2));
  });
}
