import { weekdayOf } from '../../../lib/days';

/** First and last hour counted as night for the base load (00:00 to 05:59). */
const NIGHT_FROM = 0;
const NIGHT_TO = 5;

export interface DailyLoad {
  day: string;
  /** Lowest hourly load of the night, kW (an hour's kWh is its average kW). */
  base: number | null;
  /** Highest hourly load of the day, kW. */
  peak: number | null;
}

export interface LoadIndicators {
  days: DailyLoad[];
  /** Average of the nights' base loads, kW. */
  base: number | null;
  /** Highest hourly load of the period, kW, and its hour. */
  peak: number | null;
  peakAt: string | null;
  /** Average load over the hours with readings, kW. */
  average: number | null;
  /** base / peak, percent. */
  baseShare: number | null;
  /** average / peak, percent. */
  loadFactor: number | null;
  /** Average kW by hour of day, for weekdays (Mon–Fri) and weekend days. */
  weekday: Array<number | null>;
  weekend: Array<number | null>;
  /** Average daily kWh of a weekend day as a percent of a weekday's. */
  weekendShare: number | null;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/**
 * Load indicators of an hourly series (buckets 'YYYY-MM-DDTHH:00', kWh per hour = average kW):
 * night base load against peak, load factor, and the weekday and weekend profiles.
 */
export function loadIndicators(buckets: readonly string[], values: ReadonlyArray<number | null>): LoadIndicators {
  const byDay = new Map<string, DailyLoad>();
  const profile = { weekday: Array.from({ length: 24 }, () => [] as number[]), weekend: Array.from({ length: 24 }, () => [] as number[]) };
  const dayTotals = { weekday: new Map<string, number>(), weekend: new Map<string, number>() };
  let peak: number | null = null;
  let peakAt: string | null = null;
  let sum = 0;
  let count = 0;
  buckets.forEach((bucket, i) => {
    const value = values[i];
    const day = bucket.slice(0, 10);
    const hour = Number(bucket.slice(11, 13));
    const entry = byDay.get(day) ?? { day, base: null, peak: null };
    byDay.set(day, entry);
    if (value === null || value === undefined || !Number.isFinite(value)) return;
    sum += value;
    count += 1;
    if (peak === null || value > peak) [peak, peakAt] = [value, bucket];
    if (entry.peak === null || value > entry.peak) entry.peak = value;
    if (hour >= NIGHT_FROM && hour <= NIGHT_TO && (entry.base === null || value < entry.base)) entry.base = value;
    const kind = weekdayOf(day) >= 5 ? 'weekend' : 'weekday';
    profile[kind][hour]?.push(value);
    dayTotals[kind].set(day, (dayTotals[kind].get(day) ?? 0) + value);
  });
  const days = [...byDay.values()];
  const base = mean(days.flatMap((d) => (d.base === null ? [] : [d.base])));
  const average = count ? sum / count : null;
  const weekdayDay = mean([...dayTotals.weekday.values()]);
  const weekendDay = mean([...dayTotals.weekend.values()]);
  const pct = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? (a / b) * 100 : null);
  return {
    days,
    base,
    peak,
    peakAt,
    average,
    baseShare: pct(base, peak),
    loadFactor: pct(average, peak),
    weekday: profile.weekday.map(mean),
    weekend: profile.weekend.map(mean),
    weekendShare: pct(weekendDay, weekdayDay),
  };
}

/** Per bucket, the sum of several series over a total, percent (null where the total is missing or 0). */
export function shareSeries(parts: ReadonlyArray<ReadonlyArray<number | null>>, total: ReadonlyArray<number | null>): Array<number | null> {
  return total.map((t, i) => {
    if (t === null || t <= 0) return null;
    let part = 0;
    for (const series of parts) part += series[i] ?? 0;
    return (part / t) * 100;
  });
}

/** The largest value of a series and its bucket. */
export function maxOf(buckets: readonly string[], values: ReadonlyArray<number | null>): { bucket: string; value: number } | null {
  let best: { bucket: string; value: number } | null = null;
  values.forEach((value, i) => {
    if (value !== null && (best === null || value > best.value)) best = { bucket: buckets[i] ?? '', value };
  });
  return best;
}
