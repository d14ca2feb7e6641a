import type { DayRange } from '../../../../../src/api/operations/overviewTypes.ts';
import { addDays, daysBetween } from '../../core/clock/dates.ts';

/** A period's days so far and the ranges it is compared with, as the figures were counted. */
export interface Compared<K extends string> {
  /** The period's days up to today while it is still running, else the whole period. */
  current: DayRange;
  /** Each compared range cut to as many days as `current`, from its own first day. */
  against: Record<K, DayRange>;
  /** True when the period is still running: it holds today (a period a picker cut at today ends on it). */
  toDate: boolean;
}

/**
 * The one rule of the operations comparisons (overviews and ticket desk): a period still running
 * is compared to date — its days up to today against the same number of days at the start of each
 * compared period (Nov 1 against Oct 1; Mon–Wed against the previous Mon–Wed; a year to date against
 * the same days of last year). A finished period is compared whole with the whole other periods.
 * Without it a month with one day of data would show about −99 % against the whole month before.
 */
export function comparedRanges<K extends string>(current: DayRange, against: Record<K, DayRange>, today: string): Compared<K> {
  const toDate = current.from <= today && today <= current.to;
  // Whole periods once ended (or not begun); else as many days as have passed, never past a range's end.
  const days = toDate ? daysBetween(current.from, today) + 1 : Infinity;
  const cut = (range: DayRange): DayRange => {
    const to = days === Infinity ? range.to : addDays(range.from, days - 1);
    return { from: range.from, to: to < range.to ? to : range.to };
  };
  const out = {} as Record<K, DayRange>;
  for (const key of Object.keys(against) as K[]) out[key] = cut(against[key]);
  return { current: cut(current), against: out, toDate };
}
