import { ruleBook } from '../ruleBook.ts';

/** A building's floor area, m²: below 10 is a typo, above 2,000,000 no single building. */
export const FLOOR_AREA_RULES = ruleBook({
  floorarea: { required: true, min: 10, max: 2_000_000 },
});

/**
 * An energy standard, kWh/(m²·a): at least 1 and at most 2,000 (a data centre stays far below);
 * the guide below the constraint of the same type is the server's to check as well.
 */
export const STANDARD_RULES = ruleBook({
  value: { required: true, min: 1, max: 2000 },
});

/** One month's budget cell: not negative, and below what any store could use. */
export const BUDGET_RULES = ruleBook({
  month: { min: 0, max: 1e10 },
});
