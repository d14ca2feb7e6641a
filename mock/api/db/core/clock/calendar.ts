import { addDays } from '../../../../../src/lib/carbon.ts';
import { isHoliday } from './holidays.ts';
import { addMonths, day as dayOfInstant, DAY, SEED_NOW } from './time.ts';

/**
 * The metered calendar: 13 whole months of hourly data ending the day before the seeded "now",
 * in store-local time (China has no daylight saving, so every day has 24 hours).
 */

/** Last day with data: the day before SEED_NOW. */
export const DATA_TO = addDays(dayOfInstant(SEED_NOW), -1);
/** First day with data: the first of the month 12 months before DATA_TO's month. */
export const DATA_FROM = `${Number(DATA_TO.slice(0, 4)) - 1}-${DATA_TO.slice(5, 7)}-01`;

const EPOCH = Date.parse(`${DATA_FROM}T00:00:00Z`);

export const DAY_COUNT = Math.round((Date.parse(`${DATA_TO}T00:00:00Z`) - EPOCH) / DAY) + 1;
export const HOUR_COUNT = DAY_COUNT * 24;

/** Facts of each day index 0..DAY_COUNT-1, computed once. */
export interface DayFacts {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'YYYY-MM'. */
  month: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Day of the year, 0-based. */
  yearDay: number;
  /** A weekend or public holiday. */
  offDay: boolean;
  holiday: boolean;
}

/** The facts of day `index` counted from DATA_FROM, any index ≥ 0 (a day after the seed's too: core/metering/runOnDays.ts). */
export function countDay(index: number): DayFacts {
  const date = addDays(DATA_FROM, index);
  const ms = EPOCH + index * DAY;
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  const yearDay = Math.round((ms - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / DAY);
  const holiday = isHoliday(date);
  return { date, month: date.slice(0, 7), weekday, yearDay, holiday, offDay: holiday || weekday >= 5 };
}

function buildDays(): DayFacts[] {
  return Array.from({ length: DAY_COUNT }, (_, index) => countDay(index));
}

export const DAYS: readonly DayFacts[] = buildDays();

export function dayFacts(index: number): DayFacts {
  const facts = DAYS[index];
  if (!facts) throw new Error(`energy calendar: no day ${index}`);
  return facts;
}

/** Index of a 'YYYY-MM-DD' day (may fall outside 0..DAY_COUNT-1). */
export function dayIndex(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / DAY);
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** Reads a day index's facts: the seeded calendar's (dayFacts) or one run on past it (runOnDays.factsOf). */
export type DayReader = (index: number) => DayFacts;

/** Hour label 'YYYY-MM-DDTHH:00' of an hour index. */
export function hourLabel(hour: number, facts: DayReader = dayFacts): string {
  return `${facts(Math.floor(hour / 24)).date}T${String(hour % 24).padStart(2, '0')}:00`;
}

/** The month keys 'YYYY-MM' the inclusive day range touches, in order. */
export function monthsOf(from: number, to: number, facts: DayReader = dayFacts): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d += 1) {
    const month = facts(d).month;
    if (out[out.length - 1] !== month) out.push(month);
  }
  return out;
}

/** The inclusive day-index range of a month key, clipped to the days 0..dayCount-1 (the seeded data by default). */
export function monthRange(month: string, dayCount = DAY_COUNT, facts: DayReader = dayFacts): { from: number; to: number } | undefined {
  const first = Math.max(0, dayIndex(`${month}-01`));
  let from = -1;
  let to = -1;
  for (let d = first; d < dayCount && facts(d).month <= month; d += 1) {
    if (facts(d).month !== month) continue;
    if (from < 0) from = d;
    to = d;
  }
  return from < 0 ? undefined : { from, to };
}

/** The last 12 whole months of data (the "year" of standards and the view). */
export const LAST_YEAR = { from: dayIndex(addMonths(DATA_FROM, 1)), to: DAY_COUNT - 1 };
