import { makeAutoObservable } from 'mobx';
import type { TimerScope } from '../lib/timers';
import { browserNow } from '../lib/serverClock';

/** Spec §4/§9: visible at least 300 ms, forced off after 70 s. */
export const LOADING_MIN_VISIBLE_MS = 300;
export const LOADING_MAX_VISIBLE_MS = 70_000;

/** The global loading indicator: on with the first pending request, off when all finish. */
export class LoadingStore {
  pending = 0;
  visible = false;
  /** Bumped by the 70 s force-off: requests started before it no longer count. */
  private generation = 0;
  private shownAt = 0;
  private cancelHide: (() => void) | null = null;
  private cancelForceOff: (() => void) | null = null;

  constructor(
    private readonly timers: TimerScope,
    private readonly now: () => number = browserNow,
  ) {
    makeAutoObservable<LoadingStore, 'timers' | 'now'>(this, { timers: false, now: false });
  }

  /** A tracked request started; pass the returned token to end(). */
  start(): number {
    this.pending += 1;
    this.cancelHide?.();
    this.cancelHide = null;
    if (!this.visible) {
      this.visible = true;
      this.shownAt = this.now();
      this.cancelForceOff = this.timers.setTimeout(() => this.forceOff(), LOADING_MAX_VISIBLE_MS);
    }
    return this.generation;
  }

  /** A tracked request finished (either way). Requests cut off by the force-off are ignored. */
  end(token: number = this.generation): void {
    if (token !== this.generation) return;
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending > 0 || !this.visible || this.cancelHide) return;
    const remaining = LOADING_MIN_VISIBLE_MS - (this.now() - this.shownAt);
    // A request the unmount cut off ends after it: nothing is left to show, and no timer may start.
    if (remaining <= 0 || this.timers.disposed) this.hide();
    else this.cancelHide = this.timers.setTimeout(() => this.hide(), remaining);
  }

  private forceOff(): void {
    this.generation += 1;
    this.pending = 0;
    this.hide();
  }

  private hide(): void {
    this.visible = false;
    this.cancelHide?.();
    this.cancelHide = null;
    this.cancelForceOff?.();
    this.cancelForceOff = null;
  }
}
