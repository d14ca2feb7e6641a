import { numeric, operatorPredicate } from './operators.ts';
import type { LocalDay, Row } from './Table.ts';
import { fieldRefusal, invalidFilter, unknown } from '../shapeErrors.ts';

/** Filter key matched against every string field rather than a column. */
export const KEYWORD = 'keyword';

type Scalar = string | number | boolean;
type Predicate = (row: Row) => boolean;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * Equality with one coercion: a number and a numeric string match when they denote the same
 * number (query strings and form inputs send '0' for 0). Strings compare exactly otherwise.
 */
export function matchesValue(recordValue: unknown, wanted: Scalar): boolean {
  if (recordValue === wanted) return true;
  if (typeof recordValue === 'number' && typeof wanted === 'string') return numeric(wanted) === recordValue;
  if (typeof recordValue === 'string' && typeof wanted === 'number') return numeric(recordValue) === wanted;
  return false;
}

/** "One of" a list, with the same coercion as matchesValue and Set lookups for long lists. */
function oneOf(field: string, values: readonly Scalar[]): Predicate {
  const exact = new Set<unknown>(values);
  const givenAsNumbers = new Set<number>();
  const givenAsStrings = new Set<number>();
  for (const value of values) {
    if (typeof value === 'number') givenAsNumbers.add(value);
    else if (typeof value === 'string') {
      const n = numeric(value);
      if (n !== undefined) givenAsStrings.add(n);
    }
  }
  return (row) => {
    const value = row[field];
    if (exact.has(value)) return true;
    if (typeof value === 'number') return givenAsStrings.has(value);
    if (typeof value === 'string' && givenAsNumbers.size > 0) {
      const n = numeric(value);
      return n !== undefined && givenAsNumbers.has(n);
    }
    return false;
  };
}

// Rows are immutable, so a row's lower-cased text never goes stale.
const haystacks = new WeakMap<Row, string>();

function haystackOf(row: Row): string {
  let text = haystacks.get(row);
  if (text === undefined) {
    text = Object.values(row)
      .filter((value): value is string => typeof value === 'string')
      .join('\u0000')
      .toLowerCase();
    haystacks.set(row, text);
  }
  return text;
}

function keywordPredicate(value: unknown): Predicate | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidFilter(KEYWORD, 'expected a string');
  const needle = value.trim().toLowerCase();
  if (needle === '') return undefined;
  return (row) => haystackOf(row).includes(needle);
}

const EXPECTED = 'expected a string, number, boolean, an array of them, or an object of gte, gt, lte, lt or like';

/**
 * Compiles a filter into one predicate. Each entry is a column equal to a value, or to one of
 * an array of values, or an operator object (ranges, substring: operators.ts); null means
 * "no constraint" (a cleared input); `keyword` matches any string field, case-insensitively,
 * as a substring. `localDay` gives a table's instant columns, whose whole-day bounds are local days.
 */
export function compileFilter(
  filter: Record<string, unknown>,
  columns: ReadonlySet<string>,
  localDay: (field: string) => LocalDay | undefined = () => undefined,
): Predicate {
  const predicates: Predicate[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field === KEYWORD && !columns.has(KEYWORD)) {
      const keyword = keywordPredicate(value);
      if (keyword) predicates.push(keyword);
      continue;
    }
    if (!columns.has(field)) throw fieldRefusal(`unknown filter field: ${field}`, field, unknown);
    if (value === null || value === undefined) continue;
    if (isScalar(value)) {
      predicates.push((row) => matchesValue(row[field], value));
    } else if (Array.isArray(value) && value.every(isScalar)) {
      predicates.push(oneOf(field, value));
    } else if (typeof value === 'object' && !Array.isArray(value)) {
      const predicate = operatorPredicate(field, value as Record<string, unknown>, localDay(field));
      if (predicate) predicates.push(predicate);
    } else {
      throw invalidFilter(field, EXPECTED);
    }
  }
  if (predicates.length === 0) return () => true;
  if (predicates.length === 1) return predicates[0] as Predicate;
  return (row) => predicates.every((predicate) => predicate(row));
}
