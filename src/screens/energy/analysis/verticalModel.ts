import type { Interval } from '../../../api/energyTypes';
import { changePercent } from '../../../lib/carbon';

export const VERTICAL_METRICS = ['energy', 'carbon', 'cost'] as const;
export type VerticalMetric = (typeof VERTICAL_METRICS)[number];

/** One aligned position (hour 0.., day 1.., month 1..) across the compared periods. */
export interface AlignedRow {
  index: number;
  current: number | null;
  previous: number | null;
  lastYear: number | null;
}

/** Lines the periods up position by position (the 3rd day with the 3rd day), as long as the longest. */
export function alignPeriods(current: ReadonlyArray<number | null>, previous: ReadonlyArray<number | null> | null, lastYear: ReadonlyArray<number | null> | null): AlignedRow[] {
  const length = Math.max(current.length, previous?.length ?? 0, lastYear?.length ?? 0);
  return Array.from({ length }, (_, index) => ({
    index,
    current: current[index] ?? null,
    previous: previous ? (previous[index] ?? null) : null,
    lastYear: lastYear ? (lastYear[index] ?? null) : null,
  }));
}

/** Difference and percent change of `value` against `base` (null when either is missing). */
export function difference(value: number | null, base: number | null): { abs: number | null; percent: number | null } {
  if (value === null || base === null) return { abs: null, percent: null };
  return { abs: value - base, percent: changePercent(value, base) };
}

/** Position number shown for an aligned row: hours from 0, days and months from 1. */
export const positionNumber = (interval: Interval, index: number) => (interval === 'hour' ? index : index + 1);
