/**
 * The period model of the energy and carbon screens: a granularity and an inclusive range of
 * days 'YYYY-MM-DD'. Pure string arithmetic in UTC (lib/days), so no time zone can move a day.
 */
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isDay,
  isEndOfMonth,
  maxDay,
  minDay,
  startOfMonth,
  startOfWeek,
} from './days';

export type Granularity = 'day' | 'week' | 'month' | 'year' | 'custom';
export const GRANULARITIES: readonly Granularity[] = ['day', 'week', 'month', 'year', 'custom'];

/** A period of the screens: its first and last day, both inclusive. */
export interface Period {
  granularity: Granularity;
  start: string;
  end: string;
}

/** Bucket size a period is charted with (a subset of api/energyTypes' Interval). */
export type PeriodInterval = 'hour' | 'day' | 'month';

/** Number of days of a period (both ends included). */
export function periodDays(p: Period): number {
  return daysBetween(p.start, p.end) + 1;
}

/**
 * The day, week (Monday to Sunday), month or year holding `anchorDay`; a custom period is
 * [anchorDay, endDay] in calendar order (endDay defaults to the anchor).
 */
export function periodOf(granularity: Granularity, anchorDay: string, endDay: string = anchorDay): Period {
  switch (granularity) {
    case 'day':
      return { granularity, start: anchorDay, end: anchorDay };
    case 'week': {
      const start = startOfWeek(anchorDay);
      return { granularity, start, end: addDays(start, 6) };
    }
    case 'month':
      return { granularity, start: startOfMonth(anchorDay), end: endOfMonth(anchorDay) };
    case 'year': {
      const year = anchorDay.slice(0, 4);
      return { granularity, start: `${year}-01-01`, end: `${year}-12-31` };
    }
    default:
      return { granularity: 'custom', start: minDay(anchorDay, endDay), end: maxDay(anchorDay, endDay) };
  }
}

/**
 * The period `n` steps later (negative: earlier), for previous/next navigation: always the whole
 * day, week, month or year (a clamped, partial period becomes whole again); a custom period moves
 * by its own length.
 */
export function shiftPeriod(p: Period, n: number): Period {
  switch (p.granularity) {
    case 'day':
      return periodOf('day', addDays(p.start, n));
    case 'week':
      return periodOf('week', addDays(p.start, 7 * n));
    case 'month':
      return periodOf('month', addMonths(startOfMonth(p.start), n));
    case 'year':
      return periodOf('year', addMonths(p.start, 12 * n));
    default: {
      const length = periodDays(p);
      return { granularity: 'custom', start: addDays(p.start, n * length), end: addDays(p.end, n * length) };
    }
  }
}

/** Both ends moved by `months`; an end on a month's last day stays on the last day (Feb 28 → Feb 29). */
function shiftByMonths(p: Period, months: number, keepMonthEnds: boolean): Period {
  const end = keepMonthEnds && isEndOfMonth(p.end) ? endOfMonth(addMonths(p.end, months)) : addMonths(p.end, months);
  return { granularity: p.granularity, start: addMonths(p.start, months), end };
}

/**
 * The same period one year earlier, for year-on-year comparison. Days map to the same date
 * (Feb 29 → Feb 28); a week to the week 52 weeks earlier (same weekdays, Monday to Sunday);
 * months and years keep their extent, so a clamped, partial month compares with the same days.
 */
export function yoyPeriod(p: Period): Period {
  if (p.granularity === 'week') return { granularity: 'week', start: addDays(p.start, -364), end: addDays(p.end, -364) };
  return shiftByMonths(p, -12, p.granularity === 'month' || p.granularity === 'year');
}

/**
 * The previous period of the same granularity, for period-on-period comparison: the day, week,
 * month or year before (a partial month compares with the same days of the month before); a
 * custom period: the same number of days just before it.
 */
export function momPeriod(p: Period): Period {
  switch (p.granularity) {
    case 'day':
    case 'custom':
      return shiftPeriod(p, -1);
    case 'week':
      return { granularity: 'week', start: addDays(p.start, -7), end: addDays(p.end, -7) };
    case 'month':
      return shiftByMonths(p, -1, true);
    default:
      return shiftByMonths(p, -12, true);
  }
}

/** Bucket size to chart a period with: hours up to 2 days, days up to 92 days, months beyond. */
export function intervalFor(p: Period): PeriodInterval {
  if (p.granularity === 'day') return 'hour';
  if (p.granularity === 'week' || p.granularity === 'month') return 'day';
  if (p.granularity === 'year') return 'month';
  const days = periodDays(p);
  return days <= 2 ? 'hour' : days <= 92 ? 'day' : 'month';
}

/**
 * The period limited to the days with data [dataFrom, dataTo]. A period wholly outside moves to
 * the nearest edge: the day, week, month or year holding it, or a custom period of the same
 * length ending (starting) there; the result never leaves the data range.
 */
export function clampPeriod(p: Period, dataFrom: string, dataTo: string): Period {
  if (dataFrom > dataTo) return p;
  let moved = p;
  if (p.start > dataTo) {
    moved = p.granularity === 'custom' ? { ...p, start: addDays(dataTo, 1 - periodDays(p)), end: dataTo } : periodOf(p.granularity, dataTo);
  } else if (p.end < dataFrom) {
    moved = p.granularity === 'custom' ? { ...p, start: dataFrom, end: addDays(dataFrom, periodDays(p) - 1) } : periodOf(p.granularity, dataFrom);
  }
  return { granularity: p.granularity, start: maxDay(moved.start, dataFrom), end: minDay(moved.end, dataTo) };
}

/** True when both periods have the same granularity and days. */
export function samePeriod(a: Period, b: Period): boolean {
  return a.granularity === b.granularity && a.start === b.start && a.end === b.end;
}

/** Longest period the URL may ask for (3 years and a leap day); longer ones are shortened. */
export const MAX_PERIOD_DAYS = 3 * 365 + 1;
/** Days the URL may name at all: anything else is junk, not a period. */
const SANE_YEARS = { from: 1970, to: 2199 };

const isGranularity = (value: string | null): value is Granularity => GRANULARITIES.includes(value as Granularity);
const saneDay = (value: string | null): value is string => isDay(value) && Number(value.slice(0, 4)) >= SANE_YEARS.from && Number(value.slice(0, 4)) <= SANE_YEARS.to;

/**
 * The period in URL parameters `period` (granularity), `from` and `to` (custom only), read
 * defensively: never throws. A bad granularity keeps the fallback's; a bad or missing `from`
 * gives the fallback; a bad `to` gives a one-day custom period; `from` > `to` is swapped; a
 * custom period over MAX_PERIOD_DAYS keeps its end and is shortened. Whole periods are whole
 * again (`?period=month&from=2026-11-17` is November).
 */
export function parsePeriodParams(search: URLSearchParams, fallback: Period): Period {
  const granularity = isGranularity(search.get('period')) ? (search.get('period') as Granularity) : fallback.granularity;
  const from = search.get('from');
  if (!saneDay(from)) return granularity === fallback.granularity ? fallback : periodOf(granularity, fallback.start, fallback.end);
  if (granularity !== 'custom') return periodOf(granularity, from);
  const to = search.get('to');
  const p = periodOf('custom', from, saneDay(to) ? to : from);
  return periodDays(p) > MAX_PERIOD_DAYS ? { ...p, start: addDays(p.end, 1 - MAX_PERIOD_DAYS) } : p;
}

/** Writes `p` into `params` (`period`, `from`, and `to` for custom periods); returns `params`. */
export function writePeriodParams(params: URLSearchParams, p: Period): URLSearchParams {
  params.set('period', p.granularity);
  params.set('from', p.start);
  if (p.granularity === 'custom') params.set('to', p.end);
  else params.delete('to');
  return params;
}
