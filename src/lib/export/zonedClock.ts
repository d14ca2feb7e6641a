/**
 * An instant's wall clock in an IANA zone (the store's the console formats in). Offsets come from
 * Intl and are cached per zone and UTC hour, since an export reads thousands of instants; they are
 * facts of the zone, not state, so every mount may share them.
 */

const HOUR = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const offsets = new Map<string, Map<number, number>>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
      });
    } catch {
      format = null; // an unknown zone: callers fall back to the browser's
    }
    formatters.set(zone, format);
  }
  return formatters.get(zone) ?? null;
}

/** The zone's wall clock at a whole UTC hour read back as UTC, minus that hour: the zone's offset. */
function measure(hourMs: number, format: Intl.DateTimeFormat): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(hourMs)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - hourMs;
}

/**
 * The instant `ms` shifted by the zone's offset: a Date whose UTC fields are the zone's wall clock
 * ('2026-10-31T16:30:00Z' in Asia/Shanghai reads 2026-11-01 00:30 in UTC). Null for an unknown zone.
 */
export function shiftToZone(ms: number, zone: string): Date | null {
  const format = formatter(zone);
  if (!format || !Number.isFinite(ms)) return null;
  let byHour = offsets.get(zone);
  if (!byHour) {
    byHour = new Map();
    offsets.set(zone, byHour);
  }
  const hour = Math.floor(ms / HOUR);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    offset = measure(hour * HOUR, format);
    byHour.set(hour, offset);
  }
  return new Date(ms + offset);
}

const DAY = 24 * HOUR;

/** The zone's offset at the instant `ms` (null for an unknown zone). */
function offsetAt(ms: number, zone: string): number | null {
  const shifted = shiftToZone(ms, zone);
  return shifted ? shifted.getTime() - ms : null;
}

/**
 * The reverse of shiftToZone: the instant at which the zone's wall clock reads `wallMs` (a wall
 * clock's fields read as UTC). A wall clock the zone skips (spring forward) moves on by the gap
 * and one it repeats (fall back) is the earlier of the two, as Temporal's 'compatible' does.
 * Null for an unknown zone.
 */
export function instantOfWallClock(wallMs: number, zone: string): number | null {
  if (!Number.isFinite(wallMs)) return null;
  // A day either side of any wall clock lies beyond the zone's transition near it.
  const before = offsetAt(wallMs - DAY, zone);
  const after = offsetAt(wallMs + DAY, zone);
  if (before === null || after === null) return null;
  const fits = [wallMs - before, wallMs - after].filter((ms) => offsetAt(ms, zone) === wallMs - ms);
  return fits.length > 0 ? Math.min(...fits) : wallMs - before;
}
