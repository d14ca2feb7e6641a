import { AGG_PAGE_SIZE, ENERGY_TYPES, type AggGroup, type EnergyType, type Interval, type MeterKind, METER_KINDS } from '../../../../src/api/energyTypes.ts';
import { requireString, type Fields } from '../../request.ts';
import { DATA_FROM, DATA_TO, dayIndex, isDay } from '../core/clock/calendar.ts';
import { atMost, expected, invalidField, nonEmpty } from '../core/shapeErrors.ts';
import { keyedRefusal, said } from '../core/said.ts';

/** An inclusive period of whole days, as written and as day indices of the data. */
export interface Period {
  start: string;
  end: string;
  from: number;
  to: number;
}


export const AGG_GROUPS: readonly AggGroup[] = ['store', 'building', 'meter', 'category', 'energytype', 'month', 'hourOfDay', 'touBand'];
export const INTERVALS: readonly Interval[] = ['hour', 'day', 'week', 'month'];

/**
 * start and end: real days, start ≤ end, within the data: from DATA_FROM to `lastDay`, the last
 * day the readings have reached (today once the world clock ran past the seed; see dataDays.ts).
 */
export function parsePeriod(body: Fields, lastDay = DATA_TO): Period {
  const start = requireString(body, 'start');
  const end = requireString(body, 'end');
  for (const [key, value] of [['start', start], ['end', end]] as const) {
    if (!isDay(value)) throw invalidField(key, `expected a day YYYY-MM-DD, got ${JSON.stringify(value)}`, expected('day'));
  }
  if (start > end) throw keyedRefusal(said(`invalid period: start ${start} is after end ${end}`, 'request.period.order', { start, end }));
  if (start < DATA_FROM) {
    throw keyedRefusal(said(`invalid period: ${start} to ${end} is outside the data (${DATA_FROM} to ${lastDay})`, 'request.period.outside', { start, end, from: DATA_FROM, to: lastDay }));
  }
  if (end > lastDay) {
    // A day to come has no readings yet: refused as after today, not as outside the history.
    throw keyedRefusal(said(`invalid period: ${start} to ${end} is outside the data (${DATA_FROM} to ${lastDay}), ${end} is after today`, 'request.period.afterToday', { start, end, from: DATA_FROM, to: lastDay }));
  }
  return { start, end, from: dayIndex(start), to: dayIndex(end) };
}

/** One of `allowed`, by field name. */
export function parseChoice<T extends string>(body: Fields, key: string, allowed: readonly T[]): T {
  const value = requireString(body, key);
  const found = allowed.find((entry) => entry === value);
  if (!found) throw invalidField(key, `${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
  return found;
}

/** An optional, non-empty list of choices; undefined when absent. Duplicates are dropped. */
export function parseChoices<T extends string>(body: Fields, key: string, allowed: readonly T[]): T[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length === 0) throw invalidField(key, 'expected a non-empty list', nonEmpty);
  const out: T[] = [];
  for (const item of value) {
    const found = allowed.find((entry) => entry === item);
    if (!found) throw invalidField(key, `${JSON.stringify(item)} is not one of ${allowed.join(', ')}`);
    if (!out.includes(found)) out.push(found);
  }
  return out;
}

export const parseEnergyTypes = (body: Fields): EnergyType[] | undefined => parseChoices(body, 'energytypes', ENERGY_TYPES);
export const parseKinds = (body: Fields): MeterKind[] | undefined => parseChoices(body, 'kinds', METER_KINDS);

/** A required list of 1..max distinct non-blank strings. */
export function parseIds(body: Fields, key: string, max: number): string[] {
  const value = body[key];
  if (!Array.isArray(value) || value.length === 0) throw invalidField(key, 'expected a non-empty list', nonEmpty);
  if (value.length > max) throw invalidField(key, `at most ${max} entries, got ${value.length}`, atMost(max));
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || item.trim() === '') throw invalidField(key, 'expected strings', expected('string'));
    if (!out.includes(item.trim())) out.push(item.trim());
  }
  return out;
}

/** An integer field within [min, max]. */
export function parseInteger(body: Fields, key: string, min: number, max: number): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalidField(key, 'expected an integer', expected('integer'));
  if (value < min || value > max) throw invalidField(key, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A finite number field. */
export function parseNumber(body: Fields, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalidField(key, 'expected a number', expected('number'));
  return value;
}

/** Largest page of an export or report (spec §9: aggregation page size 2000). */
export const MAX_PAGESIZE = AGG_PAGE_SIZE;

/** page ≥ 1 and 1 ≤ pagesize ≤ 2000; a larger page size is refused, not clamped. */
export function parsePage(body: Fields): { page: number; pagesize: number } {
  const page = parseInteger(body, 'page', 1, Number.MAX_SAFE_INTEGER);
  const size = body.pagesize;
  if (typeof size === 'number' && Number.isInteger(size) && size > MAX_PAGESIZE) {
    throw invalidField('pagesize', `at most ${MAX_PAGESIZE} rows a page, got ${size}`, atMost(MAX_PAGESIZE));
  }
  return { page, pagesize: parseInteger(body, 'pagesize', 1, MAX_PAGESIZE) };
}
