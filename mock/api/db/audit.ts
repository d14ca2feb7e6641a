import { iso } from './core/clock/time.ts';
import type { UserRecord } from './users.ts';

export type AuditArea = 'command' | 'policy' | 'space' | 'plan' | 'billing';
export type AuditOutcome = 'ok' | 'refused';

/** One audited write: who, when (simulated time), on which pid, what, on what, and how it went. */
export interface AuditEntry {
  seq: number;
  at: string;
  userid: string;
  username: string;
  pid: string;
  area: AuditArea;
  /** 'set', 'create', 'update', 'delete', 'enable', 'disable', 'bind'… */
  action: string;
  /** The device, policy or space did (a batch lists its dids in `detail.targets`). */
  target: string;
  detail: Record<string, unknown>;
  outcome: AuditOutcome;
  /** The refusal's message, or the command id of an accepted command. */
  message: string;
}

export interface AuditFilter {
  userid?: string | string[];
  area?: AuditArea;
  pid?: string;
  target?: string;
  outcome?: AuditOutcome;
  /** ISO instants, `to` exclusive. */
  from?: string;
  to?: string;
}

/** The mock's audit log of commands and policy, space and plan writes (a later screen shows it). */
export class AuditLog {
  private readonly entries: AuditEntry[] = [];

  constructor(private readonly now: () => number) {}

  /** `at`: when it happened, if not now (a policy run computed on a later read). */
  record(user: Pick<UserRecord, 'userid' | 'username'>, entry: Omit<AuditEntry, 'seq' | 'at' | 'userid' | 'username'>, at = this.now()): void {
    this.entries.push({ seq: this.entries.length + 1, at: iso(at), userid: user.userid, username: user.username, ...structuredClone(entry) });
  }

  /** Matching entries, newest first. */
  query(filter: AuditFilter = {}): AuditEntry[] {
    const users = filter.userid === undefined ? undefined : new Set([filter.userid].flat());
    return this.entries
      .filter((e) => (!users || users.has(e.userid)) && (!filter.area || e.area === filter.area) && (!filter.pid || e.pid === filter.pid))
      .filter((e) => (!filter.target || e.target === filter.target) && (!filter.outcome || e.outcome === filter.outcome))
      .filter((e) => (!filter.from || e.at >= filter.from) && (!filter.to || e.at < filter.to))
      .reverse()
      .map((e) => structuredClone(e));
  }
}
