import { reportsApi } from '../../../../api/operations';
import type { ReportJob } from '../../../../api/operations/reportsTypes';
import { useStores } from '../../../../stores/context';
import { useLongJob } from '../../../../ui/job/useLongJob';

/** How often a running generation is asked for its progress. */
const POLL_MS = 400;

/**
 * A report's generation as a long job of the report centre; `onDone`: its file is in the history.
 * `cancel` asks the server to stop it; `onCancelled` gets the server's answer (cancelled, or done
 * when the file was made before the cancel arrived).
 */
export function useReportJob(pid: string, onDone: (job: ReportJob) => void, onCancelled: (job: ReportJob) => void) {
  const { api } = useStores();
  return useLongJob<ReportJob>({
    intervalMs: POLL_MS,
    // A failed ask is no error to show: the screen says it is reconnecting, and asks again.
    progress: (job, signal) => reportsApi(api).progress({ pid, job: job.id }, { silent: true, hideError: true, signal }),
    isDone: (job) => job.state !== 'running',
    ratio: (job) => (job.total ? job.processed / job.total : 1),
    onDone,
    cancel: async (job) => onCancelled(await reportsApi(api).cancel({ pid, job: job.id })),
  });
}
