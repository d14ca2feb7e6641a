import type { CallOptions, HttpClient } from '../http';
import type { Agenda, ScheduleEvent, ScheduleSave } from './scheduleTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** The play grid (scheduleTypes.ts lists the calls and states the one conflict rule). */
export function createScheduleApi(http: HttpClient) {
  return {
    list: (query: { pid: string; group?: string }, opts?: Read) => http.post<ScheduleEvent[]>('/sfsaas/api/signage/schedule/list', query, opts),
    save: (body: ScheduleSave, opts?: Write) => http.post<ScheduleEvent>('/sfsaas/api/signage/schedule/save', body, opts),
    remove: (body: { pid: string; did: string }, opts?: Write) => http.post<{ did: string }>('/sfsaas/api/signage/schedule/remove', body, opts),
    /** What plays on a group at a local time ('YYYY-MM-DDTHH:mm'), and why each event plays or is hidden. */
    agenda: (query: { pid: string; group: string; at: string }, opts?: Read) => http.post<Agenda>('/sfsaas/api/signage/schedule/agenda', query, opts),
    /** The same, now on the server's clock, as a local time of `zone` (the answer's `at`). */
    agendaNow: (query: { pid: string; group: string; zone?: string }, opts?: Read) => http.post<Agenda>('/sfsaas/api/signage/schedule/agenda', query, opts),
  };
}

export type ScheduleApi = ReturnType<typeof createScheduleApi>;
