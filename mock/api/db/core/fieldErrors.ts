import type { FieldError, FieldRule, ValidationFailure } from '../../../../src/api/pageConfig.ts';
import { BadRequest } from '../../envelope.ts';
import { parseClock } from './clock/SimClock.ts';
import { numberBy, textBy } from './ruleChecks.ts';

/**
 * Collects the field errors of a body, the house way (like generic record forms): status -1,
 * `message` naming the first error, `result` = { errors } with every one of them.
 */
export class FieldErrors {
  readonly errors: FieldError[] = [];

  add(field: string, rule: FieldRule, message: string, messageKey = `validation.${rule}`, values?: Record<string, string | number>): void {
    this.errors.push({ field, rule, messageKey, message: `invalid field: ${field} (${message})`, ...(values ? { values } : {}) });
  }

  /** Throws the collected errors, if any. */
  check(): void {
    if (this.errors.length === 0) return;
    const failure: ValidationFailure = { errors: this.errors.slice(0, 100) };
    throw new BadRequest(this.errors[0]?.message ?? 'invalid body', undefined, failure);
  }
}

export type Raw = Record<string, unknown>;

export const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain object at `field`, else an error and undefined. */
export function objectAt(errors: FieldErrors, value: unknown, field: string, required = true): Raw | undefined {
  if (value === undefined || value === null) {
    if (required) errors.add(field, 'required', 'required');
    return undefined;
  }
  if (!isObject(value)) {
    errors.add(field, 'type', 'expected an object');
    return undefined;
  }
  return value;
}

export function stringAt(errors: FieldErrors, value: unknown, field: string, max = 60): string | undefined {
  return textBy(errors, value, field, { required: true, maxLength: max });
}

export function numberAt(errors: FieldErrors, value: unknown, field: string, min: number, max: number, integer = false): number | undefined {
  return numberBy(errors, value, field, { required: true, min, max, integer });
}

export function optionAt<T extends string | number>(errors: FieldErrors, value: unknown, field: string, options: readonly T[]): T | undefined {
  if (value === undefined || value === null) {
    errors.add(field, 'required', 'required');
    return undefined;
  }
  if (!options.includes(value as T)) {
    errors.add(field, 'option', `expected one of ${options.join(', ')}`);
    return undefined;
  }
  return value as T;
}

/** 'YYYY-MM-DD' of a real day. */
export function dayAt(errors: FieldErrors, value: unknown, field: string): string | undefined {
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (typeof value !== 'string' || !Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    errors.add(field, 'pattern', 'expected a date YYYY-MM-DD', 'validation.date');
    return undefined;
  }
  return value;
}

/**
 * A daily window `{ start: 'HH:mm', end: 'HH:mm' }` (across midnight when end < start): the raw
 * object and its times, or undefined with the errors added (bad times, or an empty window).
 */
export function dailyWindowAt(errors: FieldErrors, value: unknown, field: string): { raw: Raw; start: string; end: string } | undefined {
  const raw = objectAt(errors, value, field);
  if (!raw) return undefined;
  const start = typeof raw.start === 'string' ? parseClock(raw.start) : undefined;
  const end = typeof raw.end === 'string' ? parseClock(raw.end) : undefined;
  if (start === undefined) errors.add(`${field}.start`, 'pattern', 'expected a time HH:mm', 'validation.time');
  if (end === undefined) errors.add(`${field}.end`, 'pattern', 'expected a time HH:mm', 'validation.time');
  if (start === undefined || end === undefined) return undefined;
  if (start === end) {
    errors.add(field, 'min', `the window is empty: it starts and ends at ${String(raw.start)}`, 'validation.policy.emptyWindow', { start: String(raw.start) });
    return undefined;
  }
  return { raw, start: raw.start as string, end: raw.end as string };
}
