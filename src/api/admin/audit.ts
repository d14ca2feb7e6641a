import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { AuditDetail, AuditPage, AuditQuery, AuditRow } from './auditTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;

/** The world's audit log (auditTypes.ts): filtered pages newest first, one entry with its before and after, one's own sign-ins. */
export function createAuditApi(http: HttpClient) {
  return {
    list: (query: AuditQuery, opts?: Read) => http.post<AuditPage>('/sfsaas/api/audit/list', query, opts),
    detail: (pid: string, seq: number, opts?: Read) => http.post<AuditDetail>('/sfsaas/api/audit/detail', { pid, seq }, opts),
    /** The signed-in user's last sign-ins (no page permission needed: they are one's own). */
    signIns: (opts?: Read) => http.post<AuditRow[]>('/sfsaas/api/audit/signins', {}, opts),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;

/** The section over a mount's api: `auditApi(api).…`. */
export const auditApi = domainApi(createAuditApi);
