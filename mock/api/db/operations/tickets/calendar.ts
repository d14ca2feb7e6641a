import type { WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import { MINUTE } from '../../core/clock/time.ts';
import { dayIn, instantIn, nextMidnightIn, weekdayIn } from '../../core/clock/zones.ts';

/** SLA targets count working minutes only: the calendar's hours on its weekdays, in the store's zone. */

export const DEFAULT_CALENDAR: WorkCalendar = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };

/** The longest a walk over the calendar looks ahead (a calendar with no hours never ends one). */
const MAX_DAYS = 400;

/** Working windows [open, close) from the local day of `from` on, one per working day. */
function* windows(from: number, calendar: WorkCalendar, zone: string): Generator<[number, number]> {
  let cursor = from;
  for (let i = 0; i < MAX_DAYS; i += 1) {
    const date = dayIn(cursor, zone);
    if (calendar.days.includes(weekdayIn(cursor, zone))) yield [instantIn(date, calendar.start, zone), instantIn(date, calendar.end, zone)];
    cursor = nextMidnightIn(cursor + MINUTE, zone);
  }
}

/** The instant `minutes` working minutes after `from`. */
export function addWorkingMinutes(from: number, minutes: number, calendar: WorkCalendar, zone: string): number {
  let left = minutes * MINUTE;
  for (const [open, close] of windows(from, calendar, zone)) {
    const start = Math.max(open, from);
    if (start >= close) continue;
    if (start + left <= close) return start + left;
    left -= close - start;
  }
  return Number.POSITIVE_INFINITY;
}

/** Working minutes between two instants (whole minutes, rounded). */
export function workingMinutesBetween(from: number, to: number, calendar: WorkCalendar, zone: string): number {
  let total = 0;
  for (const [open, close] of windows(from, calendar, zone)) {
    if (open >= to) break;
    total += Math.max(0, Math.min(close, to) - Math.max(open, from));
  }
  return Math.round(total / MINUTE);
}
