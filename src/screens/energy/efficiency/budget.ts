import { BUDGET_RULES } from '../../../api/energy/rules';
import { ENERGY_TYPES, type AggAnswer, type BudgetPlan, type EnergyType } from '../../../api/energyTypes';
import { daysInMonth } from '../../../lib/days';

/** The 12 months of a year as 'YYYY-MM'. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/** Twelve monthly values from a groupby-month aggregation; null for a month without data. */
export function monthlyOf(year: number, answer: AggAnswer | undefined): Array<number | null> {
  const byMonth = new Map((answer?.rows ?? []).map((r) => [r.key.slice(0, 7), r.energy]));
  return monthsOf(year).map((m) => byMonth.get(m) ?? null);
}

/** A budget being edited: per energy type, 12 cells (null = empty). */
export type BudgetDraft = Record<EnergyType, Array<number | null>>;

export function draftOf(plan: BudgetPlan | null | undefined): BudgetDraft {
  const draft = {} as BudgetDraft;
  for (const type of ENERGY_TYPES) {
    const item = plan?.items.find((i) => i.energytype === type);
    draft[type] = Array.from({ length: 12 }, (_, m) => (item && Number.isFinite(item.monthly[m]) ? item.monthly[m]! : null));
  }
  return draft;
}

/** Largest monthly budget accepted, in the energy type's unit. */
export const BUDGET_MAX = BUDGET_RULES.month.max;

export interface BudgetProblem {
  /** The energy type at fault, or null for a problem of the whole plan. */
  type: EnergyType | null;
  /** Month index 0..11, or null for a problem of the whole row. */
  month: number | null;
  id: string;
}

/**
 * What is wrong with a draft: a cell below 0 or too large, a row filled only in part (a type
 * has either a budget for all 12 months or none), or no row at all. Empty when it can be saved.
 */
export function budgetProblems(draft: BudgetDraft): BudgetProblem[] {
  const problems: BudgetProblem[] = [];
  for (const type of ENERGY_TYPES) {
    const row = draft[type];
    row.forEach((value, month) => {
      if (value === null) return;
      if (!Number.isFinite(value) || value < BUDGET_RULES.month.min) problems.push({ type, month, id: 'efficiency.budget.negative' });
      else if (value > BUDGET_MAX) problems.push({ type, month, id: 'efficiency.budget.tooLarge' });
    });
    const filled = row.filter((v) => v !== null).length;
    if (filled > 0 && filled < 12) problems.push({ type, month: null, id: 'efficiency.budget.partial' });
  }
  if (!ENERGY_TYPES.some((t) => draft[t].every((v) => v !== null))) problems.push({ type: null, month: null, id: 'efficiency.budget.empty' });
  return problems;
}

/** The plan to save: only the types with a budget. */
export function planOf(store: string, year: number, draft: BudgetDraft): BudgetPlan {
  return {
    store,
    year,
    items: ENERGY_TYPES.filter((t) => draft[t].every((v) => v !== null)).map((t) => ({ energytype: t, monthly: draft[t].map((v) => v ?? 0) })),
  };
}

export interface YearForecast {
  /** Per month: the forecast of a month still to come (null for months with data). */
  months: Array<number | null>;
  /** Actual to date plus the forecast of the months to come. */
  yearEnd: number;
  /** This year's months against last year's same months (1 = same), when last year has data. */
  ratio: number | null;
}

/**
 * The year-end forecast from the actual to date: each month still to come is last year's same
 * month scaled by this year's trend (actual ÷ last year over the months both years have data
 * for); where last year has no data, the average daily use so far × the month's days. Null
 * when the year has no month to come or no actual yet.
 */
export function forecastYear(year: number, actual: ReadonlyArray<number | null>, lastYear: ReadonlyArray<number | null>, lastDataMonth: string): YearForecast | null {
  const months = monthsOf(year);
  const toCome = months.map((m) => m > lastDataMonth);
  const known = actual.map((v, i) => (v !== null && !toCome[i] ? v : null));
  const knownMonths = known.flatMap((v, i) => (v === null ? [] : [i]));
  if (!toCome.some(Boolean) || knownMonths.length === 0) return null;
  const both = knownMonths.filter((i) => lastYear[i] !== null && lastYear[i]! > 0);
  const ratio = both.length ? both.reduce((s, i) => s + known[i]!, 0) / both.reduce((s, i) => s + lastYear[i]!, 0) : null;
  const knownDays = knownMonths.reduce((s, i) => s + daysInMonth(year, i + 1), 0);
  const perDay = knownMonths.reduce((s, i) => s + known[i]!, 0) / knownDays;
  const forecast = months.map((_, i) => {
    if (!toCome[i]) return null;
    const last = lastYear[i];
    return last !== null && last !== undefined && ratio !== null ? last * ratio : perDay * daysInMonth(year, i + 1);
  });
  const yearEnd = knownMonths.reduce((s, i) => s + known[i]!, 0) + forecast.reduce<number>((s, v) => s + (v ?? 0), 0);
  return { months: forecast, yearEnd, ratio };
}

/** Running sums of a monthly series; null where the month has no value (the sum carries over it). */
export function cumulative(values: ReadonlyArray<number | null>): Array<number | null> {
  let sum = 0;
  return values.map((v) => {
    if (v === null) return null;
    sum += v;
    return sum;
  });
}
