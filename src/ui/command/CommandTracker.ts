import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isApiError } from '../../api/errors';
import { startPoller, type Poller, type Visibility } from '../../lib/poller';
import { reasonOf, type Reason } from '../../lib/serverMessage';
import type { TimerScope } from '../../lib/timers';

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
  /** When the server accepted it (the tracker's clock): the client gives up on it from there. */
  sentAt?: number;
  /** Which send it came from: an older send's answer never overwrites a newer command. */
  seq: number;
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

/** Past the command's own time-out, how long the client still waits for the server's verdict. */
export const CLIENT_TIMEOUT_MARGIN_MS = 10_000;

export interface CommandTrackerOptions {
  /** How often pending commands are asked after (the device answers within seconds). */
  pollMs: number;
  /**
   * The command time-out of the domain (a device's 15 s): a command still "sent" this long plus
   * CLIENT_TIMEOUT_MARGIN_MS after it was accepted is timed out by the client itself (the server
   * lost it, or was reset, and will never answer for it).
   */
  timeoutMs: number;
  /** Tests; the app passes `scope`. */
  setTimeout?: (fn: () => void, ms: number) => () => void;
  /** The app instance's timers: once disposed, nothing the tracker is asked starts polling. */
  scope?: TimerScope;
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
  /** Numbers the sends (and clears): each command remembers its send. */
  private seq = 0;
  /** The screen that held it is gone: a late answer starts nothing. */
  private disposed = false;
  /** The targets of the last batch, in the order they were sent. */
  lastBatch: string[] = [];
  /** A send that failed as a whole (network, permission); its targets are marked refused too. */
  sendError: Reason | null = null;

  constructor(
    private readonly source: CommandSource<Cmd>,
    private readonly options: CommandTrackerOptions,
  ) {
    makeAutoObservable<CommandTracker<Cmd>, 'source' | 'options' | 'poller' | 'seq' | 'disposed' | 'gone' | 'now'>(this, {
      source: false,
      gone: false,
      now: false,
      options: false,
      poller: false,
      seq: false,
      disposed: false,
    });
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
    if (!unique.length || this.gone) return;
    const seq = (this.seq += 1);
    this.lastBatch = unique;
    this.sendError = null;
    for (const target of unique) this.commands.set(target, { target, life: 'sending', cmd, seq });
    // Only the targets still showing this send's command take its answer: a newer send (or a
    // change of space) supersedes it, and after dispose nothing is taken at all.
    const own = (target: string) => !this.gone && this.commands.get(target)?.seq === seq;
    let outcomes: SendOutcome[];
    try {
      outcomes = await (via ?? this.source.send.bind(this.source))(unique, cmd);
    } catch (error) {
      const reason = isApiError(error) ? reasonOf(error.userMessage) : error instanceof Error ? error.message : String(error);
      runInAction(() => {
        if (this.seq === seq) this.sendError = reason;
        for (const target of unique) if (own(target)) this.commands.set(target, { target, life: 'refused', cmd, reason, seq });
      });
      return;
    }
    runInAction(() => {
      const answered = new Set<string>();
      const sentAt = this.now();
      for (const outcome of outcomes) {
        if (!unique.includes(outcome.target)) continue;
        answered.add(outcome.target);
        if (!own(outcome.target)) continue;
        this.commands.set(
          outcome.target,
          outcome.accepted
            ? { target: outcome.target, life: 'sent', cmd, id: outcome.id, sentAt, seq }
            : { target: outcome.target, life: 'refused', cmd, reason: outcome.reason, seq },
        );
      }
      // A target the server left out of its answer was not taken: say so instead of waiting forever.
      for (const target of unique) {
        if (!answered.has(target) && own(target)) this.commands.set(target, { target, life: 'refused', cmd, reason: '', seq });
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

  /**
   * Forgets every command (a new space or filter on the screen): the batch's results go, and an
   * answer still on its way for them is dropped when it comes.
   */
  clear(): void {
    this.stopWatching();
    this.seq += 1;
    this.commands.clear();
    this.lastBatch = [];
    this.sendError = null;
  }

  /**
   * The screen holds the tracker while mounted; the returned release (its unmount) disposes it.
   * A tracker is born held; holding again revives it (React's StrictMode mounts twice).
   */
  hold(): () => void {
    this.disposed = false;
    return () => this.dispose();
  }

  /** Stops asking; a send still on its way when it comes back starts nothing. */
  dispose(): void {
    this.disposed = true;
    this.stopWatching();
  }

  /** Disposed, by its screen or with the whole app instance. */
  private get gone(): boolean {
    return this.disposed || !!this.options.scope?.disposed;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private watch(): void {
    if (this.poller || this.gone || !this.anyPending) return;
    this.poller = startPoller({
      intervalMs: this.options.pollMs,
      immediate: false,
      now: this.options.now,
      visibility: this.options.visibility,
      setTimeout: this.options.setTimeout,
      scope: this.options.scope,
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
    if (signal.aborted || this.gone) return;
    runInAction(() => {
      for (const report of reports) {
        const tracked = byId.get(report.id);
        if (!tracked || report.life === 'sent') continue;
        // Only if the target still shows this command (a newer one may have replaced it).
        if (this.commands.get(tracked.target)?.id !== report.id) continue;
        this.commands.set(tracked.target, { ...tracked, life: report.life, reason: report.reason });
      }
      // What the server still calls "sent", or no longer knows at all (reset, lost), ends here.
      const giveUpAt = this.options.timeoutMs + CLIENT_TIMEOUT_MARGIN_MS;
      const now = this.now();
      for (const tracked of byId.values()) {
        const current = this.commands.get(tracked.target);
        if (!current || current.id !== tracked.id || current.life !== 'sent') continue;
        if (now - (current.sentAt ?? now) >= giveUpAt) this.commands.set(tracked.target, { ...current, life: 'timeout', reason: undefined });
      }
    });
    if (!this.anyPending) this.stopWatching();
  }
}
