import { domainApi } from './domainApi';
import type { CallOptions, HttpClient } from './http';
import { SCAN_RESOLVE_PATH, type ScanTarget } from './scanTypes';

/** Scanning a label: the server says which thing a code names, if the caller may open it. */
export function createScanApi(http: HttpClient) {
  return {
    resolve: (body: { code: string }, opts?: Pick<CallOptions, 'hideError' | 'signal'>) => http.post<ScanTarget>(SCAN_RESOLVE_PATH, body, opts),
  };
}

export const scanApi = domainApi(createScanApi);
