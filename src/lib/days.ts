/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so no local time zone can shift a day.
 * Pure: no React, no MobX, no I/O.
 */
import { addDays } from './carbon';

export { addDays };

const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Builds 'YYYY-MM-DD' from a year, a month 1..12 and a day of month. */
export function toDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Year, month 1..12 and day of a 'YYYY-MM-DD' string (unchecked: call isDay first for input). */
export function partsOf(day: string): { year: number; month: number; day: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) };
}

/** Days in a month (month 1..12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar day written 'YYYY-MM-DD' (rejects '2026-02-30', '2026-1-5', junk). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_RE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Day of the week, Monday = 0 … Sunday = 6. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `day` (weeks start on Monday). */
export function startOfWeek(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** The first day of the month holding `day`. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The last day of the month holding `day` (Feb 29 in leap years). */
export function endOfMonth(day: string): string {
  const { year, month } = partsOf(day);
  return toDay(year, month, daysInMonth(year, month));
}

/** True for the last day of a month. */
export function isEndOfMonth(day: string): boolean {
  return day === endOfMonth(day);
}

/**
 * `day` plus `n` months; a day past the end of the target month becomes its last day
 * (2024-03-31 − 1 month = 2024-02-29, 2023-03-31 − 1 month = 2023-02-28).
 */
export function addMonths(day: string, n: number): string {
  const { year, month, day: d } = partsOf(day);
  const index = year * 12 + (month - 1) + n;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return toDay(y, m, Math.min(d, daysInMonth(y, m)));
}

/** `day` plus `n` years; Feb 29 becomes Feb 28 in a year without it. */
export function addYears(day: string, n: number): string {
  return addMonths(day, 12 * n);
}

/** The earlier / later of two days (string order is calendar order for 'YYYY-MM-DD'). */
export const minDay = (a: string, b: string) => (a <= b ? a : b);
export const maxDay = (a: string, b: string) => (a >= b ? a : b);

/** The day ('YYYY-MM-DD') an instant (epoch ms) falls on in a zone (an IANA name; the browser's when none). */
export function dayAt(ms: number, zone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

/** An instant's wall clock in a zone (the browser's when none): its day 'YYYY-MM-DD' and 'HH', 'mm', 'ss' on a 24-hour clock. */
export function wallClockAt(ms: number, zone?: string): { day: string; hour: string; minute: string; second: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: parts.hour ?? '00', minute: parts.minute ?? '00', second: parts.second ?? '00' };
}
