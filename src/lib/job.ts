import { startPoller, type PollerOptions } from './poller';

/**
 * A long job on the server (a bill run today; report generation and bulk imports next): started
 * elsewhere, then followed by asking for its progress until it is done.
 */
export interface FollowJobOptions<J> extends Pick<PollerOptions, 'visibility' | 'now' | 'setTimeout' | 'scope'> {
  /** How often its progress is asked for (one request at a time, paused while the page is hidden). */
  intervalMs: number;
  /** The job's latest state; pass the signal on. A failed ask is simply asked again. */
  progress(job: J, signal: AbortSignal): Promise<J>;
  isDone(job: J): boolean;
  onUpdate(job: J): void;
  onDone(job: J): void;
  /** Asks the server to stop the job, where the service can. */
  cancel?(job: J): Promise<unknown>;
}

export interface FollowedJob {
  /** Stops following (the job goes on on the server). */
  stop(): void;
  /** Stops following and asks the server to stop the job (when the service can). */
  cancel(): Promise<void>;
}

/** Follows `first` on the poller until it is done; `onDone` comes once, also for a job already done. */
export function followJob<J>(first: J, options: FollowJobOptions<J>): FollowedJob {
  let current = first;
  if (options.isDone(first)) {
    options.onDone(first);
    return { stop: () => undefined, cancel: async () => undefined };
  }
  const poller = startPoller({
    intervalMs: options.intervalMs,
    immediate: false, // `first` is the answer of a moment ago
    visibility: options.visibility,
    now: options.now,
    setTimeout: options.setTimeout,
    scope: options.scope,
    run: async (signal) => {
      const next = await options.progress(current, signal);
      if (signal.aborted) return;
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
