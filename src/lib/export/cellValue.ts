import type { ExportCellType, ExportColumn } from './types.ts';
import { shiftToZone } from './zonedClock.ts';

/** A date and time as the user reads it (no time zone): what both writers print. */
export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export type Cell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; clock: WallClock; withTime: boolean };

const EMPTY: Cell = { kind: 'empty' };
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

function fromDate(date: Date): WallClock | null {
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/** An instant written with its zone ('2026-10-31T16:30:00.000Z', '…+08:00'). */
const ZONED_INSTANT = /\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/;

/** Text that names an instant (with Z or an offset), as toWallClock reads it; zone-less text is a wall clock. */
export function isInstantText(value: unknown): boolean {
  return typeof value === 'string' && ZONED_INSTANT.test(value.trim());
}

/** An instant's wall clock in `zone`, else in the browser's zone (an unknown zone too). */
function instantClock(ms: number, zone: string | undefined): WallClock | null {
  const shifted = zone ? shiftToZone(ms, zone) : null;
  if (!shifted) return fromDate(new Date(ms));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * Reads a date: a Date, epoch milliseconds, or text. Text without a zone ("2026-11-03 08:00")
 * keeps its wall clock as written, so the file shows what the screen showed whatever the
 * machine's zone. Text with a zone is an instant: it reads in `zone` (the store's, which the
 * console formats in), in the browser's without one. Dates and epoch milliseconds (often a
 * picker's local day) read in the browser's zone.
 */
export function toWallClock(value: unknown, zone?: string): WallClock | null {
  if (value instanceof Date) return fromDate(value);
  if (typeof value === 'number') return Number.isFinite(value) ? fromDate(new Date(value)) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const m = LOCAL_DATE.exec(text);
  if (m) {
    const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
    const clock = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
    const check = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
    return check.getUTCMonth() === clock.month - 1 && check.getUTCDate() === clock.day && clock.hour < 24 && clock.minute < 60 && clock.second < 60
      ? clock
      : null;
  }
  return isInstantText(text) ? instantClock(Date.parse(text), zone) : null;
}

export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function asText(value: unknown): Cell {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') return value === '' ? EMPTY : { kind: 'text', text: value };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return { kind: 'text', text: String(value) };
  if (value instanceof Date) return { kind: 'text', text: Number.isNaN(value.getTime()) ? '' : value.toISOString() };
  try {
    return { kind: 'text', text: JSON.stringify(value) ?? '' };
  } catch {
    return { kind: 'text', text: String(value) };
  }
}

/** Types one value for a column type (instants in `zone`); a value that does not fit the type is written as text. */
export function toCell(value: unknown, type: ExportCellType = 'text', zone?: string): Cell {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (type === 'number') {
    if (typeof value === 'number' && !Number.isFinite(value)) return EMPTY;
    const n = toFiniteNumber(value);
    return n === null ? asText(value) : { kind: 'number', value: n };
  }
  if (type === 'date' || type === 'datetime') {
    const clock = toWallClock(value, zone);
    return clock ? { kind: 'date', clock, withTime: type === 'datetime' } : asText(value);
  }
  return asText(value);
}

export function cellOf<Row>(row: Row, column: ExportColumn<Row>): Cell {
  const raw = column.value ? column.value(row) : (row as Record<string, unknown> | null)?.[column.key];
  return toCell(raw, column.type, column.timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO-like text of a wall clock: "2026-11-03" or "2026-11-03 08:00:00" (Excel reads both). */
export function formatWallClock(clock: WallClock, withTime: boolean): string {
  const date = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  return withTime ? `${date} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}` : date;
}
