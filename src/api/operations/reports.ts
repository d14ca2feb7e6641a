import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { FaultStats, FaultStatsQuery, GeneratedReport, ReportCatalogue, ReportDefinition, ReportJob, ReportParams, ReportTemplate, RetrofitReport } from './reportsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;
type Write = Pick<CallOptions, 'hideError'>;
interface At {
  pid: string;
}

const path = (call: string) => `/evcharge/report/${call}`;

/** Operations reports: catalogue, definitions, generation as a long job, history, fault statistics, retrofits. */
export function createReportsApi(http: HttpClient) {
  return {
    catalogue: (query: At, opts?: Read) => http.post<ReportCatalogue>(path('catalogue'), query, opts),
    define: (body: At & ReportParams & { name: string; template: ReportTemplate }, opts?: Write) => http.post<ReportDefinition>(path('define'), body, opts),
    /** Starts the generation; follow it with `progress` until done. */
    generate: (body: At & Partial<ReportParams> & { report: string }, opts?: Write) => http.post<ReportJob>(path('generate'), body, opts),
    progress: (query: At & { job: string }, opts?: Read) => http.post<ReportJob>(path('progress'), query, opts),
    /** Stops a running generation: no file is made (a job already done answers as it is). */
    cancel: (body: At & { job: string }, opts?: Write) => http.post<ReportJob>(path('cancel'), body, opts),
    history: (query: At, opts?: Read) => http.post<GeneratedReport[]>(path('history'), query, opts),
    faults: (query: At & FaultStatsQuery, opts?: Read) => http.post<FaultStats>(path('faults'), query, opts),
    retrofits: (query: At, opts?: Read) => http.post<RetrofitReport>(path('retrofits'), query, opts),
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;

export const reportsApi = domainApi(createReportsApi);
