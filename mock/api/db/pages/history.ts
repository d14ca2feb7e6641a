import type { FilterFieldConfig, HistoryAction, HistoryChange, HistoryEntry, PageConfig } from '../../../../src/api/pageConfig.ts';
import type { LocalDay, Row, Table } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import { columnOf, filterOf } from './definition.ts';
import { choice, datetime, optionSet, ref, text } from './fields.ts';
import type { Reach } from './PageTable.ts';
import type { SeededChange } from './seedHistory.ts';
import { zonedLocalDay, type ZoneOf, type Zoning } from './zoning.ts';

/** The change records of one list (`<pid>-history`): HistoryEntry rows plus the record's scope. */

const SCOPE = ['parentbusinessdid', 'businessdid', 'companyid'] as const;

export const HISTORY_ACTION = optionSet('historyAction', [
  ['add', 'Added', '新增'],
  ['update', 'Updated', '修改'],
  ['delete', 'Deleted', '删除'],
  ['import', 'Imported', '导入'],
]);

const HISTORY_FIELDS = [
  datetime('time', 'Time', '时间', { filter: 'dateRange' }),
  text('username', 'Changed by', '操作人', { width: 120, filter: 'select' }),
  choice('action', 'Action', '操作', HISTORY_ACTION, { filter: 'select' }),
  ref('recorddid', 'Record ID', '记录ID', { visible: true }),
  ref('userdid', 'User ID', '用户ID'),
];

export interface Author {
  userdid: string;
  username: string;
}

/** A history pid's entries; the seeded ones are drawn on first use, after the page's records. */
export class HistoryLog implements Table {
  readonly columns: readonly string[] = ['did', 'pid', 'recorddid', 'action', 'userdid', 'username', 'time', 'changes', ...SCOPE];
  private loaded: Row[] | undefined;
  private readonly prefix: string;
  private readonly zoning: Zoning | undefined;

  constructor(
    private readonly pid: string,
    prefix: string,
    private readonly reach: Reach,
    private readonly seed: () => readonly SeededChange[],
    zoneOf?: ZoneOf,
  ) {
    this.prefix = `${prefix}h`;
    this.zoning = zoneOf ? { instants: new Set(['time']), zoneOf } : undefined;
  }

  /** Whole-day filters on `time` mean the day at the changed record's store, as on its list. */
  localDay(field: string): LocalDay | undefined {
    return zonedLocalDay(this.zoning, field);
  }

  private get entries(): Row[] {
    if (!this.loaded) {
      this.loaded = [];
      for (const change of this.seed()) this.append(change.record, change.action, change.author, change.time, change.changes);
    }
    return this.loaded;
  }

  rows(user: UserRecord): readonly Row[] {
    return this.entries.filter(this.reach(user));
  }

  all(): readonly Row[] {
    return this.entries;
  }

  /** Appends one entry; the record's scope fields travel with it, so deleted records keep their history. */
  append(record: Row, action: HistoryAction, author: Author, time: string, changes: HistoryChange[]): HistoryEntry {
    const entries = this.entries;
    // One shape for every entry, scope included; never mutated (answers are copies), so not frozen.
    const entry = {
      did: `${this.prefix}-${String(entries.length + 1).padStart(6, '0')}`,
      pid: this.pid,
      recorddid: record.did,
      action,
      userdid: author.userdid,
      username: author.username,
      time,
      changes,
      parentbusinessdid: String(record.parentbusinessdid ?? ''),
      businessdid: String(record.businessdid ?? ''),
      companyid: String(record.companyid ?? ''),
    };
    entries.push(entry);
    return entry;
  }
}

/** Field-by-field differences; an add lists every field (old null), a delete every field (new null). */
export function diff(before: Row | undefined, after: Row | undefined, fields: readonly string[]): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    const old = before ? (before[field] ?? null) : null;
    const value = after ? (after[field] ?? null) : null;
    if (old !== value) changes.push({ field, old, new: value });
  }
  return changes;
}

/** module/config of a history pid: read-only, newest first. */
export function historyConfig(list: PageConfig): PageConfig {
  return {
    pid: list.historyPid,
    historyPid: list.historyPid,
    kind: 'history',
    title: { key: 'page.history', en: 'Change history', zh: '变更记录' },
    rowKey: 'did',
    columns: HISTORY_FIELDS.map(columnOf),
    filters: HISTORY_FIELDS.map(filterOf).filter((f): f is FilterFieldConfig => f !== undefined),
    keywordSearch: false,
    defaultSort: { field: 'time', order: 'desc' },
    defaultPageSize: 20,
    actions: ['view', ...list.actions.filter((action) => action === 'export')],
    addAction: 'add',
    form: [],
    import: { allowed: false, columns: [] },
  };
}
