import type { HttpClient } from './http';
import type {
  AddResult, DeleteResult, FilterAdd, FilterDelete, FilterExport, FilterUpdate, ImportResult, SearchColumnQuery,
  SearchColumnValue, TreeGraphQuery, TreeNode,
} from './pageConfig';
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
    /** Pages of records for an export (page size 100000 unless given). */
    exportPage: <T>(body: FilterExport & { page: number }, opts?: { signal?: AbortSignal }) =>
      http.post<Paged<T>>('/sfsaas/api/filter/export', body, opts),
    /** A new record; validation failures come back as an ApiError whose result lists the fields. */
    add: (body: Extract<FilterAdd, { cmd: unknown }>, opts?: { hideError?: boolean }) =>
      http.post<AddResult>('/sfsaas/api/filter/add', body, opts),
    /** Many records at once (an import): all or nothing. */
    addMany: (body: Extract<FilterAdd, { records: unknown }>, opts?: { hideError?: boolean; signal?: AbortSignal }) =>
      http.post<ImportResult>('/sfsaas/api/filter/add', body, opts),
    update: (body: FilterUpdate, opts?: { hideError?: boolean }) => http.post<unknown>('/sfsaas/api/filter/update', body, opts),
    remove: (body: FilterDelete) => http.post<DeleteResult>('/sfsaas/api/filter/delete', body),
    /** Distinct values of a column, for filter dropdowns. */
    searchColumn: (body: SearchColumnQuery, opts?: { signal?: AbortSignal }) =>
      http.post<SearchColumnValue[]>('/sfsaas/api/filter/searchcolumn', body, { silent: true, ...opts }),
    treeGraph: (body: TreeGraphQuery) => http.post<TreeNode[]>('/sfsaas/api/filter/treegraph', body),
  };
}

export type FilterApi = ReturnType<typeof createFilterApi>;
