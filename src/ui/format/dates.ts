import { toWallClock } from '../../lib/export/cellValue';

/**
 * A local Date for a cell value (Date, epoch ms or date text), read the same way the export
 * writes it, so the table and the exported file show the same date and time.
 */
export function toLocalDate(value: unknown): Date | null {
  const clock = toWallClock(value);
  if (!clock) return null;
  const date = new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  date.setFullYear(clock.year); // years below 100 would otherwise land in the 1900s
  return date;
}
