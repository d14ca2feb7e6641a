import { METER_KINDS, type EnergyType, type Interval, type MeterInfo, type MeterKind, type StoreEnergyConfig } from '../../../api/energyTypes';
import { periodDays, type Period } from '../../../lib/period';
import { MAX_METERS } from './params';

export const ALL_KINDS: MeterKind[] = [...METER_KINDS];

/** Chart resolution of energy-monitoring: automatic, or forced. */
export const RESOLUTIONS = ['auto', 'hour', 'day', 'month'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** Longest period drawn hour by hour (a year of hourly data is what the chart is built for). */
export const MAX_HOURLY_DAYS = 366;

/**
 * The meters to show: those asked for that exist and measure `type` (at most 10), else the
 * type's mains (the store's total), else its first meter.
 */
export function chosenMeters(config: StoreEnergyConfig, type: EnergyType, asked: readonly string[]): MeterInfo[] {
  const candidates = config.meters.filter((m) => m.energytype === type);
  const chosen = asked.map((did) => candidates.find((m) => m.did === did)).filter((m): m is MeterInfo => m !== undefined);
  if (chosen.length > 0) return chosen.slice(0, MAX_METERS);
  const mains = candidates.filter((m) => m.kind === 'main');
  return (mains.length > 0 ? mains : candidates.slice(0, 1)).slice(0, MAX_METERS);
}

/** Bucket size of energy-monitoring: hours for a day or week, days for a month; `res` can force one. */
export function monitoringInterval(period: Period, res: Resolution): { interval: Interval; capped: boolean } {
  const days = periodDays(period);
  if (res === 'hour') return days <= MAX_HOURLY_DAYS ? { interval: 'hour', capped: false } : { interval: 'day', capped: true };
  if (res === 'day' || res === 'month') return { interval: res, capped: false };
  return { interval: days <= 7 ? 'hour' : days <= 400 ? 'day' : 'month', capped: false };
}

export interface SeriesStats {
  max: number | null;
  maxAt: string | null;
  min: number | null;
  minAt: string | null;
  average: number | null;
  /** Buckets without a reading. */
  missing: number;
}

/** Largest, smallest and average bucket of one series, and how many buckets have no reading. */
export function statsOf(buckets: readonly string[], values: ReadonlyArray<number | null>): SeriesStats {
  let max: number | null = null;
  let min: number | null = null;
  let maxAt: string | null = null;
  let minAt: string | null = null;
  let sum = 0;
  let count = 0;
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) return;
    sum += v;
    count += 1;
    if (max === null || v > max) [max, maxAt] = [v, buckets[i] ?? null];
    if (min === null || v < min) [min, minAt] = [v, buckets[i] ?? null];
  });
  return { max, maxAt, min, minAt, average: count > 0 ? sum / count : null, missing: values.length - count };
}

/** The last bucket with a reading, and its value. */
export function lastReading(buckets: readonly string[], values: ReadonlyArray<number | null>): { at: string; value: number } | null {
  for (let i = values.length - 1; i >= 0; i -= 1) {
    const v = values[i];
    if (typeof v === 'number' && Number.isFinite(v)) return { at: buckets[i] ?? '', value: v };
  }
  return null;
}
