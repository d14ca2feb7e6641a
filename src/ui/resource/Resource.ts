import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { browserNow } from '../../lib/serverClock';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One piece of a screen's data (ARCHITECTURE §3: screen data lives in a small screen store).
 * A newer load aborts and supersedes an older one, so a slow answer never overwrites a newer
 * one; the last good value stays visible while the next one loads. The value is held as the
 * server sent it (a reference, never made deep-observable): a new answer replaces it whole, and
 * the objects a live list kept (reuseUnchanged) stay the same objects.
 */
export class Resource<T> {
  status: ResourceStatus = 'idle';
  value: T | undefined = undefined;
  error: unknown = undefined;
  /** When the last good answer arrived (ms since epoch); live screens show it. */
  updatedAt: number | undefined = undefined;
  private controller: AbortController | null = null;
  private lastFetch: ((signal: AbortSignal) => Promise<T>) | null = null;

  constructor(private readonly now: () => number = browserNow) {
    makeAutoObservable<Resource<T>, 'controller' | 'lastFetch' | 'now'>(this, { value: observableRef, error: observableRef, controller: false, lastFetch: false, now: false });
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  /** No value yet and none failed: what a placeholder waits for (a failed load shows its retry instead). */
  get pending(): boolean {
    return this.value === undefined && this.status !== 'error';
  }

  /** The retry to offer while the load failed and no value is shown; undefined otherwise. */
  get retry(): (() => void) | undefined {
    return this.status === 'error' && this.value === undefined ? () => void this.reload() : undefined;
  }

  /** Runs `fetch`; resolves when it has settled (or was superseded). */
  async load(fetch: (signal: AbortSignal) => Promise<T>): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.lastFetch = fetch;
    this.status = 'loading';
    this.error = undefined;
    try {
      const value = await fetch(controller.signal);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.value = value;
        this.status = 'ready';
        this.updatedAt = this.now();
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.error = error;
        this.status = 'error';
      });
    }
  }

  /** Loads again with the last fetch (the retry button). */
  reload(): Promise<void> {
    return this.lastFetch ? this.load(this.lastFetch) : Promise.resolve();
  }

  dispose(): void {
    this.controller?.abort();
  }
}
