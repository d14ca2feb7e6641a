import type { UserRecord } from '../../users.ts';
import { unknownPid } from '../shapeErrors.ts';

/**
 * One record of a table: flat JSON, keyed by `did`. Tables treat rows as immutable (writes
 * replace the object), which lets the engine cache per-row work such as keyword haystacks.
 */
export type Row = { readonly did: string; readonly [field: string]: unknown };

/** Fields of a devControl `cmd` (already known to be a JSON object). */
export type CmdFields = Record<string, unknown>;

/** A row's local day ('YYYY-MM-DD') of an instant column; undefined when the cell holds no instant. */
export type LocalDay = (row: Row) => string | undefined;

/** What devControl may do to a writable table; each method checks ownership itself. */
export interface TableWriter {
  /** Adds a record from `cmd`; returns the did the server assigned. */
  create(user: UserRecord, cmd: CmdFields): string;
  /** Partial update of a record the user owns. */
  set(user: UserRecord, did: string, cmd: CmdFields): void;
  /** Removes a record the user owns. */
  remove(user: UserRecord, did: string): void;
}

/** A pid's records as the filter service serves them. */
export interface Table {
  /** Every column a record may have: projections, sorts and filters are checked against it. */
  readonly columns: readonly string[];
  /** The records the user reaches, in any order (answers are always sorted). */
  rows(user: UserRecord): readonly Row[];
  /** Present only on tables users may change through devControl. */
  readonly writer?: TableWriter;
  /**
   * For an instant-valued column, the day of a row's instant where the row lives (its store's
   * zone): whole-day filter bounds ('YYYY-MM-DD') compare with it. Tables without it compare as text.
   */
  localDay?(field: string): LocalDay | undefined;
}

/** Views typed records (interfaces have no index signature) as rows. */
export function asRows<T extends { did: string }>(records: readonly T[]): readonly Row[] {
  return records as unknown as readonly Row[];
}

/** Every key any record has, `did` first, then in first-seen order. */
export function columnsOf(records: readonly Row[]): string[] {
  const seen = new Set<string>(['did']);
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}

export interface StaticTableOptions<T> {
  /** Default: every key of the records. Give it when the table may start empty. */
  columns?: readonly string[];
  /** Which records a user reaches; default every record. */
  reach?: (user: UserRecord, record: T) => boolean;
}

/**
 * A read-only table over a fixed list: `registry.register(pid, staticTable(records))`.
 * The list is kept as given (not copied), so build it once.
 */
export function staticTable<T extends { did: string }>(records: readonly T[], options: StaticTableOptions<T> = {}): Table {
  const rows = asRows(records);
  const { reach } = options;
  return {
    columns: options.columns ?? columnsOf(rows),
    rows: reach ? (user) => records.filter((record) => reach(user, record)) as unknown as readonly Row[] : () => rows,
  };
}

/** A read-only table whose records are computed per user (small, reach-dependent lists). */
export function computedTable<T extends { did: string }>(columns: readonly string[], rows: (user: UserRecord) => readonly T[]): Table {
  return { columns, rows: (user) => asRows(rows(user)) };
}

/** The tables of the filter service, by pid. */
export class TableRegistry {
  private readonly tables = new Map<string, Table>();

  /** Adds (or replaces) the table of a pid; chainable. */
  register(pid: string, table: Table): this {
    this.tables.set(pid, table);
    return this;
  }

  get(pid: string): Table | undefined {
    return this.tables.get(pid);
  }

  /** The table of a pid, or a BadRequest naming the pid. */
  require(pid: string): Table {
    const table = this.tables.get(pid);
    if (!table) throw unknownPid(pid);
    return table;
  }

  pids(): string[] {
    return [...this.tables.keys()];
  }
}
