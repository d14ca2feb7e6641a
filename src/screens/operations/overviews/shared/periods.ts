import type { OverviewPeriods } from '../../../../api/operations/overviewTypes';
import { addMonths } from '../../../../lib/days';
import { shiftPeriod, type Period } from '../../../../lib/period';

/**
 * The period, the one before it (the previous day, week, month, year or as long a range) and the
 * same days a year earlier, as asked; the mock cuts them to date while the period runs and answers
 * with the ranges it counted (those are what the screen states).
 */
export function comparedPeriods(period: Period): OverviewPeriods {
  const previous = shiftPeriod(period, -1);
  return {
    current: { from: period.start, to: period.end },
    previous: { from: previous.start, to: previous.end },
    lastYear: { from: addMonths(period.start, -12), to: addMonths(period.end, -12) },
  };
}

/** Change in percent from `base` to `value`; null when there is no base to compare with. */
export function changeOf(value: number | null | undefined, base: number | null | undefined): number | null {
  if (value === null || value === undefined || base === null || base === undefined || base === 0) return null;
  return Math.round(((value - base) / base) * 1000) / 10;
}
