import type { CallOptions, HttpClient } from '../http';
import type { ContractDetail, ContractOptions, ContractOverlap, ContractPage, ContractQuery, ContractRow, ContractWrite, OverlapQuery } from './contractsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;
const LIST = '/vtspace/api/contract/list';

/** Contracts of a store (contractsTypes.ts lists the calls; writes go through our own contract/set). */
export function createContractsApi(http: HttpClient) {
  return {
    list: (query: ContractQuery, opts?: Read) => http.post<ContractPage>(LIST, { ...query, what: 'contracts' }, opts),
    detail: (query: { pid: string; did: string }, opts?: Read) => http.post<ContractDetail>(LIST, { ...query, what: 'detail' }, opts),
    options: (query: { pid: string; store: string }, opts?: Read) => http.post<ContractOptions>(LIST, { ...query, what: 'options' }, opts),
    /** Signed contracts that would hold one of the rooms at the same time (the form warns before saving). */
    overlaps: (query: OverlapQuery, opts?: Read) => http.post<ContractOverlap[]>(LIST, { ...query, what: 'overlaps' }, opts),
    write: (body: ContractWrite, opts?: Write) => http.post<ContractRow>('/vtspace/api/contract/set', body, opts),
  };
}

export type ContractsApi = ReturnType<typeof createContractsApi>;
