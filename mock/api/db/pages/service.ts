import type { AddResult, DeleteResult, ImportResult, SearchColumnValue, TreeNode } from '../../../../src/api/pageConfig.ts';
import type { Paged } from '../../../../src/api/types.ts';
import { BadRequest } from '../../envelope.ts';
import { queryTable, type PageRequest, type Selection } from '../core/tables/engine.ts';
import type { Row } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import type { PageEntry, PageState } from './PageState.ts';
import type { ParsedAdd } from './parse.ts';
import { buildTree, distinctValues } from './reads.ts';
import { addRecord, deleteRecords, importRecords, updateRecord, type WriteEnv } from './writes.ts';
import { iso } from '../core/clock/time.ts';

/** The list log every export and import is written to. */
export const TRANSFER_LOG_PID = 'p-import-export-log';

/** The filter-service calls on list pages: permission first, then the work. */
export class PageService {
  constructor(
    private readonly state: PageState,
    private readonly now: () => number,
  ) {}

  private env(user: UserRecord): WriteEnv {
    return { now: this.now, links: this.state.links(user), author: (u) => ({ userdid: u.did, username: u.nickname }) };
  }

  add(user: UserRecord, body: ParsedAdd): AddResult | ImportResult {
    const entry = this.state.require(body.pid);
    if ('records' in body) {
      this.state.authorize(user, body.pid, 'import');
      const dids = importRecords(entry, user, body.records, this.env(user));
      this.logTransfer(user, entry, 'import', dids.length);
      return { dids, count: dids.length };
    }
    this.state.authorize(user, body.pid, entry.def.addAction ?? 'add');
    return { did: addRecord(entry, user, body.cmd, this.env(user)) };
  }

  update(user: UserRecord, pid: string, did: string, cmd: Record<string, unknown>): AddResult {
    const entry = this.state.require(pid);
    this.state.authorize(user, pid, 'edit');
    updateRecord(entry, user, did, cmd, this.env(user));
    return { did };
  }

  remove(user: UserRecord, pid: string, dids: string[]): DeleteResult {
    const entry = this.state.require(pid);
    this.state.authorize(user, pid, 'delete');
    deleteRecords(entry, user, dids, this.env(user));
    return { dids };
  }

  /** A list needs export; a history needs history and the list's export. */
  export(user: UserRecord, pid: string, request: PageRequest): Paged<Row> {
    const entry = this.state.entry(pid);
    const base = this.state.historyBase(pid);
    if (entry) this.state.authorize(user, pid, 'export');
    if (base) {
      this.state.authorize(user, base.pid, 'history');
      this.state.authorize(user, base.pid, 'export');
    }
    const page = queryTable(this.state.table(pid), user, request);
    // One log line per export, written with its first page.
    if (entry && request.page === 1) this.logTransfer(user, entry, 'export', page.total);
    return page;
  }

  searchColumn(user: UserRecord, pid: string, column: string, selection: Selection, keyword: string | undefined, limit: number): SearchColumnValue[] {
    this.state.authorizeRead(user, pid);
    return distinctValues(this.state.table(pid), user, column, selection, keyword, limit);
  }

  treeGraph(user: UserRecord, pid: string): TreeNode[] {
    const entry = this.state.require(pid);
    this.state.authorizeRead(user, pid);
    const tree = entry.def.tree;
    if (!tree) throw new BadRequest(`no tree for pid: ${pid}`);
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
