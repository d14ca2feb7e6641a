import { useCallback, useEffect, useRef, useState } from 'react';
import { followJob, type FollowedJob } from '../../lib/job';
import { useStores } from '../../stores/context';

export interface LongJobOptions<J> {
  /** How often progress is asked for (default 1000 ms). */
  intervalMs?: number;
  progress(job: J, signal: AbortSignal): Promise<J>;
  isDone(job: J): boolean;
  /** How far the job is, 0 to 1. */
  ratio(job: J): number;
  /** Once, when the job is done (reload what it changed). */
  onDone?(job: J): void;
  /** Asks the server to stop the job; without it, `cancel` only stops following. */
  cancel?(job: J): Promise<unknown>;
}

/**
 * A long job followed by the component that holds it (the screen, not its dialog): a dialog
 * closed while the job runs finds it again, still followed, when it is reopened. `attach` follows
 * a job just started; `cancel` stops it; `reset` forgets a finished one.
 */
export function useLongJob<J>(options: LongJobOptions<J>) {
  // The session's timers: sign-out stops following the previous user's job.
  const { sessionTimers: timers } = useStores();
  const [job, setJob] = useState<J | null>(null);
  // Its progress asks fail or go unanswered: the last known state stays, marked as reconnecting.
  const [reconnecting, setReconnecting] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const followed = useRef<FollowedJob | null>(null);
  // Whether the holder is mounted: a job whose start answers after the unmount is not followed.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      followed.current?.stop();
      followed.current = null;
    };
  }, []);
  const attach = useCallback(
    (first: J) => {
      if (!mounted.current || timers.disposed) return;
      followed.current?.stop();
      setJob(() => first);
      setReconnecting(false);
      followed.current = followJob<J>(first, {
        intervalMs: latest.current.intervalMs ?? 1000,
        scope: timers,
        progress: (current, signal) => latest.current.progress(current, signal),
        isDone: (current) => latest.current.isDone(current),
        cancel: (current) => latest.current.cancel?.(current) ?? Promise.resolve(),
        onUpdate: (next) => setJob(() => next),
        onReconnecting: setReconnecting,
        onDone: (done) => {
          followed.current = null;
          latest.current.onDone?.(done);
        },
      });
    },
    [timers],
  );
  const cancel = useCallback(async () => {
    const following = followed.current;
    followed.current = null;
    await following?.cancel();
    setJob(null);
    setReconnecting(false);
  }, []);
  const running = job !== null && !options.isDone(job);
  const percent = job === null ? 0 : Math.floor(Math.min(1, Math.max(0, options.ratio(job))) * 100);
  return { job, running, percent, reconnecting: running && reconnecting, attach, cancel, reset: useCallback(() => setJob(null), []) };
}

export type LongJob<J> = ReturnType<typeof useLongJob<J>>;
