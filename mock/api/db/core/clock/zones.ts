import { addDays } from './dates.ts';
import { datePart, DAY, HOUR, iso, MINUTE, SEED_NOW } from './time.ts';

/**
 * Store-local time in any IANA zone (a store's `timezone`, issue 21 §3). Offsets come from Intl
 * and are cached per zone and UTC hour, since the simulator and the seed ask in hot loops. The
 * China-only helpers in time.ts (day, hourOf…) are the Asia/Shanghai case of these.
 */

export const CHINA_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The zone's wall clock at `ms` read back as if it were UTC, minus `ms`. */
function measure(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The zone's offset from UTC at an instant, in ms (Asia/Bangkok: +7 h). */
export function offsetIn(ms: number, zone: string): number {
  let byHour = offsets.get(zone);
  if (!byHour) {
    byHour = new Map();
    offsets.set(zone, byHour);
  }
  const hour = Math.floor(ms / HOUR);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    offset = measure(hour * HOUR, zone);
    byHour.set(hour, offset);
  }
  return offset;
}

/** 'YYYY-MM-DD' of an instant in the zone. */
export function dayIn(ms: number, zone: string): string {
  return datePart(dayNumberIn(ms, zone));
}

/** 'YYYYMMDD' of an instant in the zone (order, alarm and ticket numbers). */
export function compactDayIn(ms: number, zone: string): string {
  return dayIn(ms, zone).replace(/-/g, '');
}

/** The zone's local date of an instant as a day number (days since 1970-01-01 of that date). */
export function dayNumberIn(ms: number, zone: string): number {
  return Math.floor((ms + offsetIn(ms, zone)) / DAY);
}

/** The local day of an ISO instant (a payment's received time) in the zone, not its UTC date. */
export function dayOfIsoIn(instant: string, zone: string): string {
  return dayIn(Date.parse(instant), zone);
}

/** Minutes since local midnight (0–1439) of an instant in the zone. */
export function minuteIn(ms: number, zone: string): number {
  const local = ms + offsetIn(ms, zone);
  return Math.floor((local - Math.floor(local / DAY) * DAY) / MINUTE);
}

/** Hour of day (0–23) of an instant in the zone. */
export function hourIn(ms: number, zone: string): number {
  return Math.floor(minuteIn(ms, zone) / 60);
}

/** The instant of 'HH:mm' on a local 'YYYY-MM-DD' day in the zone. */
export function instantIn(date: string, clock: string, zone: string): number {
  const wall = Date.parse(`${date}T${clock}:00.000Z`);
  // The offset at the wall time read as UTC is right except within hours of a DST change: measure again there.
  const guess = wall - offsetIn(wall, zone);
  return wall - offsetIn(guess, zone);
}

/** Local midnight in the zone of the day of `ms`. */
export function midnightIn(ms: number, zone: string): number {
  return instantIn(dayIn(ms, zone), '00:00', zone);
}

/** The first local midnight at or after `ms` in the zone. */
export function nextMidnightIn(ms: number, zone: string): number {
  const midnight = midnightIn(ms, zone);
  return midnight >= ms ? midnight : instantIn(addDays(dayIn(ms, zone), 1), '00:00', zone);
}

/** 1 = Monday … 7 = Sunday, of the local day of `ms` in the zone. */
export function weekdayIn(ms: number, zone: string): number {
  const weekday = new Date(`${dayIn(ms, zone)}T00:00:00.000Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Noon of a local 'YYYY-MM-DD' day in the zone, as an ISO instant: ('2026-12-11', Asia/Bangkok) → '2026-12-11T05:00:00.000Z'. */
export function localNoonIn(date: string, zone: string): string {
  return iso(instantIn(date, '12:00', zone));
}

/** The seed's "now" as a local day of the zone: what a store's seeded records are dated from. */
export function seedDayIn(zone: string): string {
  return dayIn(SEED_NOW, zone);
}
