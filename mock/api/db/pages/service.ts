import type { AddResult, DeleteResult, ImportResult, SearchColumnValue, TreeNode } from '../../../../src/api/pageConfig.ts';
import type { Paged } from '../../../../src/api/types.ts';
import { queryTable, type PageRequest, type Selection } from '../core/tables/engine.ts';
import type { Row } from '../core/tables/Table.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import type { WriteSpec, Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import type { PageEntry, PageState } from './PageState.ts';
import type { ParsedAdd } from './parse.ts';
import { buildTree, distinctValues } from './reads.ts';
import { addRecord, deleteRecords, importRecords, updateRecord, type WriteEnv } from './writes.ts';
import { iso } from '../core/clock/time.ts';
import { keyedRefusal, said } from '../core/said.ts';

/** The list log every export and import is written to. */
export const TRANSFER_LOG_PID = 'p-import-export-log';

/** The filter-service calls on list pages: permission first, then the work. */
export class PageService {
  constructor(
    private readonly state: PageState,
    private readonly now: () => number,
    private readonly writes: Writes,
    /** A domain's additions to a new record of a page (see WriteEnv.prepare). */
    private readonly prepare?: (user: UserRecord, page: string, record: Row) => Row,
    /** A domain's rule over the writes of its lists (see WriteEnv.own) and the audit's name of an update it moves. */
    private readonly rule?: { own: NonNullable<WriteEnv['own']>; op: (page: string, current: Row | undefined, cmd: Record<string, unknown>) => string | undefined },
  ) {}

  /** A record as a resource: reached only through the list pids (aliases share a table) whose dids it bears. */
  private ref(did: string): ResourceRef {
    const pages = this.state.listPids().filter((pid) => did.startsWith(`${this.state.require(pid).def.prefix}-`));
    return { type: 'record', id: did, ...(pages.length > 0 ? { pages } : {}) };
  }

  private spec(pid: string, needs: WriteSpec['needs'], op: string, resource: ResourceRef, detail: Record<string, unknown> = {}): WriteSpec {
    return { pid, needs, area: 'records', op, resource, detail };
  }

  /** A record as stored (any reach), the audit's before and after. */
  private row(entry: PageEntry, did: string): Row | null {
    const row = entry.table.all().find((r) => r.did === did);
    return row ? structuredClone(row) : null;
  }

  private env(user: UserRecord): WriteEnv {
    const { prepare, rule } = this;
    return {
      now: this.now,
      links: this.state.links(user),
      author: (u) => ({ userdid: u.did, username: u.nickname }),
      ...(prepare ? { prepare: (page: string, record: Row) => prepare(user, page, record) } : {}),
      ...(rule ? { own: rule.own } : {}),
    };
  }

  add(user: UserRecord, body: ParsedAdd): AddResult | ImportResult {
    const entry = this.state.require(body.pid);
    if ('records' in body) {
      const records = body.records;
      return this.writes.run(user, this.spec(body.pid, 'import', 'import', { type: 'record', id: '' }, { rows: records.length }), () => {
        const dids = importRecords(entry, user, records, this.env(user));
        this.logTransfer(user, entry, 'import', dids.length);
        return { answer: { dids, count: dids.length }, target: dids.join(','), after: dids.map((did) => this.row(entry, did)) };
      });
    }
    const cmd = body.cmd;
    return this.writes.run(user, this.spec(body.pid, entry.def.addAction ?? 'add', 'add', { type: 'record', id: '' }, { cmd }), () => {
      const did = addRecord(entry, user, cmd, this.env(user));
      return { answer: { did }, target: did, after: this.row(entry, did) };
    });
  }

  update(user: UserRecord, pid: string, did: string, cmd: Record<string, unknown>): AddResult {
    const entry = this.state.require(pid);
    // A ticket's move is audited by its name (ticket-reopen…), the history's entry as any update.
    const op = this.rule?.op(entry.def.name, entry.table.find(user, did), cmd) ?? 'update';
    return this.writes.run(user, { ...this.spec(pid, 'edit', op, this.ref(did), { cmd }), before: () => this.row(entry, did) }, () => {
      updateRecord(entry, user, did, cmd, this.env(user));
      return { answer: { did }, after: this.row(entry, did) };
    });
  }

  remove(user: UserRecord, pid: string, dids: string[]): DeleteResult {
    const entry = this.state.require(pid);
    const refs = dids.map((did) => this.ref(did));
    // Bound to the first did another list owns, if any (dids of no list are the writes' to refuse).
    const stray = refs.find((r) => r.pages && !r.pages.includes(pid));
    const resource = stray ?? { type: 'record', id: dids.join(',') };
    return this.writes.run(user, { ...this.spec(pid, 'delete', 'delete', resource), before: () => dids.map((did) => this.row(entry, did)) }, () => {
      deleteRecords(entry, user, dids, this.env(user));
      return { answer: { dids }, after: null };
    });
  }

  /** A list needs export; a history needs history and the list's export. */
  export(user: UserRecord, pid: string, request: PageRequest): Paged<Row> {
    const entry = this.state.entry(pid);
    const base = this.state.historyBase(pid);
    if (base) this.state.authorize(user, base.pid, 'history');
    const read = () => queryTable(this.state.table(pid), user, request);
    if (!entry && !base) return read();
    // One audit entry and one log line per export, with its first page.
    if (request.page !== 1) {
      this.state.authorize(user, base?.pid ?? pid, 'export');
      return read();
    }
    return this.writes.run(user, this.spec(base?.pid ?? pid, 'export', 'export', { type: 'records', id: pid }), () => {
      const page = read();
      if (entry) this.logTransfer(user, entry, 'export', page.total);
      return { answer: page, detail: { pid, rows: page.total }, after: { rows: page.total } };
    });
  }

  searchColumn(user: UserRecord, pid: string, column: string, selection: Selection, keyword: string | undefined, limit: number): SearchColumnValue[] {
    this.state.authorizeRead(user, pid);
    return distinctValues(this.state.table(pid), user, column, selection, keyword, limit);
  }

  treeGraph(user: UserRecord, pid: string): TreeNode[] {
    const entry = this.state.require(pid);
    this.state.authorizeRead(user, pid);
    const tree = entry.def.tree;
    if (!tree) throw keyedRefusal(said(`no tree for pid: ${pid}`, 'request.unknownPid', { pid }));
    return buildTree(entry.table.rows(user), tree.parentField, tree.labelField);
  }

  /** One line in the import/export log of the user's company. */
  private logTransfer(user: UserRecord, entry: PageEntry, type: 'import' | 'export', rows: number): void {
    const log = this.state.entry(TRANSFER_LOG_PID);
    if (!log) return;
    const time = this.now();
    log.table.put({
      did: log.table.nextDid(),
      type,
      pagename: entry.title.zh,
      targetpid: entry.pid,
      filename: `${entry.title.zh}_${iso(time).slice(0, 10).replace(/-/g, '')}.xlsx`,
      rowcount: rows,
      status: 'success',
      operatedby: user.nickname,
      createtime: iso(time),
      companyid: user.companyid,
    });
  }
}
