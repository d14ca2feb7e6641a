import { lastDay, shiftMonth } from './dates.ts';
import { DAY, HOUR, iso, MINUTE, month, SEED_NOW } from './time.ts';

/**
 * Days, months and instants of the seed, counted from the world's start (SEED_NOW) so a world
 * started on another day (CEM_MOCK_START) keeps its shape. The examples are the default start's
 * (2026-11-01 00:00 in China).
 */

/** The start's month in China ('2026-11'). */
export const SEED_MONTH = month(SEED_NOW);

/** The month `by` months from the start's ('2026-08' for -3). */
export function seedMonth(by: number): string {
  return shiftMonth(SEED_MONTH, by);
}

/** Day `day` (1–28, in every month) of the month `by` months from the start's ('2026-06-15' for -5, 15). */
export function seedMonthDay(by: number, day: number): string {
  if (day < 1 || day > 28) throw new Error(`seedMonthDay: day ${day} is not in every month`);
  return `${seedMonth(by)}-${String(day).padStart(2, '0')}`;
}

/** The last day of the month `by` months from the start's ('2027-03-31' for +4). */
export function seedMonthEnd(by: number): string {
  return lastDay(seedMonth(by));
}

/** The instant `days`, `hours` and `minutes` before the start, as ISO ('2026-10-30T09:15:00.000Z' for 1, 6, 45). */
export function beforeStart(days: number, hours = 0, minutes = 0): string {
  return iso(SEED_NOW - days * DAY - hours * HOUR - minutes * MINUTE);
}
