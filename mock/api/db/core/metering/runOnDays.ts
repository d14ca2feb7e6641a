import type { EnergyType } from '../../../../../src/api/energyTypes.ts';
import { addDays, factorOn } from '../../../../../src/lib/carbon.ts';
import { DATA_FROM, DAY_COUNT, dayFacts, type DayFacts } from '../clock/calendar.ts';
import { DAY } from '../clock/time.ts';
import { EMISSION_FACTORS } from './prices.ts';

/**
 * The metered calendar run on past the seed: the seeded days keep their facts (calendar.ts);
 * a day after them is counted on from the same first day, so day indices, hour indices and
 * labels go on as the world clock moves. No public holidays are known after the seed's.
 */

const EPOCH = Date.parse(`${DATA_FROM}T00:00:00Z`);
const later = new Map<number, DayFacts>();

/** Facts of any day index ≥ 0: the seeded calendar's, or counted on after it. */
export function factsOf(index: number): DayFacts {
  if (index < DAY_COUNT) return dayFacts(index);
  let facts = later.get(index);
  if (!facts) {
    const date = addDays(DATA_FROM, index);
    const ms = EPOCH + index * DAY;
    const weekday = (new Date(ms).getUTCDay() + 6) % 7;
    const yearDay = Math.round((ms - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / DAY);
    facts = { date, month: date.slice(0, 7), weekday, yearDay, holiday: false, offDay: weekday >= 5 };
    later.set(index, facts);
  }
  return facts;
}

/** Hour label 'YYYY-MM-DDTHH:00' of any hour index. */
export function hourLabelOf(hour: number): string {
  return `${factsOf(Math.floor(hour / 24)).date}T${String(hour % 24).padStart(2, '0')}:00`;
}

/** The month keys 'YYYY-MM' the inclusive day range touches, in order. */
export function monthsBetween(from: number, to: number): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d += 1) {
    const month = factsOf(d).month;
    if (out[out.length - 1] !== month) out.push(month);
  }
  return out;
}

/** The inclusive day-index range of a month key, clipped to the days 0..dayCount-1. */
export function monthDays(month: string, dayCount: number): { from: number; to: number } | undefined {
  const first = Math.max(0, Math.round((Date.parse(`${month}-01T00:00:00Z`) - EPOCH) / DAY));
  let from = -1;
  let to = -1;
  for (let d = first; d < dayCount && factsOf(d).month <= month; d += 1) {
    if (factsOf(d).month !== month) continue;
    if (from < 0) from = d;
    to = d;
  }
  return from < 0 ? undefined : { from, to };
}

const factors = new Map<string, number>();

/** kgCO2 per unit in force on a day index (0 where none is), any day. */
export function factorOfDay(type: EnergyType, index: number): number {
  const key = `${type}:${index}`;
  let value = factors.get(key);
  if (value === undefined) {
    value = factorOn(EMISSION_FACTORS, type, factsOf(index).date)?.value ?? 0;
    factors.set(key, value);
  }
  return value;
}
