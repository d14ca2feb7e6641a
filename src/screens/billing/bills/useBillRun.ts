import { useEffect, useRef, useState } from 'react';
import type { BillRunJob } from '../../../api/billing/billsTypes';
import { useStores } from '../../../stores/context';

/** How often a running bill run is asked for its progress. */
const POLL_MS = 400;

/**
 * Follows a bill run: `start` sends bill/run, then its progress is read every POLL_MS until done
 * (one request at a time; stops on unmount). `job` is the latest answer.
 */
export function useBillRun(pid: string, onDone: (job: BillRunJob) => void) {
  const { api, timers } = useStores();
  const [job, setJob] = useState<BillRunJob | null>(null);
  const alive = useRef(true);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    // Set again on a remount (StrictMode mounts twice).
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const follow = async (first: BillRunJob) => {
    let current = first;
    setJob(current);
    while (alive.current && current.state === 'running') {
      await timers.sleep(POLL_MS);
      if (!alive.current) return;
      try {
        current = await api.billing.bills.runProgress(pid, current.id, { silent: true });
      } catch {
        continue; // A missed poll: ask again.
      }
      if (alive.current) setJob(current);
    }
    if (alive.current) done.current(current);
  };
  return { job, follow, reset: () => setJob(null) };
}
