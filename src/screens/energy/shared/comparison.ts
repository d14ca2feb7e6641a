import type { IntlShape } from 'react-intl';
import type { AggAnswer, AggQuery } from '../../../api/energyTypes';
import { changePercent } from '../../../lib/carbon';
import { momPeriod, yoyPeriod, type Period } from '../../../lib/period';
import type { KpiTrend } from '../../../ui';

/** A period with the periods it is compared with; a comparison outside the data is null. */
export interface Comparisons {
  current: Period;
  yoy: Period | null;
  mom: Period | null;
}

const within = (p: Period, from: string, to: string) => p.start >= from && p.end <= to;

/** Year-on-year and month-on-month (previous period) of `period`, when the data covers them. */
export function comparisonsOf(period: Period, dataFrom: string, dataTo: string): Comparisons {
  const yoy = yoyPeriod(period);
  const mom = momPeriod(period);
  return { current: period, yoy: within(yoy, dataFrom, dataTo) ? yoy : null, mom: within(mom, dataFrom, dataTo) ? mom : null };
}

/** The aggregation of `query` for the current period and each comparison there is, in that order. */
export function comparisonQueries(c: Comparisons, query: Omit<AggQuery, 'start' | 'end'>): AggQuery[] {
  return [c.current, c.yoy, c.mom].filter((p): p is Period => p !== null).map((p) => ({ ...query, start: p.start, end: p.end }));
}

/** A period's aggregation with those of its comparisons (null where outside the data). */
export interface Compared {
  current: AggAnswer;
  yoy: AggAnswer | null;
  mom: AggAnswer | null;
}

/** Splits aggquerys' answers back into current / yoy / mom (null where not asked). */
export function splitComparisons(c: Comparisons, answers: AggAnswer[]): Compared {
  const [current, ...rest] = answers;
  const yoy = c.yoy ? (rest.shift() ?? null) : null;
  const mom = c.mom ? (rest.shift() ?? null) : null;
  return { current: current ?? { rows: [], total: { energy: 0, green: 0, carbon: 0, cost: 0, tce: 0 } }, yoy, mom };
}

/** A KPI trend against a previous value; undefined when there is nothing to compare with. */
export function trendOf(current: number, previous: number | null | undefined, goodWhen: 'up' | 'down' = 'down'): KpiTrend | undefined {
  const change = changePercent(current, previous);
  return change === null ? undefined : { change, goodWhen };
}

/** "vs previous +3.2 %" under a KPI (the previous-period change), or nothing without one. */
export function vsPreviousText(intl: IntlShape, format: { percent(change: number): string }, change: number | null | undefined): string | undefined {
  return change === null || change === undefined ? undefined : intl.formatMessage({ id: 'energy.kpi.vsPrevious' }, { value: format.percent(change) });
}
