import type { EnergyType } from '../../../../../src/api/energyTypes.ts';
import { factorOn } from '../../../../../src/lib/carbon.ts';
import { countDay, DAY_COUNT, dayFacts, hourLabel, monthRange, monthsOf, type DayFacts } from '../clock/calendar.ts';
import { EMISSION_FACTORS } from './prices.ts';

/**
 * The metered calendar run on past the seed: the seeded days keep their facts (calendar.ts);
 * a day after them is counted on from the same first day, so day indices, hour indices and
 * labels go on as the world clock moves, public holidays included (clock/holidays.ts).
 */

const later = new Map<number, DayFacts>();

/** Facts of any day index ≥ 0: the seeded calendar's, or counted on after it. */
export function factsOf(index: number): DayFacts {
  if (index < DAY_COUNT) return dayFacts(index);
  let facts = later.get(index);
  if (!facts) {
    facts = countDay(index);
    later.set(index, facts);
  }
  return facts;
}

/** Hour label 'YYYY-MM-DDTHH:00' of any hour index. */
export const hourLabelOf = (hour: number): string => hourLabel(hour, factsOf);

/** The month keys 'YYYY-MM' the inclusive day range touches, in order, any days. */
export const monthsBetween = (from: number, to: number): string[] => monthsOf(from, to, factsOf);

/** The inclusive day-index range of a month key, clipped to the days 0..dayCount-1. */
export const monthDays = (month: string, dayCount: number): { from: number; to: number } | undefined => monthRange(month, dayCount, factsOf);

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
