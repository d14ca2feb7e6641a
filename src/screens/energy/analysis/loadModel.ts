import { addDays } from '../../../lib/days';

/** Hourly bucket names 'YYYY-MM-DDTHH:00' of `days` whole days from `firstDay`. */
export function hourBuckets(firstDay: string, days: number): string[] {
  const out: string[] = [];
  for (let d = 0; d < days; d += 1) {
    const day = addDays(firstDay, d);
    for (let h = 0; h < 24; h += 1) out.push(`${day}T${String(h).padStart(2, '0')}:00`);
  }
  return out;
}

/** The numbers of a series, nulls dropped. */
export const numbersOf = (values: ReadonlyArray<number | null>): number[] => values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));

export interface LoadStats {
  peak: { value: number; at: string } | null;
  valley: { value: number; at: string } | null;
  average: number | null;
  /** Average ÷ peak, percent: how evenly the load uses the capacity it needs. */
  loadFactor: number | null;
  /** The highest hours, largest first. */
  topHours: Array<{ at: string; value: number }>;
  hours: number;
}

/** Peak, valley, average, load factor and the highest hours of an hourly load series (kWh per hour = average kW). */
export function loadStats(buckets: readonly string[], values: ReadonlyArray<number | null>, top = 5): LoadStats {
  const points = buckets.map((at, i) => ({ at, value: values[i] })).filter((p): p is { at: string; value: number } => typeof p.value === 'number');
  if (points.length === 0) return { peak: null, valley: null, average: null, loadFactor: null, topHours: [], hours: 0 };
  let peak = points[0]!;
  let valley = points[0]!;
  let sum = 0;
  for (const p of points) {
    if (p.value > peak.value) peak = p;
    if (p.value < valley.value) valley = p;
    sum += p.value;
  }
  const average = sum / points.length;
  const topHours = [...points].sort((a, b) => b.value - a.value).slice(0, top);
  return { peak, valley, average, loadFactor: peak.value > 0 ? (average / peak.value) * 100 : null, topHours, hours: points.length };
}

/** The load duration curve: the hourly loads sorted from highest to lowest. */
export function durationCurve(values: ReadonlyArray<number | null>): number[] {
  return numbersOf(values).sort((a, b) => b - a);
}

export interface DayPeak {
  day: string;
  peak: number;
  at: string;
  energy: number;
  actualPeak: number | null;
}

/** Per day of an hourly forecast: its peak hour and energy, with the measured peak where known. */
export function dailyPeaks(buckets: readonly string[], forecast: readonly number[], actual: ReadonlyArray<number | null>): DayPeak[] {
  const out: DayPeak[] = [];
  for (let start = 0; start < forecast.length; start += 24) {
    const slice = forecast.slice(start, start + 24);
    let at = 0;
    slice.forEach((v, i) => {
      if (v > (slice[at] ?? -Infinity)) at = i;
    });
    const measured = numbersOf(actual.slice(start, start + 24));
    out.push({
      day: (buckets[start] ?? '').slice(0, 10),
      peak: slice[at] ?? 0,
      at: buckets[start + at] ?? '',
      energy: slice.reduce((a, b) => a + b, 0),
      actualPeak: measured.length === 24 ? Math.max(...measured) : null,
    });
  }
  return out;
}
