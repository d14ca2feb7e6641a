import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { StoreInput, StoreList, StoreQuery, StoreRow } from './storeTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;
const BASE = '/sfsaas/api/store';

/** Parent businesses and stores (storeTypes.ts): the filtered list, create, edit, disable and enable. */
export function createStoresApi(http: HttpClient) {
  return {
    list: (query: StoreQuery, opts?: Read) => http.post<StoreList>(`${BASE}/list`, query, opts),
    create: (body: { pid: string; cmd: StoreInput }, opts?: Write) => http.post<StoreRow>(`${BASE}/create`, body, opts),
    /** `version`: the row's version the form was opened on; `overwrite`: save over a newer one on purpose (issue 36 item 2). */
    update: (body: { pid: string; did: string; version: number; overwrite?: boolean; cmd: StoreInput }, opts?: Write) => http.post<StoreRow>(`${BASE}/update`, body, opts),
    setDisabled: (body: { pid: string; did: string }, disabled: boolean, opts?: Write) => http.post<StoreRow>(`${BASE}/${disabled ? 'disable' : 'enable'}`, body, opts),
  };
}

export type StoresApi = ReturnType<typeof createStoresApi>;

/** The section over a mount's api: `storesApi(api).…`. */
export const storesApi = domainApi(createStoresApi);
