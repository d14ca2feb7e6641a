import type { UserRecord } from '../users.ts';
import type { LocalDay, Row, Table } from '../core/tables/Table.ts';
import { presentRow, type StoreNames } from './storeNames.ts';
import { zonedLocalDay, type Zoning } from './zoning.ts';

/** Which rows a user reaches (by parent business or company; see PageState). */
export type Reach = (user: UserRecord) => (row: Row) => boolean;

/**
 * The records of one list page. Read through the filter engine like any table; written only
 * through PageState (validation, permissions, history), so it offers no devControl writer.
 * The seed is drawn on first use: a database that never opens a list never builds them.
 */
export class PageTable implements Table {
  readonly columns: readonly string[];
  private loaded: Map<string, Row> | undefined;
  private seeded: readonly Row[] = [];
  private snapshot: Row[] | undefined;
  /** The store names' revision the snapshot was presented at. */
  private presentedAt = 0;
  private counter = 0;
  private width = 6;
  /** Brings in what another world writes to this list before it is read (see readThrough). */
  private refresh: (() => void) | undefined;

  constructor(
    columns: readonly string[],
    private readonly prefix: string,
    readonly reach: Reach,
    private readonly seed: () => readonly Row[],
    private readonly names?: StoreNames,
    private readonly zoning?: Zoning,
  ) {
    this.columns = ['did', ...columns.filter((column) => column !== 'did')];
  }

  /** Whole-day filters on a datetime column mean the day at the record's store. */
  localDay(field: string): LocalDay | undefined {
    return zonedLocalDay(this.zoning, field);
  }

  private get records(): Map<string, Row> {
    return this.load();
  }

  private load(): Map<string, Row> {
    if (!this.loaded) {
      const rows = this.seed();
      // Seeded rows are built for the table and never touched again; writes (put) freeze theirs.
      this.seeded = rows;
      this.loaded = new Map(rows.map((row) => [row.did, row]));
      this.counter = this.loaded.size;
      // New dids look like the seeded ones (cs-0063 after cs-0062).
      const first = rows[0]?.did ?? '';
      if (first.startsWith(`${this.prefix}-`)) this.width = first.length - this.prefix.length - 1;
    }
    return this.loaded;
  }

  /** Rows another world keeps in this list (the monitor's alarms) are brought up to date before each read. */
  readThrough(refresh: () => void): void {
    this.refresh = refresh;
  }

  rows(user: UserRecord): readonly Row[] {
    return this.all().filter(this.reach(user));
  }

  /** Every record, whoever reaches it (seed checks, determinism), with its store's name as it is now. */
  all(): readonly Row[] {
    this.refresh?.();
    const revision = this.names?.revision() ?? 0;
    if (!this.snapshot || revision !== this.presentedAt) {
      this.snapshot = [...this.records.values()].map((row) => this.present(row));
      this.presentedAt = revision;
    }
    return this.snapshot;
  }

  private present(row: Row): Row {
    return this.names ? presentRow(row, this.names) : row;
  }

  /** The records as seeded, whatever was written since (their seeded history). */
  seedRows(): readonly Row[] {
    this.load();
    return this.seeded;
  }

  /** The record if the user reaches it (out of reach and unknown look the same). */
  find(user: UserRecord, did: string): Row | undefined {
    this.refresh?.();
    const row = this.records.get(did);
    return row && this.reach(user)(row) ? this.present(row) : undefined;
  }

  nextDid(): string {
    const records = this.records;
    let did: string;
    do {
      this.counter += 1;
      did = `${this.prefix}-${String(this.counter).padStart(this.width, '0')}`;
    } while (records.has(did));
    return did;
  }

  /** Adds or replaces a record; rows are replaced, never mutated (the engine caches by identity). */
  put(row: Row): void {
    this.records.set(row.did, Object.freeze({ ...row }));
    this.snapshot = undefined;
  }

  remove(did: string): void {
    this.records.delete(did);
    this.snapshot = undefined;
  }
}
