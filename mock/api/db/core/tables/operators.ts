import { isDay } from '../clock/readDates.ts';
import { WHOLE_DAY } from './localDays.ts';
import type { LocalDay, Row } from './Table.ts';
import { invalidFilter } from '../shapeErrors.ts';

type Predicate = (row: Row) => boolean;
type Bound = number | string;

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** The number a numeric string stands for, else undefined. */
export function numeric(value: string): number | undefined {
  return NUMERIC.test(value) ? Number(value) : undefined;
}

const RANGE_OPERATORS = ['gte', 'gt', 'lte', 'lt'] as const;
type RangeOperator = (typeof RANGE_OPERATORS)[number];

/**
 * Order of a record value against a bound: numbers (and numeric strings against numbers)
 * numerically, strings by code unit. Against a string bound, `lte` and `gt` compare only the
 * bound's length of the value, so `lte: '2026-10-31'` keeps '2026-10-31T23:59:59Z' (a date
 * bound covers its whole day). Undefined when the two cannot be ordered.
 */
function order(value: unknown, bound: Bound, operator: RangeOperator): number | undefined {
  if (typeof bound === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? numeric(value) : undefined;
    return n === undefined ? undefined : n - bound;
  }
  if (typeof value === 'number') {
    const n = numeric(bound);
    return n === undefined ? undefined : value - n;
  }
  if (typeof value !== 'string') return undefined;
  const text = operator === 'lte' || operator === 'gt' ? value.slice(0, bound.length) : value;
  return text === bound ? 0 : text < bound ? -1 : 1;
}

const TESTS: Record<RangeOperator, (difference: number) => boolean> = {
  gte: (d) => d >= 0,
  gt: (d) => d > 0,
  lte: (d) => d <= 0,
  lt: (d) => d < 0,
};

/** One range bound; `onDay`: a whole day, compared with the row's local day where the table gives one. */
interface Range {
  operator: RangeOperator;
  bound: Bound;
  onDay: boolean;
}

function inRange(value: unknown, range: Range): boolean {
  const difference = order(value, range.bound, range.operator);
  return difference !== undefined && TESTS[range.operator](difference);
}

function rangePredicate(field: string, ranges: readonly Range[], localDay: LocalDay | undefined): Predicate {
  if (!localDay || !ranges.some((range) => range.onDay)) return (row) => ranges.every((range) => inRange(row[field], range));
  return (row) => {
    // Once per row, however many day bounds; a cell without an instant compares as text.
    const day = localDay(row);
    return ranges.every((range) => inRange(range.onDay && day !== undefined ? day : row[field], range));
  };
}

function likePredicate(field: string, value: unknown): Predicate | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidFilter(`${field}.like`, 'expected a string');
  const needle = value.trim().toLowerCase();
  if (needle === '') return undefined;
  return (row) => {
    const cell = row[field];
    return (typeof cell === 'string' || typeof cell === 'number') && String(cell).toLowerCase().includes(needle);
  };
}

/**
 * An operator object of a filter: `{ gte, gt, lte, lt }` (any of them) or `{ like }`.
 * Null or blank operands mean "no constraint" (a cleared range input); undefined when nothing
 * constrains at all. With `localDay` (an instant column of a zoned table), a whole-day bound
 * ('2026-10-31') means that day where the row lives, not in UTC.
 */
export function operatorPredicate(field: string, operators: Record<string, unknown>, localDay?: LocalDay): Predicate | undefined {
  const predicates: Predicate[] = [];
  const ranges: Range[] = [];
  for (const [operator, bound] of Object.entries(operators)) {
    if (operator === 'like') {
      const like = likePredicate(field, bound);
      if (like) predicates.push(like);
      continue;
    }
    if (!RANGE_OPERATORS.some((known) => known === operator)) {
      throw invalidFilter(field, `unknown operator ${operator}; expected gte, gt, lte, lt or like`);
    }
    if (bound === null || bound === undefined || bound === '') continue;
    if (typeof bound !== 'number' && typeof bound !== 'string') {
      throw invalidFilter(`${field}.${operator}`, 'expected a number or a string');
    }
    const onDay = typeof bound === 'string' && WHOLE_DAY.test(bound);
    // A bound shaped like a day must be one: '2026-02-30' is not compared as if it were 2 March.
    if (onDay && !isDay(bound)) throw invalidFilter(`${field}.${operator}`, `not a real day: ${bound}`);
    ranges.push({ operator: operator as RangeOperator, bound, onDay });
  }
  if (ranges.length > 0) predicates.push(rangePredicate(field, ranges, localDay));
  if (predicates.length === 0) return undefined;
  return (row) => predicates.every((predicate) => predicate(row));
}
