import type { BudgetPlan, EnergyType } from '../../../api/energyTypes';
import { addMonths, daysBetween, daysInMonth, endOfMonth, maxDay, minDay, partsOf, startOfMonth } from '../../../lib/days';

/** The calendar years a period touches, in order. */
export function yearsOf(start: string, end: string): number[] {
  const years: number[] = [];
  for (let y = partsOf(start).year; y <= partsOf(end).year; y += 1) years.push(y);
  return years;
}

/**
 * The budget of an energy type over [start, end]: each month's budget, prorated by the days of
 * the month inside the period. Null when a month of the period has no budget for that type
 * (a partial budget would make the use look better than it is).
 */
export function budgetOfPeriod(plans: readonly (BudgetPlan | null)[], type: EnergyType, start: string, end: string): number | null {
  let total = 0;
  for (let month = startOfMonth(start); month <= end; month = addMonths(month, 1)) {
    const { year, month: m } = partsOf(month);
    const item = plans.find((p) => p?.year === year)?.items.find((i) => i.energytype === type);
    const monthly = item?.monthly[m - 1];
    if (typeof monthly !== 'number' || !Number.isFinite(monthly)) return null;
    const days = daysBetween(maxDay(month, start), minDay(endOfMonth(month), end)) + 1;
    total += (monthly * days) / daysInMonth(year, m);
  }
  return total;
}

/** Energy types with a budget in every plan given. */
export function budgetedTypes(plans: readonly (BudgetPlan | null)[]): EnergyType[] {
  const present = plans.filter((p): p is BudgetPlan => p !== null);
  if (present.length === 0 || present.length < plans.length) return [];
  const [first, ...rest] = present;
  return first!.items.map((i) => i.energytype).filter((t) => rest.every((p) => p.items.some((i) => i.energytype === t)));
}
