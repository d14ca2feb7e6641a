import type { BillRunJob } from '../../../api/billing/billsTypes';
import { useStores } from '../../../stores/context';
import { useLongJob } from '../../../ui/job/useLongJob';
import { billingApi } from '../../../api/billing';

/** How often a running bill run is asked for its progress. */
const POLL_MS = 400;

/**
 * The month's bill run as a long job of the bill screen: its dialog attaches the run it starts,
 * and finds it again (still followed) when reopened while it runs. `onDone`: the run is over.
 */
export function useBillRun(pid: string, onDone: (job: BillRunJob) => void) {
  const { api } = useStores();
  return useLongJob<BillRunJob>({
    intervalMs: POLL_MS,
    // A failed ask is no error to show: the dialog says it is reconnecting, and asks again.
    progress: (job, signal) => billingApi(api).bills.runProgress(pid, job.id, { silent: true, hideError: true, signal }),
    isDone: (job) => job.state !== 'running',
    ratio: (job) => (job.total ? job.processed / job.total : 1),
    onDone,
  });
}

export type BillRun = ReturnType<typeof useBillRun>;
