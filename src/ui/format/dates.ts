import { toWallClock } from '../../lib/export/cellValue';

/**
 * A cell value's wall clock (Date, epoch ms or date text), read the same way the export writes it,
 * as a Date at that wall clock in UTC: format it with `timeZone: 'UTC'`, so the table and the
 * exported file show the same date and time. Instants (text with Z or an offset) read in `zone`,
 * the one the console formats in (intl.timeZone: the store's); zone-less text keeps its wall clock.
 */
export function wallClockDate(value: unknown, zone?: string): Date | null {
  const clock = toWallClock(value, zone);
  if (!clock) return null;
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second));
  date.setUTCFullYear(clock.year); // years below 100 would otherwise land in the 1900s
  return date;
}
