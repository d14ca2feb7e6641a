import type { OperationInterval } from '../../../../../src/api/devices/types.ts';
import { addDays, daysBetween, firstDay, shiftMonth } from '../../core/clock/dates.ts';
import { HOUR } from '../../core/clock/time.ts';
import { dayIn, hourIn, instantIn } from '../../core/clock/zones.ts';

/** A bucket of the series: its local label and its instants [from, to). */
export interface Bucket {
  label: string;
  from: number;
  to: number;
}

/** Hours for one day, days up to 92 days, months beyond (as the energy screens chart a period). */
export function intervalOf(fromDay: string, toDay: string): OperationInterval {
  const days = daysBetween(fromDay, toDay) + 1;
  return days <= 1 ? 'hour' : days <= 92 ? 'day' : 'month';
}

/** The buckets of the local days [fromDay, toDay] in the zone: local hours, days or months (the first and last clipped to the period). */
export function bucketsOf(fromDay: string, toDay: string, interval: OperationInterval, zone: string): Bucket[] {
  const start = instantIn(fromDay, '00:00', zone);
  const end = instantIn(addDays(toDay, 1), '00:00', zone);
  const out: Bucket[] = [];
  if (interval === 'hour') {
    for (let t = start; t < end; t += HOUR) out.push({ label: `${dayIn(t, zone)}T${String(hourIn(t, zone)).padStart(2, '0')}:00`, from: t, to: Math.min(end, t + HOUR) });
    return out;
  }
  if (interval === 'day') {
    for (let day = fromDay; day <= toDay; day = addDays(day, 1)) out.push({ label: day, from: instantIn(day, '00:00', zone), to: instantIn(addDays(day, 1), '00:00', zone) });
    return out;
  }
  for (let month = fromDay.slice(0, 7); month <= toDay.slice(0, 7); month = shiftMonth(month, 1)) {
    const next = firstDay(shiftMonth(month, 1));
    out.push({ label: firstDay(month), from: Math.max(start, instantIn(firstDay(month), '00:00', zone)), to: Math.min(end, instantIn(next, '00:00', zone)) });
  }
  return out;
}

/** The first bucket ending after `at` (buckets sorted and touching), by bisection. */
function firstEndingAfter(buckets: readonly Bucket[], at: number): number {
  let low = 0;
  let high = buckets.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (buckets[mid]!.to > at) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Adds the overlap of [from, to) with each bucket (buckets sorted), in ms. */
export function addOverlap(buckets: readonly Bucket[], sums: number[], from: number, to: number): void {
  for (let i = firstEndingAfter(buckets, from); i < buckets.length; i += 1) {
    const b = buckets[i]!;
    if (b.from >= to) break;
    const overlap = Math.min(b.to, to) - Math.max(b.from, from);
    if (overlap > 0) sums[i] = (sums[i] ?? 0) + overlap;
  }
}

/** The bucket holding an instant, or -1. */
export function bucketIndex(buckets: readonly Bucket[], at: number): number {
  const i = firstEndingAfter(buckets, at);
  return i < buckets.length && buckets[i]!.from <= at ? i : -1;
}
