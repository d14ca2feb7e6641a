import { addDays, addMonths, endOfMonth, isEndOfMonth, maxDay, minDay, startOfMonth } from '../../../../lib/days';

/** One calendar month of a period, cut to the period's days. */
export interface MonthSpan {
  /** 'YYYY-MM'. */
  key: string;
  start: string;
  end: string;
}

/** The calendar months [start, end] touches, each cut to the period. */
export function monthsOf(start: string, end: string): MonthSpan[] {
  const months: MonthSpan[] = [];
  for (let first = startOfMonth(start); first <= end; first = addMonths(first, 1)) {
    months.push({ key: first.slice(0, 7), start: maxDay(first, start), end: minDay(endOfMonth(first), end) });
  }
  return months;
}

/** The month key of an aggregation row keyed by month ('YYYY-MM' or a day of that month). */
export const monthKeyOf = (key: string) => key.slice(0, 7);

/**
 * The last 12 whole months of data ending on or before `dataTo` (what energymanage/view calls
 * "the last 12 whole months"): a partial last month is left out.
 */
export function lastTwelveMonths(dataTo: string): { start: string; end: string } {
  const end = isEndOfMonth(dataTo) ? dataTo : addDays(startOfMonth(dataTo), -1);
  return { start: startOfMonth(addMonths(end, -11)), end };
}

/** The period limited to the days with data (null when they do not meet). */
export function withinData(start: string, end: string, dataFrom: string, dataTo: string): { start: string; end: string } | null {
  const s = maxDay(start, dataFrom);
  const e = minDay(end, dataTo);
  return s <= e ? { start: s, end: e } : null;
}
