import type { PolicySchedule } from '../../../../../src/api/devices/types.ts';
import { parseClock } from '../../core/clock/SimClock.ts';
import { dayIn, midnightIn, weekdayIn } from '../../core/clock/zones.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

export interface Edge {
  at: number;
  edge: 'start' | 'end';
}

/** Does the schedule run on the local day (in the store's zone) starting at `midnight`? */
function runsOn(schedule: PolicySchedule, midnight: number, zone: string): boolean {
  const date = dayIn(midnight, zone);
  return schedule.weekdays.includes(weekdayIn(midnight, zone)) && date >= schedule.from && (schedule.to === null || date <= schedule.to);
}

/**
 * The window edges of a schedule in (from, to], in time order: a start on each day it runs,
 * the end the same day or (window across midnight) the next. The window is the store's wall clock (`zone`).
 */
export function edgesBetween(schedule: PolicySchedule, from: number, to: number, zone: string): Edge[] {
  const start = parseClock(schedule.window.start) ?? 0;
  const end = parseClock(schedule.window.end) ?? 0;
  const out: Edge[] = [];
  for (let midnight = midnightIn(from, zone) - DAY; midnight <= to; midnight += DAY) {
    if (!runsOn(schedule, midnight, zone)) continue;
    const startAt = midnight + start * MINUTE;
    const endAt = midnight + end * MINUTE + (end <= start ? DAY : 0);
    if (startAt > from && startAt <= to) out.push({ at: startAt, edge: 'start' });
    if (endAt > from && endAt <= to) out.push({ at: endAt, edge: 'end' });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The first edge after `after` within the next 8 days (Infinity when none). */
export function nextEdge(schedule: PolicySchedule, after: number, zone: string): number {
  return edgesBetween(schedule, after, after + 8 * DAY, zone)[0]?.at ?? Infinity;
}

/** Local minutes of the windows of two schedules overlap on some shared weekday and date. */
export function overlaps(a: PolicySchedule, b: PolicySchedule): boolean {
  if (!a.weekdays.some((d) => b.weekdays.includes(d))) return false;
  if ((a.to !== null && a.to < b.from) || (b.to !== null && b.to < a.from)) return false;
  const span = (s: PolicySchedule): Array<[number, number]> => {
    const start = parseClock(s.window.start) ?? 0;
    const end = parseClock(s.window.end) ?? 0;
    return end > start ? [[start, end]] : [[start, 1440], [0, end]];
  };
  return span(a).some(([s1, e1]) => span(b).some(([s2, e2]) => s1 < e2 && s2 < e1));
}
