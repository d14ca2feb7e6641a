import { addDays, daysBetween, firstDay, lastDay, monthOf, shiftMonth } from '../../core/clock/dates.ts';
import { dayOf } from '../../core/clock/readDates.ts';
import { between, invalidField } from '../../core/shapeErrors.ts';
import { comparedRanges } from '../shared/comparedRanges.ts';

/** A period of local days, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** The longest period one call may ask for. */
export const MAX_PERIOD_DAYS = 366;

/** The period of a call: both days, or neither (the desk's default). */
export function periodOf(fromValue: unknown, toValue: unknown): Period | undefined {
  if (fromValue === undefined && toValue === undefined) return undefined;
  const from = dayOf(fromValue, 'from');
  const to = dayOf(toValue, 'to');
  const days = daysBetween(from, to);
  if (days < 0 || days >= MAX_PERIOD_DAYS) throw invalidField('to', `expected from 0 to ${MAX_PERIOD_DAYS - 1} days after from`, between(from, addDays(from, MAX_PERIOD_DAYS - 1)));
  return { from, to };
}

/**
 * The period before, as the overviews' picker steps back: whole months (from a first to a last
 * day, or a month so far, from its first day to `today`) are compared with as many months before
 * (October with September, not 31 Aug – 30 Sep); any other range, a single day too, with the days
 * of the same length ending the day before.
 */
export function previousPeriod(period: Period, today?: string): Period {
  const first = monthOf(period.from);
  const last = monthOf(period.to);
  const wholeMonths = period.from === firstDay(first) && (period.to === lastDay(last) || (first === last && period.to === today && period.to !== period.from));
  if (wholeMonths) {
    const months = (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(last.slice(5)) - Number(first.slice(5)) + 1;
    return { from: firstDay(shiftMonth(first, -months)), to: lastDay(shiftMonth(first, -1)) };
  }
  const length = daysBetween(period.from, period.to) + 1;
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/**
 * What the desk compares a period with: the previous period, to date while the period still runs
 * (the overviews' one rule, shared/comparedRanges.ts): its days so far and as many days from the
 * previous period's first.
 */
export function comparedPeriods(period: Period, today: string): { current: Period; previous: Period } {
  const { current, against } = comparedRanges(period, { previous: previousPeriod(period, today) }, today);
  return { current, previous: against.previous };
}

export function periodDays(period: Period): string[] {
  const out: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) out.push(day);
  return out;
}
