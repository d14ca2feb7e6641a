import { addDays } from '../../../../../src/lib/carbon.ts';

/** Calendar days ('YYYY-MM-DD') and months ('YYYY-MM'): what contracts, bills and payments are dated in. */

export { addDays };

const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((ms(b) - ms(a)) / 86_400_000);
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function firstDay(month: string): string {
  return `${month}-01`;
}

export function shiftMonth(month: string, by: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const total = y * 12 + (m - 1) + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export function lastDay(month: string): string {
  return addDays(firstDay(shiftMonth(month, 1)), -1);
}

export function daysInMonth(month: string): number {
  return daysBetween(firstDay(month), firstDay(shiftMonth(month, 1)));
}

/** The same day `years` later (29 Feb → 28 Feb). */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${y}-${md}`;
}

export function isMonth(text: unknown): text is string {
  return typeof text === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

/** 'YYYY-MM-DD' of day `n` (1–28) of a month. */
export function dayOfMonth(month: string, n: number): string {
  return `${month}-${String(n).padStart(2, '0')}`;
}
