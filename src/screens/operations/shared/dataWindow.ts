import type { DataBounds } from '../../../api/operations/boundsTypes';
import { addMonths, endOfMonth, startOfMonth } from '../../../lib/days';
import { periodOf, type Period } from '../../../lib/period';

/** The days a period picker of the operations screens offers: the first day with data to today. */
export const pickerDays = (bounds: DataBounds) => ({ minDay: bounds.firstDay, maxDay: bounds.today });

/**
 * The month a screen opens on: the last whole month with data — the month of the last day with
 * data once it has ended, else the month before it (when the data reach back into it).
 */
export function openingPeriod(bounds: DataBounds): Period {
  const month = periodOf('month', bounds.lastDay);
  if (month.end < bounds.today) return month;
  const before = addMonths(startOfMonth(bounds.lastDay), -1);
  return endOfMonth(before) >= bounds.firstDay ? periodOf('month', before) : month;
}

/**
 * Whether the records cover a compared range: a range that starts before the first day with data
 * has no figures to compare with (its zeros are missing records, not a quiet period).
 */
export const covered = (range: { from: string }, bounds: DataBounds | undefined): boolean => !!bounds && range.from >= bounds.firstDay;
