import type { UserRecord } from '../../users.ts';
import { validateCmd, type Schema } from './schema.ts';
import type { CmdFields, Row, Table, TableWriter } from './Table.ts';
import { notFound } from '../notFound.ts';
import { invalidField } from '../shapeErrors.ts';

export interface OwnedTableOptions {
  /** Server-assigned dids are `${prefix}-000001`, `${prefix}-000002`… */
  prefix: string;
  schema: Schema;
  /** The field holding the owning user's did; users see and change only their own rows. */
  owner: string;
  /** A field the server sets to the ISO time of every write. */
  stamp?: { field: string; now: () => number };
  /** Seed records (dids included). */
  records?: readonly Row[];
}

/**
 * A writable table of per-user records (habits, bookmarks…): the reach of a user is exactly
 * the rows whose owner field is the user's did, and devControl may create, set and delete them.
 */
export class OwnedTable implements Table, TableWriter {
  readonly columns: readonly string[];
  readonly writer: TableWriter = this;
  private readonly byOwner = new Map<string, Map<string, Row>>();
  private readonly owners = new Map<string, string>();
  private counter = 0;

  constructor(private readonly options: OwnedTableOptions) {
    const stamp = options.stamp ? [options.stamp.field] : [];
    this.columns = ['did', ...Object.keys(options.schema), ...stamp];
    for (const record of options.records ?? []) this.store(record);
  }

  rows(user: UserRecord): readonly Row[] {
    return [...(this.byOwner.get(user.did)?.values() ?? [])];
  }

  create(user: UserRecord, cmd: CmdFields): string {
    const fields = validateCmd(this.options.schema, cmd, 'create', this.ignored());
    this.checkOwner(user, fields);
    const did = this.nextDid();
    this.store({ ...fields, ...this.stamp(), did });
    return did;
  }

  set(user: UserRecord, did: string, cmd: CmdFields): void {
    const current = this.owned(user, did);
    if (cmd.did !== undefined && cmd.did !== did) throw invalidField('cmd.did', 'does not match did');
    const fields = validateCmd(this.options.schema, cmd, 'set', this.ignored());
    this.checkOwner(user, fields);
    this.store({ ...current, ...fields, ...this.stamp(), did });
  }

  remove(user: UserRecord, did: string): void {
    this.owned(user, did);
    this.byOwner.get(user.did)?.delete(did);
    this.owners.delete(did);
  }

  /** did and the stamp are the server's; clients may echo them back, and they are ignored. */
  private ignored(): string[] {
    return ['did', ...(this.options.stamp ? [this.options.stamp.field] : [])];
  }

  private checkOwner(user: UserRecord, fields: CmdFields): void {
    const owner = fields[this.options.owner];
    if (owner !== undefined && owner !== user.did) {
      throw invalidField(`cmd.${this.options.owner}`, 'must be the signed-in user\'s did');
    }
  }

  /** The user's record, or 'no such record' (another user's record does not exist for them). */
  private owned(user: UserRecord, did: string): Row {
    const record = this.byOwner.get(user.did)?.get(did);
    if (!record) throw notFound('record');
    return record;
  }

  private stamp(): CmdFields {
    const { stamp } = this.options;
    return stamp ? { [stamp.field]: new Date(stamp.now()).toISOString() } : {};
  }

  private nextDid(): string {
    let did: string;
    do {
      this.counter += 1;
      did = `${this.options.prefix}-${String(this.counter).padStart(6, '0')}`;
    } while (this.owners.has(did));
    return did;
  }

  private store(record: Row): void {
    const owner = String(record[this.options.owner] ?? '');
    let rows = this.byOwner.get(owner);
    if (!rows) {
      rows = new Map();
      this.byOwner.set(owner, rows);
    }
    // Rows are replaced, never mutated: the engine caches per-row work by identity.
    rows.set(record.did, Object.freeze({ ...record }));
    this.owners.set(record.did, owner);
  }
}
