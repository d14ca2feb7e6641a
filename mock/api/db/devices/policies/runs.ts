import type { DeviceOutcome, PolicyRun, RunOutcome } from '../../../../../src/api/devices/types.ts';
import type { Paged } from '../../../../../src/api/types.ts';
import type { CommandBook } from '../commands.ts';

const DAY = 86_400_000;

export interface RunFilter {
  store: string;
  policy?: string;
  /** ISO instants, `to` exclusive. */
  from?: string;
  to?: string;
  outcome?: RunOutcome;
  page: number;
  pagesize: number;
}

/** A run's outcome from its devices' outcomes: all confirmed, none, or some. */
export function runOutcome(outcomes: readonly DeviceOutcome[]): RunOutcome {
  const confirmed = outcomes.filter((o) => o === 'confirmed').length;
  const pending = outcomes.some((o) => o === 'sent');
  if (confirmed === outcomes.length && !pending) return 'success';
  return confirmed === 0 && !pending ? 'failed' : 'partial';
}

/**
 * Execution records of the policies of every store. Live runs keep their command ids: a device's
 * outcome is its command's state when read, so a record fills in as devices answer.
 */
export class RunLog {
  private readonly runs = new Map<string, PolicyRun[]>();
  private serial = 0;

  constructor(private readonly commands: CommandBook) {}

  nextDid(store: string): string {
    this.serial += 1;
    return `run-${store}-${String(this.serial).padStart(6, '0')}`;
  }

  add(run: PolicyRun): void {
    const list = this.runs.get(run.store) ?? [];
    list.push(run);
    this.runs.set(run.store, list);
  }

  /** A run with its devices' current outcomes. */
  private resolved(run: PolicyRun): PolicyRun {
    const copy = structuredClone(run);
    for (const action of copy.actions) {
      for (const device of action.devices) {
        if (device.outcome !== 'sent' || !device.command) continue;
        const command = this.commands.get(device.command);
        if (!command || command.state === 'sent') continue;
        device.outcome = command.state;
        if (command.reason) Object.assign(device, { reason: command.reason, ...(command.reasonKey ? { reasonKey: command.reasonKey } : {}) });
      }
    }
    copy.outcome = runOutcome(copy.actions.flatMap((a) => a.devices.map((d) => d.outcome)));
    if (copy.actions.every((a) => a.devices.length === 0)) copy.outcome = 'failed';
    return copy;
  }

  /** A policy's newest run, with its outcome as its devices answered so far (null: it never ran). */
  latest(store: string, policy: string): { at: string; outcome: RunOutcome } | null {
    let newest: PolicyRun | undefined;
    for (const run of this.runs.get(store) ?? []) if (run.policy === policy && (!newest || run.at > newest.at)) newest = run;
    if (!newest) return null;
    return { at: newest.at, outcome: this.resolved(newest).outcome };
  }

  /** Newest first, filtered and paged. */
  query(filter: RunFilter): Paged<PolicyRun> {
    const rows = (this.runs.get(filter.store) ?? [])
      .filter((r) => (!filter.policy || r.policy === filter.policy) && (!filter.from || r.at >= filter.from) && (!filter.to || r.at < filter.to))
      .map((r) => this.resolved(r))
      .filter((r) => !filter.outcome || r.outcome === filter.outcome)
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    const start = (filter.page - 1) * filter.pagesize;
    return { data: rows.slice(start, start + filter.pagesize), total: rows.length, page: filter.page, pagesize: filter.pagesize };
  }

  /** kWh and CNY saved by a store's runs in the 30 days before `now`. */
  savings(store: string, now: number): { kwh: number; money: number } {
    const from = new Date(now - 30 * DAY).toISOString();
    const to = new Date(now).toISOString();
    let kwh = 0;
    let money = 0;
    for (const run of this.runs.get(store) ?? []) {
      if (run.at < from || run.at >= to) continue;
      kwh += run.savingsKwh;
      money += run.savingsMoney;
    }
    return { kwh, money };
  }
}
