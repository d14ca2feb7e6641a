import type { IntlShape } from 'react-intl';
import { clockText, weekdayName } from '../../../lib/dateText';

/** ISO weekdays, Monday (1) to Sunday (7). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function signageWeekday(intl: IntlShape, weekday: number, width: 'short' | 'long' = 'short'): string {
  return weekdayName(intl, weekday, width);
}

/** ISO weekday (1 = Monday) of a day 'YYYY-MM-DD'. */
export const isoWeekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** A day 'YYYY-MM-DD' in the user's language (a calendar day: no zone can move it). */
export function signageDay(intl: IntlShape, day: string, style: 'full' | 'medium' | 'short' = 'medium'): string {
  return intl.formatDate(`${day}T12:00:00Z`, { dateStyle: style, timeZone: 'UTC' });
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
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
