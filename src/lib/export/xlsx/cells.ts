import { formatWallClock, type Cell, type WallClock } from '../cellValue.ts';
import { STYLE } from './parts.ts';
import { columnLetters, escapeXml } from './xml.ts';

const MS_PER_DAY = 86_400_000;
// Day 0 of Excel's 1900 date system, as used for serial numbers after 1900-03-01.
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);

/** Excel serial number of a wall clock (days since 1899-12-30, time as the fraction). */
export function excelSerial(clock: WallClock): number {
  const utc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return (utc - EXCEL_EPOCH_UTC) / MS_PER_DAY;
}

function inlineString(ref: string, text: string, style?: number): string {
  const s = style ? ` s="${style}"` : '';
  // Leading or trailing blanks are dropped by XML readers unless preserved explicitly.
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

/** One `<c>` element; empty cells are left out, as Excel itself does. */
export function cellXml(cell: Cell, col: number, rowNumber: number): string {
  const ref = `${columnLetters(col)}${rowNumber}`;
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return `<c r="${ref}"><v>${cell.value}</v></c>`;
    case 'date': {
      // Dates before Excel's epoch (1900-03-01) have no reliable serial: write them as text.
      if (cell.clock.year < 1900 || (cell.clock.year === 1900 && cell.clock.month < 3)) {
        return inlineString(ref, formatWallClock(cell.clock, cell.withTime));
      }
      const style = cell.withTime ? STYLE.datetime : STYLE.date;
      return `<c r="${ref}" s="${style}"><v>${excelSerial(cell.clock)}</v></c>`;
    }
    case 'text':
      return inlineString(ref, cell.text);
  }
}

export function headerRowXml(titles: string[]): string {
  return `<row r="1">${titles.map((title, col) => inlineString(`${columnLetters(col)}1`, title, STYLE.header)).join('')}</row>`;
}

export function rowXml(cells: Cell[], rowNumber: number): string {
  return `<row r="${rowNumber}">${cells.map((cell, col) => cellXml(cell, col, rowNumber)).join('')}</row>`;
}
