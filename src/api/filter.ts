import type { HttpClient } from './http';
import type { FilterListAll, FilterQuery, FilterVtInfo, Paged } from './types';

/** `/sfsaas/api/filter/*` (spec §7): the generic record service every list screen uses. */
export function createFilterApi(http: HttpClient) {
  return {
    /** One page of records of a pid. */
    query: <T>(body: FilterQuery, opts?: { silent?: boolean; signal?: AbortSignal }) =>
      http.post<Paged<T>>('/sfsaas/api/filter/query', body, opts),
    /** Every record of a pid that matches `filter`. */
    listAll: <T>(body: FilterListAll) => http.post<T[]>('/sfsaas/api/filter/listall', body),
    /** One record by did. */
    info: <T>(body: FilterVtInfo, opts?: { silent?: boolean }) => http.post<T>('/sfsaas/api/filter/vtinfo', body, opts),
  };
}

export type FilterApi = ReturnType<typeof createFilterApi>;
