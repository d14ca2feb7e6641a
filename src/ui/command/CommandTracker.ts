import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isApiError } from '../../api/errors';
import { startPoller, type Poller } from '../../lib/poller';
import { reasonOf, type Reason } from '../../lib/serverMessage';
import { CLIENT_TIMEOUT_MARGIN_MS, type CommandLife, type CommandReport, type CommandSource, type CommandTrackerOptions, type SendOutcome, type TrackedCommand } from './commandTypes';
import { Deadlines } from './deadlines';
import { NO_ANSWER, unanswered } from './noAnswer';
import { browserNow } from '../../lib/serverClock';

export { CLIENT_TIMEOUT_MARGIN_MS, FINAL_LIVES, type CommandLife, type CommandReport, type CommandSource, type CommandTrackerOptions, type SendOutcome, type TrackedCommand } from './commandTypes';

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
  /** The client's give-up timers of the sends still waiting (cancelled once nothing is pending). */
  private readonly deadlines: Deadlines;
  /** The targets of the last batch, in the order they were sent. */
  lastBatch: string[] = [];
  /** A send that failed as a whole (network, permission); its targets are marked refused too. */
  sendError: Reason | null = null;

  constructor(
    private readonly source: CommandSource<Cmd>,
    private readonly options: CommandTrackerOptions,
  ) {
    this.deadlines = new Deadlines(options, options.timeoutMs + CLIENT_TIMEOUT_MARGIN_MS);
    makeAutoObservable<CommandTracker<Cmd>, 'source' | 'options' | 'poller' | 'seq' | 'disposed' | 'deadlines' | 'gone' | 'now' | 'deadline'>(this, {
      source: false,
      gone: false,
      now: false,
      options: false,
      poller: false,
      seq: false,
      disposed: false,
      deadlines: false,
      deadline: false,
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
   * Sends `cmd` to `targets` as one batch; resolves once the server has answered the send, or
   * once the client stops waiting for it. `via` sends it another way (a whole space at once) and
   * answers for the same targets.
   */
  async send(targets: string[], cmd: Cmd, via?: CommandSource<Cmd>['send']): Promise<void> {
    const unique = [...new Set(targets)];
    if (!unique.length || this.gone) return;
    const seq = (this.seq += 1);
    this.lastBatch = unique;
    this.sendError = null;
    for (const target of unique) this.commands.set(target, { target, life: 'sending', cmd, seq });
    // Only the targets still waiting for this send take its answer: a newer send (or a change of
    // space) supersedes it, the client may have given up on it, and after dispose nothing is taken.
    const own = (target: string) => !this.gone && this.commands.get(target)?.seq === seq && this.commands.get(target)?.life === 'sending';
    // A send without an answer is not a refusal (the server may have acted): it times out.
    const abort = new AbortController();
    const giveUp = this.deadline(() => {
      abort.abort();
      for (const target of unique) if (own(target)) this.commands.set(target, { target, life: 'timeout', cmd, reason: NO_ANSWER, seq });
    });
    let outcomes: SendOutcome[];
    try {
      outcomes = await (via ?? this.source.send.bind(this.source))(unique, cmd, abort.signal);
    } catch (error) {
      giveUp();
      const silent = unanswered(error);
      const reason = silent ? NO_ANSWER : isApiError(error) ? reasonOf(error.userMessage) : error instanceof Error ? error.message : String(error);
      runInAction(() => {
        if (this.seq === seq && !silent) this.sendError = reason;
        for (const target of unique) if (own(target)) this.commands.set(target, { target, life: silent ? 'timeout' : 'refused', cmd, reason, seq });
      });
      return;
    }
    giveUp();
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
    if (!this.anyPending || this.gone) return;
    // What is still "sent" when the client's time-out comes ends there, answered or not (a results
    // path that fails or hangs cannot keep it waiting).
    this.deadline(() => {
      for (const current of this.commands.values()) {
        if (current.seq === seq && current.life === 'sent') this.commands.set(current.target, { ...current, life: 'timeout', reason: undefined });
      }
      if (!this.anyPending) this.stopWatching();
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
    return (this.options.now ?? browserNow)();
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
    this.stopPolling();
    this.deadlines.cancelAll();
  }

  private stopPolling(): void {
    this.poller?.stop();
    this.poller = null;
  }

  /** Runs `expire` (in an action) once the client's time-out has passed, unless gone by then; returns its cancel. */
  private deadline(expire: () => void): () => void {
    return this.deadlines.add(() => {
      if (!this.gone) runInAction(expire);
    });
  }

  private async poll(signal: AbortSignal): Promise<void> {
    const byId = new Map<string, TrackedCommand<Cmd>>();
    for (const c of this.commands.values()) if (c.life === 'sent' && c.id) byId.set(c.id, c);
    if (!byId.size) {
      this.stopPolling(); // a send still on its way keeps its deadline
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
    });
    if (!this.anyPending) this.stopWatching();
  }
}
