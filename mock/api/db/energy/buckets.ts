import type { Interval } from '../../../../src/api/energyTypes.ts';
import { factsOf as dayFacts, hourLabelOf as hourLabel } from '../core/metering/runOnDays.ts';
import type { MeterRef, Metering } from '../core/metering/Metering.ts';
import type { Period } from './parse.ts';
import { keyedRefusal, said } from '../core/said.ts';

/**
 * One bucket of a time series: an hour, or a run of whole days. Its label is its first hour or
 * day inside the period ('YYYY-MM-DDTHH:00' or 'YYYY-MM-DD'): a week or month the period cuts
 * short starts at the period's start.
 */
export interface Bucket {
  label: string;
  /** Inclusive hour range. */
  fromHour: number;
  toHour: number;
  /** Inclusive day range (one day for an hour bucket). */
  fromDay: number;
  toDay: number;
  /** Whole days: daily totals can be summed instead of hours. */
  wholeDays: boolean;
}

/** A request may build at most this many values (buckets × series). */
export const MAX_CELLS = 100_000;

export function bucketsOf(interval: Interval, period: Period): Bucket[] {
  const out: Bucket[] = [];
  if (interval === 'hour') {
    for (let h = period.from * 24; h <= period.to * 24 + 23; h += 1) {
      const d = Math.floor(h / 24);
      out.push({ label: hourLabel(h), fromHour: h, toHour: h, fromDay: d, toDay: d, wholeDays: false });
    }
    return out;
  }
  const startsNew = (d: number) =>
    interval === 'day' || (interval === 'week' ? dayFacts(d).weekday === 0 : dayFacts(d).month !== dayFacts(d - 1).month);
  for (let d = period.from; d <= period.to; d += 1) {
    const last = out[out.length - 1];
    if (!last || startsNew(d)) out.push({ label: dayFacts(d).date, fromDay: d, toDay: d, fromHour: d * 24, toHour: d * 24 + 23, wholeDays: true });
    else {
      last.toDay = d;
      last.toHour = d * 24 + 23;
    }
  }
  return out;
}

/** Refuses a request that would build more than MAX_CELLS values. */
export function checkCells(buckets: number, series: number, interval: Interval): void {
  if (buckets * series > MAX_CELLS) {
    const text = `range too long for interval ${interval}: ${buckets} buckets × ${series} series is over ${MAX_CELLS.toLocaleString('en')} values; choose a shorter period, a coarser interval or fewer meters`;
    throw keyedRefusal(said(text, 'request.rangeTooLong', { interval, max: MAX_CELLS }));
  }
}

export interface Totals {
  energy: number;
  green: number;
  carbon: number;
  cost: number;
}

export const zeroTotals = (): Totals => ({ energy: 0, green: 0, carbon: 0, cost: 0 });

export function addTotals(into: Totals, from: Totals): void {
  into.energy += from.energy;
  into.green += from.green;
  into.carbon += from.carbon;
  into.cost += from.cost;
}

/** A meter's totals over a bucket: daily sums for whole days, hour by hour otherwise. */
export function meterTotals(metering: Metering, ref: MeterRef, bucket: Pick<Bucket, 'fromHour' | 'toHour' | 'fromDay' | 'toDay' | 'wholeDays'>): Totals {
  const out = zeroTotals();
  if (bucket.wholeDays) {
    const days = metering.days(ref.info.did);
    for (let d = bucket.fromDay; d <= bucket.toDay; d += 1) {
      out.energy += days.energy[d] ?? 0;
      out.green += days.green[d] ?? 0;
      out.carbon += days.carbon[d] ?? 0;
      out.cost += days.cost[d] ?? 0;
    }
    return out;
  }
  metering.eachHour(ref, bucket.fromHour, bucket.toHour, (_h, energy, green, carbon, cost) => {
    out.energy += energy;
    out.green += green;
    out.carbon += carbon;
    out.cost += cost;
  });
  return out;
}

/** The whole-day bucket of a period. */
export function periodBucket(period: Period): Bucket {
  return { label: dayFacts(period.from).date, fromDay: period.from, toDay: period.to, fromHour: period.from * 24, toHour: period.to * 24 + 23, wholeDays: true };
}
