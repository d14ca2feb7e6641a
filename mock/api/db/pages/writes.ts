import type { FieldError, HistoryAction, ValidationFailure } from '../../../../src/api/pageConfig.ts';
import { BadRequest } from '../../envelope.ts';
import type { Row } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import type { PageDefinition } from './definition.ts';
import { diff, type Author, type HistoryLog } from './history.ts';
import type { PageTable } from './PageTable.ts';
import { validateRecord, type LinkResolver } from './validate.ts';
import { compactDay, iso } from '../core/clock/time.ts';
import { notFound } from '../core/notFound.ts';
import { atMost, invalidField } from '../core/shapeErrors.ts';

/** Add, import, update and delete on a list page, each recorded in its history. */

export interface WriteEnv {
  now: () => number;
  links: LinkResolver;
  author: (user: UserRecord) => Author;
  /** What a domain adds to a new record of a page before it is stored (the ticket desk routes new fault tickets). */
  prepare?: (page: string, record: Row) => Row;
  /** The fields a domain's rule sets on a write, or its refusal (the ticket desk: the state's moves and stamped times). */
  own?: (page: string, current: Row | undefined, cmd: Record<string, unknown>) => Record<string, unknown>;
}

export interface PageStore {
  def: PageDefinition;
  table: PageTable;
  history: HistoryLog;
  /** Serial numbers handed out since the reset. */
  serials: { n: number };
}

/** Largest import, in records. */
export const MAX_IMPORT = 5000;

function invalid(errors: FieldError[]): BadRequest {
  const first = errors[0];
  const where = first?.row !== undefined ? `records[${first.row}]: ` : '';
  const failure: ValidationFailure = { errors: errors.slice(0, 200) };
  return new BadRequest(`${where}${first?.message ?? 'invalid record'}`, undefined, failure);
}

function fieldNames(def: PageDefinition): string[] {
  return def.fields.map((f) => f.field);
}

/** Fills what the form does not give: linked copies, company, stamps, serial, derived fields. */
function complete(store: PageStore, user: UserRecord, base: Record<string, unknown>, fields: Record<string, unknown>, env: WriteEnv, creating: boolean): Row {
  const row: Record<string, unknown> = { ...base, ...fields };
  for (const def of store.def.fields) {
    const link = def.form?.link;
    if (!link?.copy || !(def.field in fields)) continue;
    const linked = env.links.record(link.pid, String(fields[def.field]));
    for (const [target, source] of Object.entries(link.copy)) row[target] = linked?.[source] ?? '';
  }
  const names = new Set(fieldNames(store.def));
  const now = iso(env.now());
  if (creating) {
    if (store.def.scope === 'company') row.companyid = user.companyid;
    if (store.def.creator) row[store.def.creator] = user.nickname;
    if (names.has('createtime')) row.createtime = now;
    const serial = store.def.serial;
    if (serial) {
      store.serials.n += 1;
      row[serial.field] = `${serial.prefix}${compactDay(env.now())}${String(store.serials.n).padStart(4, '0')}`;
    }
  }
  if (names.has('updatetime')) row.updatetime = now;
  Object.assign(row, store.def.derive?.(row) ?? {});
  return row as Row;
}

/** Every column present, so new records look like seeded ones (empty text, null numbers). */
function blankRecord(def: PageDefinition, did: string): Record<string, unknown> {
  const out: Record<string, unknown> = { did };
  for (const field of def.fields) {
    out[field.field] = field.type === 'number' || field.type === 'money' ? null : field.type === 'boolean' ? false : '';
  }
  return out;
}

function draft(store: PageStore, user: UserRecord, cmd: Record<string, unknown>, env: WriteEnv, row?: number): Row | FieldError[] {
  const own = env.own?.(store.def.name, undefined, cmd) ?? {};
  const { fields, errors } = validateRecord(store.def.fields, cmd, 'create', env.links);
  if (errors.length > 0) return row === undefined ? errors : errors.map((e) => ({ ...e, row }));
  const completed = complete(store, user, blankRecord(store.def, ''), { ...fields, ...own }, env, true);
  const record = env.prepare ? env.prepare(store.def.name, completed) : completed;
  if (!store.table.reach(user)(record)) {
    const field = store.def.scope === 'business' ? 'parentbusinessdid' : 'companyid';
    const error: FieldError = { field, rule: 'link', messageKey: 'validation.link', message: `invalid field: ${field} (not one you reach)` };
    return [row === undefined ? error : { ...error, row }];
  }
  return record;
}

function insert(store: PageStore, record: Row, action: HistoryAction, user: UserRecord, env: WriteEnv): string {
  const did = store.table.nextDid();
  const row = { ...record, did };
  store.table.put(row);
  store.history.append(row, action, env.author(user), iso(env.now()), diff(undefined, row, fieldNames(store.def)));
  return did;
}

export function addRecord(store: PageStore, user: UserRecord, cmd: Record<string, unknown>, env: WriteEnv): string {
  const record = draft(store, user, cmd, env);
  if (Array.isArray(record)) throw invalid(record);
  return insert(store, record, 'add', user, env);
}

/** All or nothing: one bad row refuses the whole import, with every row's errors. */
export function importRecords(store: PageStore, user: UserRecord, records: readonly Record<string, unknown>[], env: WriteEnv): string[] {
  if (records.length === 0) throw invalidField('records', 'expected at least one record');
  if (records.length > MAX_IMPORT) throw invalidField('records', `at most ${MAX_IMPORT} records`, atMost(MAX_IMPORT));
  const drafts = records.map((cmd, row) => draft(store, user, cmd, env, row));
  const errors = drafts.filter(Array.isArray).flat();
  if (errors.length > 0) throw invalid(errors);
  return (drafts as Row[]).map((record) => insert(store, record, 'import', user, env));
}

export function updateRecord(store: PageStore, user: UserRecord, did: string, cmd: Record<string, unknown>, env: WriteEnv): void {
  const current = store.table.find(user, did);
  if (!current) throw notFound('record');
  if (cmd.did !== undefined && cmd.did !== did) throw invalidField('cmd.did', 'does not match did');
  const own = env.own?.(store.def.name, current, cmd) ?? {};
  const { fields, errors } = validateRecord(store.def.fields, cmd, 'update', env.links, current);
  if (errors.length > 0) throw invalid(errors);
  const next = complete(store, user, current, { ...fields, ...own }, env, false);
  const changes = diff(current, next, fieldNames(store.def).filter((field) => field !== 'updatetime'));
  // Nothing changed: no new stamp, no history entry.
  if (changes.length === 0) return;
  store.table.put(next);
  store.history.append(next, 'update', env.author(user), iso(env.now()), changes);
}

/** Deletes every did or none (an unknown or out-of-reach did refuses the lot). */
export function deleteRecords(store: PageStore, user: UserRecord, dids: readonly string[], env: WriteEnv): void {
  const rows = dids.map((did) => {
    const row = store.table.find(user, did);
    if (!row) throw notFound('record', did);
    return row;
  });
  for (const row of rows) {
    store.table.remove(row.did);
    store.history.append(row, 'delete', env.author(user), iso(env.now()), diff(row, undefined, fieldNames(store.def)));
  }
}
