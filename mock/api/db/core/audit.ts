import type { AuditArea, AuditDetail, AuditOutcome } from '../../../../src/api/admin/auditTypes.ts';
import { iso } from './clock/time.ts';
import { AuditIndex, type IndexQuery, type PositionTest } from './auditIndex.ts';
import type { ResourceKind } from './resourceKinds.ts';

export type { AuditArea, AuditOutcome };

/** Who acted: a user (with the request's address) or the simulator (a policy run). */
export interface AuditActor {
  userid: string;
  username: string;
  ip?: string;
}

/**
 * One audited write: who, when (simulated time), from where, on which pid, what, on what, before
 * and after, and how it went. The screen's detail less what the service adds (link, exists, the names).
 */
export type AuditEntry = Omit<AuditDetail, 'link' | 'exists' | 'targetName' | 'page' | 'names'> & {
  /** Filed under this company rather than the actor's: a probe of its resources by another company's user. */
  company?: string;
};

/** What a writer says; the log adds seq, time and actor, and defaults what is left out. */
export type AuditRecord = Omit<AuditEntry, 'seq' | 'at' | 'userid' | 'username' | 'ip' | 'resource' | 'before' | 'after' | 'messageKey'> &
  Partial<Pick<AuditEntry, 'before' | 'after' | 'messageKey'>> & {
    /** One of the listed kinds, so the audit screen can name it ('' or left out: none). */
    resource?: ResourceKind | '';
  };

export interface AuditFilter {
  userid?: string | string[];
  action?: string;
  area?: AuditArea;
  pid?: string;
  target?: string;
  resource?: string;
  outcome?: AuditOutcome;
  /** ISO instants, `to` exclusive. */
  from?: string;
  to?: string;
}

/** Entries of one page of a query, newest first, and how many match in all. */
export interface AuditSlice {
  entries: AuditEntry[];
  total: number;
}

/** The filter as the index reads it: instants in ms. */
function indexQuery(filter: AuditFilter): IndexQuery {
  const { userid, pid, area, action, resource, outcome, from, to } = filter;
  return { userid, pid, area, action, resource, outcome, from: from ? Date.parse(from) : undefined, to: to ? Date.parse(to) : undefined };
}

/** The world's audit log of every write, accepted or refused (the administration screen shows it). */
export class AuditLog {
  private readonly entries: AuditEntry[] = [];
  /** The filtered fields, position for position with `entries`. */
  private readonly index = new AuditIndex();
  /** Kept as entries arrive, so the screen's filter choices and "still exists" cost no scan. */
  /** Each actor's latest entry: who they are, and for a policy run, the store it ran in. */
  private readonly actors = new Map<string, AuditEntry>();
  private readonly actions = new Set<string>();
  private readonly resources = new Set<string>();
  private readonly deleted = new Set<string>();

  constructor(private readonly now: () => number) {}

  /** `at`: when it happened, if not now (a policy run computed on a later read). */
  record(actor: AuditActor, entry: AuditRecord, at = this.now()): void {
    const { resource = '', before = null, after = null, messageKey = '', ...rest } = structuredClone(entry);
    const added: AuditEntry = { seq: this.entries.length + 1, at: iso(at), userid: actor.userid, username: actor.username, ip: actor.ip ?? '', resource, before, after, messageKey, ...rest };
    this.entries.push(added);
    // The instant as written, so a period compares exactly as the ISO text does.
    this.index.add(added, Date.parse(added.at));
    this.actors.set(added.userid, added);
    this.actions.add(added.action);
    if (resource) this.resources.add(resource);
    if (added.outcome === 'ok' && added.action === 'delete') this.deleted.add(`${resource}\u0000${added.target}`);
  }

  /** A test of log positions for the filter (undefined: nothing can match); `target` is read from the entry, no screen filters on it. */
  private matcher(filter: AuditFilter, visible?: (entry: AuditEntry) => boolean): PositionTest | undefined {
    const { entries } = this;
    const test = this.index.compile(indexQuery(filter), visible && ((i) => visible(entries[i]!)));
    const { target } = filter;
    return test && target ? (i) => entries[i]!.target === target && test(i) : test;
  }

  /** Matching entries, newest first. */
  query(filter: AuditFilter = {}): AuditEntry[] {
    const test = this.matcher(filter);
    const found: AuditEntry[] = [];
    for (let i = this.entries.length - 1; test && i >= 0; i -= 1) if (test(i)) found.push(structuredClone(this.entries[i]!));
    return found;
  }

  /**
   * One page of the matching entries, newest first: one backward scan of the index's columns that
   * counts every match and copies only the page's entries (a log of 200,000 entries answers in a
   * few milliseconds). `visible` is asked once per actor, `each` (when given) of every entry left.
   */
  page(filter: AuditFilter, page: number, pagesize: number, visible?: (entry: AuditEntry) => boolean, each?: (entry: AuditEntry) => boolean): AuditSlice {
    const test = this.matcher(filter, visible);
    const first = (page - 1) * pagesize;
    const entries: AuditEntry[] = [];
    let total = 0;
    for (let i = this.entries.length - 1; test && i >= 0; i -= 1) {
      if (!test(i) || (each && !each(this.entries[i]!))) continue;
      if (total >= first && entries.length < pagesize) entries.push(structuredClone(this.entries[i]!));
      total += 1;
    }
    return { entries, total };
  }

  /** One entry by its number. */
  entry(seq: number): AuditEntry | undefined {
    const e = this.entries[seq - 1];
    return e ? structuredClone(e) : undefined;
  }

  /** Everyone who acted (with their latest entry, not to be changed), every operation and resource kind recorded so far. */
  facets(): { actors: { userid: string; username: string; latest: Readonly<AuditEntry> }[]; actions: string[]; resources: string[] } {
    return {
      actors: [...this.actors.values()].map((latest) => ({ userid: latest.userid, username: latest.username, latest })),
      actions: [...this.actions].sort(),
      resources: [...this.resources].sort(),
    };
  }

  /** False once an accepted delete of this resource was recorded. */
  exists(resource: string, target: string): boolean {
    return !this.deleted.has(`${resource}\u0000${target}`);
  }

  /** How many entries the log holds. */
  get size(): number {
    return this.entries.length;
  }
}
