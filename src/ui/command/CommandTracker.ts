import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isApiError } from '../../api/errors';
import { startPoller, type Poller, type Visibility } from '../../lib/poller';
import { reasonOf, type Reason } from '../../lib/serverMessage';

/**
 * The life of a command as people see it (ThingsBoard's RPC states, trimmed): sending (the
 * request is on its way), sent (the server accepted it; the device has not answered), then
 * confirmed by the device, failed with the device's reason, timed out, or refused at send
 * (offline, no permission) with the server's message.
 */
export type CommandLife = 'sending' | 'sent' | 'confirmed' | 'failed' | 'timeout' | 'refused';

export const FINAL_LIVES: readonly CommandLife[] = ['confirmed', 'failed', 'timeout', 'refused'];

/** One target's command, as the tracker keeps it. */
export interface TrackedCommand<Cmd> {
  target: string;
  life: CommandLife;
  cmd: Cmd;
  /** The server's id for the command, once accepted. */
  id?: string;
  /** Why it failed, timed out or was refused (keyed where the server keyed it). */
  reason?: Reason;
}

/** What the server says of one target at send time. */
export type SendOutcome = { target: string; accepted: true; id: string } | { target: string; accepted: false; reason: Reason };

/** What the server says of an accepted command later. */
export interface CommandReport {
  id: string;
  life: 'sent' | 'confirmed' | 'failed' | 'timeout';
  reason?: Reason;
}

/** How a domain sends its commands and reads their results (devices, chargers, screens…). */
export interface CommandSource<Cmd> {
  send(targets: string[], cmd: Cmd): Promise<SendOutcome[]>;
  results(ids: string[], signal: AbortSignal): Promise<CommandReport[]>;
}

export interface CommandTrackerOptions {
  /** How often pending commands are asked after (the device answers within seconds). */
  pollMs: number;
  setTimeout: (fn: () => void, ms: number) => () => void;
  now?: () => number;
  /** The page's (default): asking pauses while it is hidden. */
  visibility?: Visibility;
}

/**
 * The commands a screen has sent, per target: what was asked, and how each one went. Pending
 * commands are polled (never two requests at once) until every one is final; a batch's results
 * stream in per target, and the failed ones can be sent again. One per screen; dispose stops it.
 */
export class CommandTracker<Cmd> {
  private readonly commands = observable.map<string, TrackedCommand<Cmd>>({}, { deep: false });
  private poller: Poller | null = null;
  /** The targets of the last batch, in the order they were sent. */
  lastBatch: string[] = [];
  /** A send that failed as a whole (network, permission); its targets are marked refused too. */
  sendError: Reason | null = null;

  constructor(
    private readonly source: CommandSource<Cmd>,
    private readonly options: CommandTrackerOptions,
  ) {
    makeAutoObservable<CommandTracker<Cmd>, 'source' | 'options' | 'poller'>(this, { source: false, options: false, poller: false });
  }

  /** The command last sent to `target`, if any. */
  of(target: string): TrackedCommand<Cmd> | undefined {
    return this.commands.get(target);
  }

  /** Whether `target` has a command on its way or waiting for the device. */
  pending(target: string): boolean {
    const life = this.commands.get(target)?.life;
    return life === 'sending' || life === 'sent';
  }

  get anyPending(): boolean {
    return [...this.commands.values()].some((c) => c.life === 'sending' || c.life === 'sent');
  }

  /** Counts of the last batch by life. */
  get summary(): Record<CommandLife, number> {
    const counts: Record<CommandLife, number> = { sending: 0, sent: 0, confirmed: 0, failed: 0, timeout: 0, refused: 0 };
    for (const target of this.lastBatch) {
      const life = this.commands.get(target)?.life;
      if (life) counts[life] += 1;
    }
    return counts;
  }

  /** Targets of the last batch that did not end confirmed. */
  get unsuccessful(): TrackedCommand<Cmd>[] {
    return this.lastBatch
      .map((target) => this.commands.get(target))
      .filter((c): c is TrackedCommand<Cmd> => !!c && (c.life === 'failed' || c.life === 'timeout' || c.life === 'refused'));
  }

  /**
   * Sends `cmd` to `targets` as one batch; resolves once the server has answered the send.
   * `via` sends it another way (a whole space at once) and answers for the same targets.
   */
  async send(targets: string[], cmd: Cmd, via?: CommandSource<Cmd>['send']): Promise<void> {
    const unique = [...new Set(targets)];
    if (!unique.length) return;
    this.lastBatch = unique;
    this.sendError = null;
    for (const target of unique) this.commands.set(target, { target, life: 'sending', cmd });
    let outcomes: SendOutcome[];
    try {
      outcomes = await (via ?? this.source.send.bind(this.source))(unique, cmd);
    } catch (error) {
      const reason = isApiError(error) ? reasonOf(error.userMessage) : error instanceof Error ? error.message : String(error);
      runInAction(() => {
        this.sendError = reason;
        for (const target of unique) this.commands.set(target, { target, life: 'refused', cmd, reason });
      });
      return;
    }
    runInAction(() => {
      const answered = new Set<string>();
      for (const outcome of outcomes) {
        if (!unique.includes(outcome.target)) continue;
        answered.add(outcome.target);
        this.commands.set(
          outcome.target,
          outcome.accepted
            ? { target: outcome.target, life: 'sent', cmd, id: outcome.id }
            : { target: outcome.target, life: 'refused', cmd, reason: outcome.reason },
        );
      }
      // A target the server left out of its answer was not taken: say so instead of waiting forever.
      for (const target of unique) {
        if (!answered.has(target)) this.commands.set(target, { target, life: 'refused', cmd, reason: '' });
      }
    });
    this.watch();
  }

  /** Sends the last batch's unsuccessful targets their command again. */
  retryUnsuccessful(): Promise<void> {
    const failed = this.unsuccessful;
    const first = failed[0];
    if (!first) return Promise.resolve();
    return this.send(failed.map((c) => c.target), first.cmd);
  }

  /** Forgets every command (a new space or filter on the screen). */
  clear(): void {
    this.stopWatching();
    this.commands.clear();
    this.lastBatch = [];
    this.sendError = null;
  }

  dispose(): void {
    this.stopWatching();
  }

  private watch(): void {
    if (this.poller || !this.anyPending) return;
    this.poller = startPoller({
      intervalMs: this.options.pollMs,
      immediate: false,
      now: this.options.now,
      visibility: this.options.visibility,
      setTimeout: this.options.setTimeout,
      run: (signal) => this.poll(signal),
    });
  }

  private stopWatching(): void {
    this.poller?.stop();
    this.poller = null;
  }

  private async poll(signal: AbortSignal): Promise<void> {
    const byId = new Map<string, TrackedCommand<Cmd>>();
    for (const c of this.commands.values()) if (c.life === 'sent' && c.id) byId.set(c.id, c);
    if (!byId.size) {
      this.stopWatching();
      return;
    }
    // A failed poll is tried again at the next tick: the commands are still the device's to answer.
    const reports = await this.source.results([...byId.keys()], signal).catch(() => [] as CommandReport[]);
    runInAction(() => {
      for (const report of reports) {
        const tracked = byId.get(report.id);
        if (!tracked || report.life === 'sent') continue;
        // Only if the target still shows this command (a newer one may have replaced it).
        if (this.commands.get(tracked.target)?.id !== report.id) continue;
        this.commands.set(tracked.target, { ...tracked, life: report.life, reason: report.reason });
      }
    });
    if (!this.anyPending) this.stopWatching();
  }
}
