import { dayOf } from '../../core/clock/readDates.ts';
import { DAY } from '../../core/clock/time.ts';
import { dayIn } from '../../core/clock/zones.ts';
import { invalidField } from '../../core/shapeErrors.ts';

/** A period of whole local days, first and last inclusive ('YYYY-MM-DD'). */
export interface DayPeriod {
  from: string;
  to: string;
  days: number;
}

/** Longest period read at once: a year and a day. */
const MAX_DAYS = 367;

export function periodOf(fromValue: unknown, toValue: unknown): DayPeriod {
  const from = dayOf(fromValue, 'from');
  const to = dayOf(toValue, 'to');
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
  if (days < 1 || days > MAX_DAYS) throw invalidField('to', `expected a day from ${from} within ${MAX_DAYS} days`);
  return { from, to, days };
}

/** Whether an ISO instant falls on a day of the period where `zone` is. */
export function within(period: DayPeriod, instant: unknown, zone: string): boolean {
  const ms = typeof instant === 'string' ? Date.parse(instant) : NaN;
  if (Number.isNaN(ms)) return false;
  const day = dayIn(ms, zone);
  return day >= period.from && day <= period.to;
}

/** Days of the period in a month 'YYYY-MM', and the month's length. */
export function daysInMonth(period: DayPeriod, month: string): { inside: number; length: number } {
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const length = Math.round((next.getTime() - first) / DAY);
  const start = Math.max(first, Date.parse(`${period.from}T00:00:00Z`));
  const end = Math.min(next.getTime() - DAY, Date.parse(`${period.to}T00:00:00Z`));
  return { inside: end < start ? 0 : Math.round((end - start) / DAY) + 1, length };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
