import type { IntlShape } from 'react-intl';
import { dateTimeText } from '../../../lib/dateText';
import { dayAt, wallClockAt } from '../../../lib/days';

/** The store's zone when its info does not say (every seeded store is in China). */
export const DEFAULT_ZONE = 'Asia/Shanghai';

/** Formats ISO instants as the store's local date and time (the schedules' windows are the store's local times). */
export function storeTimeFormat(intl: IntlShape, timeZone: string): (iso: string) => string {
  return (iso) => dateTimeText(intl, iso, timeZone);
}

/** 'YYYY-MM-DD' of an instant in a zone. */
export function localDay(iso: string, timeZone: string): string {
  return dayAt(Date.parse(iso), timeZone);
}

/** The instant a local day starts in a zone, ISO 8601 ('2026-11-02' in Shanghai → '2026-11-01T16:00:00.000Z'). */
export function dayStart(day: string, timeZone: string): string {
  const utc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at that moment: its wall-clock reading of `utc`, read back as if UTC.
  const clock = wallClockAt(utc, timeZone);
  const wall = Date.parse(`${clock.day}T${clock.hour}:${clock.minute}:${clock.second}Z`);
  return new Date(utc - (wall - utc)).toISOString();
}
