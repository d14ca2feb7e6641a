import type { TimerScope } from '../../lib/timers';

type Schedule = (fn: () => void, ms: number) => () => void;

const globalTimeout: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * The client's give-up timers of a command tracker, all of one length: each runs once unless
 * cancelled, and all are cancelled together once nothing is left to wait for (so a screen with
 * every command final keeps no timer). The app's timer scope runs them when there is one.
 */
export class Deadlines {
  private readonly waiting = new Set<() => void>();
  private readonly schedule: Schedule;

  constructor(
    timers: { scope?: TimerScope; setTimeout?: Schedule },
    private readonly ms: number,
  ) {
    const { scope } = timers;
    this.schedule = scope ? (fn, ms) => scope.setTimeout(fn, ms) : (timers.setTimeout ?? globalTimeout);
  }

  /** Runs `expire` in `ms`; returns its cancel. */
  add(expire: () => void): () => void {
    const cancel = () => {
      cancelTimer();
      this.waiting.delete(cancel);
    };
    const cancelTimer = this.schedule(() => {
      this.waiting.delete(cancel);
      expire();
    }, this.ms);
    this.waiting.add(cancel);
    return cancel;
  }

  cancelAll(): void {
    for (const cancel of [...this.waiting]) cancel();
  }
}
