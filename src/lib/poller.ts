/**
 * Polling for live data (spec §9 `refreshRate`): runs a task now and then every `intervalMs`
 * after the previous run has settled, so a slow server never gets a second request stacked on
 * the first; while the page is hidden nothing runs, and on showing again a run that came due
 * meanwhile starts at once.
 */

import { warnRefused, type TimerScope } from './timers';
import { browserNow } from './serverClock';

/** Whether the page is hidden, and a way to hear when that changes (the document, in the app). */
export interface Visibility {
  hidden(): boolean;
  /** Returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export interface PollerOptions {
  intervalMs: number;
  /** One run; its signal aborts when the poller stops. */
  run(signal: AbortSignal): Promise<unknown>;
  visibility?: Visibility;
  now?: () => number;
  /** Timer functions (tests; the app passes `scope` instead). */
  setTimeout?: (fn: () => void, ms: number) => () => void;
  /**
   * The app instance's timer scope: its timers run the poller, its dispose stops the poller, and
   * a poller asked for once it is disposed refuses (no run, no timer, no listener).
   */
  scope?: TimerScope;
  /** False: the first run comes one interval from now (the caller has just loaded). */
  immediate?: boolean;
}

export interface Poller {
  /** Runs now (unless a run is under way) and restarts the interval from its end. */
  refresh(): void;
  stop(): void;
}

export function documentVisibility(doc: Document = document): Visibility {
  return {
    hidden: () => doc.hidden,
    onChange(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

const globalTimeout = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

const INERT: Poller = { refresh: () => undefined, stop: () => undefined };

/** Starts polling at once; `stop()` ends it and aborts a run under way. */
export function startPoller(options: PollerOptions): Poller {
  const { scope } = options;
  if (scope?.disposed) {
    // A late answer of an unmounted instance: a listener now would keep that instance alive.
    warnRefused('a poller');
    return INERT;
  }
  const { intervalMs, run, visibility = documentVisibility(), now = browserNow } = options;
  const schedule = scope ? (fn: () => void, ms: number) => scope.setTimeout(fn, ms) : (options.setTimeout ?? globalTimeout);
  const controller = new AbortController();
  let running = false;
  let lastStart = -Infinity;
  let cancelTimer: (() => void) | null = null;

  const clearTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  const scheduleNext = () => {
    clearTimer();
    if (controller.signal.aborted || visibility.hidden()) return;
    const wait = Math.max(0, lastStart + intervalMs - now());
    cancelTimer = schedule(tick, wait);
  };
  function tick() {
    cancelTimer = null;
    if (controller.signal.aborted || running || visibility.hidden()) return;
    running = true;
    lastStart = now();
    void run(controller.signal)
      .catch(() => undefined) // the task reports its own failures; polling goes on
      .finally(() => {
        running = false;
        scheduleNext();
      });
  }
  const unsubscribe = visibility.onChange(() => {
    if (visibility.hidden()) clearTimer();
    else if (!running) scheduleNext();
  });
  const release = scope?.own(() => stop()) ?? (() => undefined);
  function stop() {
    release();
    clearTimer();
    unsubscribe();
    controller.abort();
  }
  if (options.immediate === false) {
    lastStart = now();
    scheduleNext();
  } else {
    tick(); // while hidden, the first run waits for the page to show
  }

  return {
    refresh() {
      if (running || controller.signal.aborted) return;
      clearTimer();
      lastStart = -Infinity;
      tick();
    },
    stop,
  };
}
