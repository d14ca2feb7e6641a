import type { PeakingPlanInput, PeakWindow } from '../../../api/devices/types';
import { addDays, weekdayOf } from '../../../lib/days';

/** Storage is kept between 10 % and 95 % charge (as the device world's storage does). */
export const STORAGE_USABLE_SHARE = 0.85;
/**
 * Pre-cooling: the AC runs this share of the target peak harder before a window, and the cold
 * banked in the building lets it run as much less (the same kWh) during the window.
 */
export const PRECOOL_SHARE_OF_TARGET = 0.1;

export interface StorageCapacity {
  capacityKwh: number;
  powerKw: number;
}

export interface ExpectedLoad {
  /** Whether the plan runs on the day (weekday or extra date, within its date range). */
  runs: boolean;
  /** Hourly average kW with the plan applied; the actual where it changes nothing. */
  expected: Array<number | null>;
  actualPeak: number | null;
  expectedPeak: number | null;
  /** kWh taken off the hours above the target. */
  clippedKwh: number;
  /** Hours still above the target with the plan applied. */
  hoursAbove: number;
}

/** The last day up to `last` (and not before `first`) the plan runs on, or `last` when none of the 14 before does. */
export function lastRunDay(plan: Pick<PeakingPlanInput, 'weekdays' | 'dates' | 'from' | 'to'>, first: string, last: string): string {
  for (let back = 0; back < 14; back += 1) {
    const day = addDays(last, -back);
    if (day < first) break;
    if (runsOn(plan, day)) return day;
  }
  return last;
}

/** Does the plan run on `day` ('YYYY-MM-DD')? */
export function runsOn(plan: Pick<PeakingPlanInput, 'weekdays' | 'dates' | 'from' | 'to'>, day: string): boolean {
  if (day < plan.from || (plan.to !== null && day > plan.to)) return false;
  // weekdayOf counts Monday as 0; plans count it as 1.
  return plan.weekdays.includes(weekdayOf(day) + 1) || plan.dates.includes(day);
}

const minutes = (clock: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** The minutes of [from, to) (a window may pass midnight) that fall in hour `hour`, as a share of the hour. */
function shareOfHour(from: number, to: number, hour: number): number {
  const spans = to > from ? [[from, to]] : [[from, 1440], [0, to]];
  const [start, end] = [hour * 60, hour * 60 + 60];
  return spans.reduce((sum, [a = 0, b = 0]) => sum + Math.max(0, Math.min(b, end) - Math.max(a, start)), 0) / 60;
}

const peakOf = (values: ReadonlyArray<number | null>) => {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  return numbers.length ? Math.max(...numbers) : null;
};

/**
 * The store's hourly load (kWh per hour = average kW) on a day with the plan applied, hour by
 * hour: charge windows add their power until the storage is full; discharge windows take off
 * what is above the target, up to their power and the energy stored; pre-cooling adds load
 * before its window and takes as much off the excess during it. Charging and pre-cooling never
 * lift the load above the target. The day starts with the storage
 * at its floor: what it discharges, a charge window must have put in.
 */
export function expectedLoad(actual: ReadonlyArray<number | null>, plan: PeakingPlanInput, day: string, storage: StorageCapacity): ExpectedLoad {
  const actualPeak = peakOf(actual);
  if (!runsOn(plan, day)) return { runs: false, expected: [...actual], actualPeak, expectedPeak: actualPeak, clippedKwh: 0, hoursAbove: actual.filter((v) => v !== null && v > plan.targetPeakKw).length };
  const usable = storage.capacityKwh * STORAGE_USABLE_SHARE;
  const precoolKw = plan.targetPeakKw * PRECOOL_SHARE_OF_TARGET;
  let stored = 0;
  let banked = 0;
  let clippedKwh = 0;
  const expected = actual.map((value, hour) => {
    if (value === null) return null;
    let load = value;
    for (const window of plan.windows) load = applyWindow(window, hour, load);
    return Math.round(load * 100) / 100;
  });

  function applyWindow(window: PeakWindow, hour: number, before: number): number {
    let load = before;
    const [start, end] = [minutes(window.start), minutes(window.end)];
    if (window.precoolMinutes > 0) {
      const share = shareOfHour(Math.max(0, start - window.precoolMinutes), start, hour);
      const extra = Math.min(precoolKw * share, Math.max(0, plan.targetPeakKw - load));
      load += extra;
      banked += extra;
    }
    const share = shareOfHour(start, end, hour);
    if (share === 0) return load;
    const power = Math.min(Math.abs(window.storageKw), storage.powerKw) * share;
    if (window.storageKw < 0) {
      const charge = Math.min(power, usable - stored, Math.max(0, plan.targetPeakKw - load));
      stored += charge;
      load += charge;
    } else if (window.storageKw > 0) {
      const cut = Math.min(Math.max(0, load - plan.targetPeakKw), power, stored);
      stored -= cut;
      load -= cut;
      clippedKwh += cut;
    }
    const coast = Math.min(Math.max(0, load - plan.targetPeakKw), banked, precoolKw * share);
    banked -= coast;
    clippedKwh += coast;
    return load - coast;
  }

  return {
    runs: true,
    expected,
    actualPeak,
    expectedPeak: peakOf(expected),
    clippedKwh: Math.round(clippedKwh * 10) / 10,
    hoursAbove: expected.filter((v) => v !== null && v > plan.targetPeakKw).length,
  };
}
