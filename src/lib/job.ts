import { startPoller, type PollerOptions } from './poller';

/** An ask for progress without an answer this long is given up (and asked again next interval). */
export const JOB_ASK_TIMEOUT_MS = 15_000;

/**
 * A long job on the server (a bill run, a report's generation): started elsewhere, then followed
 * by asking for its progress until it is done.
 */
export interface FollowJobOptions<J> extends Pick<PollerOptions, 'visibility' | 'now' | 'setTimeout' | 'scope'> {
  /** How often its progress is asked for (one request at a time, paused while the page is hidden). */
  intervalMs: number;
  /** The job's latest state; pass the signal on. A failed ask is simply asked again. */
  progress(job: J, signal: AbortSignal): Promise<J>;
  isDone(job: J): boolean;
  onUpdate(job: J): void;
  onDone(job: J): void;
  /**
   * True once an ask failed or went unanswered (the job goes on on the server; its last known
   * state stays), false again with the next answer.
   */
  onReconnecting?(reconnecting: boolean): void;
  /** Asks the server to stop the job, where the service can. */
  cancel?(job: J): Promise<unknown>;
  /** How long one ask may go unanswered (default JOB_ASK_TIMEOUT_MS). */
  askTimeoutMs?: number;
}

export interface FollowedJob {
  /** Stops following (the job goes on on the server). */
  stop(): void;
  /** Stops following and asks the server to stop the job (when the service can). */
  cancel(): Promise<void>;
}

const globalTimeout = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/** `ask`, aborted (and rejected) when `signal` aborts or when it has no answer within `ms`. */
async function within<T>(ms: number, signal: AbortSignal, schedule: (fn: () => void, ms: number) => () => void, ask: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const cancelTimer = schedule(abort, ms);
  const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('no answer'))));
  try {
    return await Promise.race([ask(controller.signal), aborted]);
  } finally {
    cancelTimer();
    signal.removeEventListener('abort', abort);
  }
}

/**
 * Follows `first` on the poller until it is done; `onDone` comes once, also for a job already
 * done. A failed or unanswered ask (a bad network) never ends or restarts it: the last known
 * state stays, `onReconnecting` says so, and the next interval asks again.
 */
export function followJob<J>(first: J, options: FollowJobOptions<J>): FollowedJob {
  let current = first;
  if (options.isDone(first)) {
    options.onDone(first);
    return { stop: () => undefined, cancel: async () => undefined };
  }
  const { scope } = options;
  const schedule = scope ? (fn: () => void, ms: number) => scope.setTimeout(fn, ms) : (options.setTimeout ?? globalTimeout);
  let reconnecting = false;
  const trouble = (now: boolean) => {
    if (now === reconnecting) return;
    reconnecting = now;
    options.onReconnecting?.(now);
  };
  const poller = startPoller({
    intervalMs: options.intervalMs,
    immediate: false, // `first` is the answer of a moment ago
    visibility: options.visibility,
    now: options.now,
    setTimeout: options.setTimeout,
    scope,
    run: async (signal) => {
      let next: J;
      try {
        next = await within(options.askTimeoutMs ?? JOB_ASK_TIMEOUT_MS, signal, schedule, (asking) => options.progress(current, asking));
      } catch {
        if (!signal.aborted) trouble(true);
        return;
      }
      if (signal.aborted) return;
      trouble(false);
      current = next;
      options.onUpdate(next);
      if (options.isDone(next)) {
        poller.stop();
        options.onDone(next);
      }
    },
  });
  return {
    stop: () => poller.stop(),
    cancel: async () => {
      poller.stop();
      await options.cancel?.(current);
    },
  };
}
