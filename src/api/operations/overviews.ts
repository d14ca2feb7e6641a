import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { OverviewBounds, OverviewFigures, OverviewPeriods } from './overviewTypes';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;

const path = (call: string) => `/evcharge/${call}`;

/** The operations overviews: a period's figures against the previous period and last year (overviewTypes.ts lists the calls). */
export function createOverviewsApi(http: HttpClient) {
  return {
    bounds: (query: { pid: string }, opts?: Read) => http.post<OverviewBounds>(path('overview/bounds'), query, opts),
    figures: (query: { pid: string; periods: OverviewPeriods }, opts?: Read) => http.post<OverviewFigures>(path('overview/figures'), query, opts),
  };
}

export type OverviewsApi = ReturnType<typeof createOverviewsApi>;

/** The section over a mount's api: `overviewsApi(api).…`. */
export const overviewsApi = domainApi(createOverviewsApi);
