import type { IntlShape } from 'react-intl';
import { dateTimeText } from '../../../lib/dateText';

/** The store's zone when its info does not say (every seeded store is in China). */
export const DEFAULT_ZONE = 'Asia/Shanghai';

/** Formats ISO instants as the store's local date and time (the schedules' windows are the store's local times). */
export function storeTimeFormat(intl: IntlShape, timeZone: string): (iso: string) => string {
  return (iso) => dateTimeText(intl, iso, timeZone);
}

/** 'YYYY-MM-DD' of an instant in a zone. */
export function localDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** The instant a local day starts in a zone, ISO 8601 ('2026-11-02' in Shanghai → '2026-11-01T16:00:00.000Z'). */
export function dayStart(day: string, timeZone: string): string {
  const utc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at that moment: its wall-clock reading of `utc`, read back as if UTC.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(utc))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return new Date(utc - (wall - utc)).toISOString();
}
