import { daysBetween, shiftMonth } from './dates.ts';
import { parseWorldStart, worldStartSetting } from './worldStart.ts';

/** Fixed times of the page seed: records are dated relative to SEED_NOW, never the wall clock. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The seeded world's "now": CEM_MOCK_START when set (worldStart.ts), else 2026-11-01 00:00 in China (UTC+8). */
export const SEED_NOW = parseWorldStart(worldStartSetting());

/** China's offset from UTC (no daylight saving): the functions below are the Asia/Shanghai case of zones.ts, kept fast for the seed's hot loops. */
const CHINA_OFFSET = 8 * HOUR;

// Date#toISOString is slow next to the rest of the seed (10,000+ orders, several times each):
// the date part is cached per day, the time part is plain arithmetic.
const dates = new Map<number, string>();
const PAD2 = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** 'YYYY-MM-DD' of a day counted from 1970-01-01 (0), cached. */
export function datePart(dayIndex: number): string {
  let text = dates.get(dayIndex);
  if (text === undefined) {
    text = new Date(dayIndex * DAY).toISOString().slice(0, 10);
    dates.set(dayIndex, text);
  }
  return text;
}

/** ISO 8601 in UTC, as Date#toISOString writes it. */
export function iso(ms: number): string {
  const dayIndex = Math.floor(ms / DAY);
  let rest = ms - dayIndex * DAY;
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / MINUTE);
  rest -= minutes * MINUTE;
  const seconds = Math.floor(rest / 1000);
  const millis = Math.round(rest - seconds * 1000);
  return `${datePart(dayIndex)}T${PAD2[hours]}:${PAD2[minutes]}:${PAD2[seconds]}.${String(millis).padStart(3, '0')}Z`;
}

/** 'YYYY-MM-DD' of an instant in China. */
export function day(ms: number): string {
  return datePart(Math.floor((ms + CHINA_OFFSET) / DAY));
}

/** 'YYYY-MM' of an instant in China. */
export function month(ms: number): string {
  return day(ms).slice(0, 7);
}

/** Hour of day (0–23) of an instant in China. */
export function hourOf(ms: number): number {
  const local = ms + CHINA_OFFSET;
  return Math.floor((local - Math.floor(local / DAY) * DAY) / HOUR);
}

const compact = new Map<string, string>();

/** 'YYYYMMDD' of an instant in China (order and ticket numbers). */
export function compactDay(ms: number): string {
  const text = day(ms);
  let out = compact.get(text);
  if (out === undefined) {
    out = text.replace(/-/g, '');
    compact.set(text, out);
  }
  return out;
}

/** Adds months to a 'YYYY-MM-DD' date (warranty ends and the like). */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const day = String(Math.min(d, 28)).padStart(2, '0');
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${day}`;
}

/** The seed's day in China ('2026-11-01'): what the seed dates its records from, whatever the clock says later. */
export const SEED_DAY = day(SEED_NOW);

/** The three whole months of activity before the start's month in China, oldest first (2026-08 to 2026-10 at the default start). */
export const MONTHS: readonly [string, string, string] = [shiftMonth(month(SEED_NOW), -3), shiftMonth(month(SEED_NOW), -2), shiftMonth(month(SEED_NOW), -1)];

/** Days of activity (orders, alarms…) before the start's day: from the first of MONTHS (92 at the default start, August to October 2026). */
export const ACTIVITY_DAYS = daysBetween(`${MONTHS[0]}-01`, SEED_DAY);
