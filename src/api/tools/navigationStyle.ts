import type { CallOptions, HttpClient } from '../http';
import type { NavigationStyleAnswer, NavigationStyleSave } from './navigationStyleTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** The tenant's navigation colours (navigationStyleTypes.ts lists the calls). */
export function createNavigationStyleApi(http: HttpClient) {
  return {
    get: (query: { pid: string }, opts?: Read) => http.post<NavigationStyleAnswer>('/sfsaas/api/tools/navigation-style/get', query, opts),
    save: (body: NavigationStyleSave, opts?: Write) => http.post<NavigationStyleAnswer>('/sfsaas/api/tools/navigation-style/save', body, opts),
  };
}

export type NavigationStyleApi = ReturnType<typeof createNavigationStyleApi>;
