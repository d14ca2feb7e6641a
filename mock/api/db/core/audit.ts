import { iso } from './clock/time.ts';

export type AuditArea = 'command' | 'policy' | 'space' | 'plan' | 'billing' | 'records' | 'energy' | 'access';
export type AuditOutcome = 'ok' | 'refused';

/** Who acted: a user (with the request's address) or the simulator (a policy run). */
export interface AuditActor {
  userid: string;
  username: string;
  ip?: string;
}

/** One audited write: who, when (simulated time), from where, on which pid, what, on what, before and after, and how it went. */
export interface AuditEntry {
  seq: number;
  at: string;
  userid: string;
  username: string;
  /** The caller's address ('' for the simulator's own writes). */
  ip: string;
  pid: string;
  area: AuditArea;
  /** 'set', 'create', 'update', 'delete', 'enable', 'disable', 'bind'… */
  action: string;
  /** What kind of thing it touched: 'device', 'bill', 'contract', 'record', 'price'… */
  resource: string;
  /** The resource's did (a batch lists its dids in `detail.targets`). */
  target: string;
  detail: Record<string, unknown>;
  /** The resource as it was and as it is after the write (null when it did not or no longer exists). */
  before: unknown;
  after: unknown;
  outcome: AuditOutcome;
  /** The refusal's message, or the command id of an accepted command. */
  message: string;
  /** The refusal's message key, for the user's language ('' when accepted). */
  messageKey: string;
}

/** What a writer says; the log adds seq, time and actor, and defaults what is left out. */
export type AuditRecord = Omit<AuditEntry, 'seq' | 'at' | 'userid' | 'username' | 'ip' | 'resource' | 'before' | 'after' | 'messageKey'> &
  Partial<Pick<AuditEntry, 'resource' | 'before' | 'after' | 'messageKey'>>;

export interface AuditFilter {
  userid?: string | string[];
  area?: AuditArea;
  pid?: string;
  target?: string;
  resource?: string;
  outcome?: AuditOutcome;
  /** ISO instants, `to` exclusive. */
  from?: string;
  to?: string;
}

/** The world's audit log of every write, accepted or refused (the administration screen will show it). */
export class AuditLog {
  private readonly entries: AuditEntry[] = [];

  constructor(private readonly now: () => number) {}

  /** `at`: when it happened, if not now (a policy run computed on a later read). */
  record(actor: AuditActor, entry: AuditRecord, at = this.now()): void {
    const { resource = '', before = null, after = null, messageKey = '', ...rest } = structuredClone(entry);
    this.entries.push({ seq: this.entries.length + 1, at: iso(at), userid: actor.userid, username: actor.username, ip: actor.ip ?? '', resource, before, after, messageKey, ...rest });
  }

  /** Matching entries, newest first. */
  query(filter: AuditFilter = {}): AuditEntry[] {
    const users = filter.userid === undefined ? undefined : new Set([filter.userid].flat());
    return this.entries
      .filter((e) => (!users || users.has(e.userid)) && (!filter.area || e.area === filter.area) && (!filter.pid || e.pid === filter.pid))
      .filter((e) => (!filter.target || e.target === filter.target) && (!filter.outcome || e.outcome === filter.outcome))
      .filter((e) => !filter.resource || e.resource === filter.resource)
      .filter((e) => (!filter.from || e.at >= filter.from) && (!filter.to || e.at < filter.to))
      .reverse()
      .map((e) => structuredClone(e));
  }
}
