import { wallClockAt } from '../../../lib/days';
import type { IntlShape } from 'react-intl';
import { clockText, dayForm, weekdayName } from '../../../lib/dateText';

/** ISO weekdays, Monday (1) to Sunday (7). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function signageWeekday(intl: IntlShape, weekday: number, width: 'short' | 'long' = 'short'): string {
  return weekdayName(intl, weekday, width);
}

/** ISO weekday (1 = Monday) of a day 'YYYY-MM-DD'. */
export const isoWeekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** A day 'YYYY-MM-DD' in the user's language (a calendar day: no zone can move it). */
export function signageDay(intl: IntlShape, day: string, style: 'full' | 'medium' | 'short' = 'medium'): string {
  return dayForm(intl, day, { dateStyle: style });
}

/** Minutes since midnight of 'HH:mm'. */
export const clockMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** 'HH:mm' in the user's language (24 h clock where the language uses it). */
export function signageClock(intl: IntlShape, clock: string): string {
  return clockText(intl, clock);
}

/** The stores' zone while none is chosen (the screen pages are the company's): every seeded store keeps China time. */
export const SIGNAGE_DEFAULT_ZONE = 'Asia/Shanghai';

/** The zone the signage pages read times in: the chosen store's (or its parent's), else the default. */
export const signageZone = (chosen: string | undefined): string => chosen ?? SIGNAGE_DEFAULT_ZONE;

/** The store's wall clock at an instant: day 'YYYY-MM-DD' and time 'HH:mm' in `zone` (the browser's when none). */
export function storeWallClock(ms: number, zone: string): { day: string; time: string } {
  const clock = wallClockAt(ms, zone);
  return { day: clock.day, time: `${clock.hour}:${clock.minute}` };
}
