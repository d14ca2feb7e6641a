import type { Api } from '../../api';
import { fetchAllPages } from '../../lib/paging';

/** The operation-monitoring list of live alarms (menu "Real-time alerts"); history alarms are a list of their own. */
export const REALTIME_ALARMS_PID = 'p-realtime-alerts';

/** Alarm states that are still open: raised and not yet recovered or closed. */
export const OPEN_ALARM_STATUSES = ['active', 'acknowledged'] as const;

/** Open alarms of one parent business. */
export interface AlarmCount {
  open: number;
  /** Of those, the ones nobody has acknowledged yet (status active). */
  unacknowledged: number;
}

interface AlarmRow {
  parentbusinessdid?: unknown;
  status?: unknown;
}

/**
 * Open alarms per parent business did. Each alarm record carries the parent business of the
 * store its device belongs to (`parentbusinessdid`), so the count is the server's own filter
 * over the records the user reaches, fetched page by page, two columns only.
 */
export async function loadOpenAlarms(api: Api, signal: AbortSignal): Promise<Map<string, AlarmCount>> {
  const rows = await fetchAllPages<AlarmRow>(
    (page, pagesize, pageSignal) =>
      api.filter.query<AlarmRow>(
        { pid: REALTIME_ALARMS_PID, page, pagesize, filter: { status: [...OPEN_ALARM_STATUSES] }, columns: ['parentbusinessdid', 'status'] },
        { silent: true, signal: pageSignal },
      ),
    { signal },
  );
  const counts = new Map<string, AlarmCount>();
  for (const row of rows) {
    if (typeof row.parentbusinessdid !== 'string') continue;
    const count = counts.get(row.parentbusinessdid) ?? { open: 0, unacknowledged: 0 };
    count.open += 1;
    if (row.status === 'active') count.unacknowledged += 1;
    counts.set(row.parentbusinessdid, count);
  }
  return counts;
}
