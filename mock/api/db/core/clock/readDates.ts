import type { BadRequest } from '../../../envelope.ts';
import { expected, invalidField } from '../shapeErrors.ts';
import { isMonth } from './dates.ts';

/**
 * The one reader of the calendar in requests (issue 36 §1): real days, months, times and instants,
 * never text that only looks like one ('2026-02-30', '2026-13', '24:61'), which Date would read as
 * another day or fail on later. Every handler's date check goes through these.
 */

export { isMonth };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a real calendar day (not 2026-02-30, not 2026-13-01). */
export function isDay(text: unknown): text is string {
  const match = typeof text === 'string' ? DAY.exec(text) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Day 0 of the next month is this month's last day (29 February in leap years).
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

/** 'HH:mm' of a real time of day (00:00 to 23:59). */
export function isClock(text: unknown): text is string {
  return typeof text === 'string' && CLOCK.test(text);
}

/** An ISO instant with its zone (Z or an offset) on a real day at a real time. */
export function isInstant(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = INSTANT.exec(text);
  return match !== null && isDay(match[1]) && Number.isFinite(Date.parse(text));
}

const refusal = (field: string, kind: 'day' | 'month' | 'instant', shape: string): BadRequest => invalidField(field, `expected a ${kind} ${shape}`, expected(kind));

/** The field's real day 'YYYY-MM-DD', else a refusal naming the field. */
export function dayOf(value: unknown, field: string): string {
  if (!isDay(value)) throw refusal(field, 'day', 'YYYY-MM-DD');
  return value;
}

/** The field's real month 'YYYY-MM', else a refusal naming the field. */
export function monthIn(value: unknown, field: string): string {
  if (!isMonth(value)) throw refusal(field, 'month', 'YYYY-MM');
  return value;
}

/** The field's instant (ISO with Z or an offset, on a real day), else a refusal naming the field. */
export function instantOf(value: unknown, field: string): string {
  if (!isInstant(value)) throw refusal(field, 'instant', 'YYYY-MM-DDTHH:mm:ssZ');
  return value;
}
