import type { Paged } from '../../../../../src/api/types.ts';
import type { UserRecord } from '../../users.ts';
import { compileFilter } from './match.ts';
import type { Row, Table } from './Table.ts';
import { fieldRefusal, unknown } from '../shapeErrors.ts';

/** Largest page and largest listall answer. */
export const MAX_PAGESIZE = 100000;

export type SortOrder = Record<string, 'asc' | 'desc'>;

/** What to pick from a table (shapes already validated by parse.ts). */
export interface Selection {
  filter?: Record<string, unknown>;
  sort?: SortOrder;
  columns?: string[];
}

export interface PageRequest extends Selection {
  page: number;
  pagesize: number;
}

/** Type order for mixed columns: numbers, strings, booleans, anything else, then missing. */
function rank(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return 0;
    case 'string':
      return 1;
    case 'boolean':
      return 2;
    case 'undefined':
      return 4;
    default:
      return value === null ? 4 : 3;
  }
}

/** Deterministic order: numbers numerically, strings by code unit (no locale, no ICU drift). */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : 1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return 0;
}

function comparator(sort: SortOrder, columns: ReadonlySet<string>): (a: Row, b: Row) => number {
  const keys = Object.entries(sort).map(([field, direction]) => {
    if (!columns.has(field)) throw fieldRefusal(`unknown sort field: ${field}`, field, unknown);
    return { field, sign: direction === 'desc' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { field, sign } of keys) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return sign * order;
    }
    // Ties fall back to did, so every answer has one order whatever the storage order.
    return a.did < b.did ? -1 : a.did > b.did ? 1 : 0;
  };
}

function checkColumns(columns: readonly string[] | undefined, known: ReadonlySet<string>): void {
  for (const column of columns ?? []) {
    if (!known.has(column)) throw fieldRefusal(`unknown column: ${column}`, column, unknown);
  }
}

/** The records of a table the user reaches that match the filter, sorted (default by did). */
export function select(table: Table, user: UserRecord, selection: Selection): Row[] {
  const known = new Set(table.columns);
  // Validate everything before touching the rows: a bad request fails the same on any data.
  checkColumns(selection.columns, known);
  const matches = compileFilter(selection.filter ?? {}, known, (field) => table.localDay?.(field));
  const compare = comparator(selection.sort ?? {}, known);
  return table.rows(user).filter(matches).sort(compare);
}

/** Copies of the rows, cut down to `columns` when some are given (an empty list means all). */
export function project(rows: readonly Row[], columns: readonly string[] | undefined): Row[] {
  if (!columns || columns.length === 0) return rows.map((row) => ({ ...row }));
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const column of columns) if (column in row) out[column] = row[column];
    return out as Row;
  });
}

/** One page (1-based) of the selection; a page past the end is empty, not an error. */
export function queryTable(table: Table, user: UserRecord, request: PageRequest): Paged<Row> {
  const rows = select(table, user, request);
  const start = (request.page - 1) * request.pagesize;
  const data = project(rows.slice(start, start + request.pagesize), request.columns);
  return { data, total: rows.length, page: request.page, pagesize: request.pagesize };
}

/** Every matching record, capped at MAX_PAGESIZE. */
export function listAllTable(table: Table, user: UserRecord, selection: Selection): Row[] {
  return project(select(table, user, selection).slice(0, MAX_PAGESIZE), selection.columns);
}

/** One record the user reaches, or undefined (unknown and out-of-reach look the same). */
export function findInTable(table: Table, user: UserRecord, did: string): Row | undefined {
  const row = table.rows(user).find((entry) => entry.did === did);
  return row ? { ...row } : undefined;
}
