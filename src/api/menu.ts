import type { CallOptions, HttpClient } from './http';
import type { MenuAnswer } from './types';

export function createMenuApi(http: HttpClient) {
  return {
    /** The navigation menu of a portal: a list plus style JSON (spec §7). */
    get: (portalcode: string, opts?: Pick<CallOptions, 'silent' | 'hideError'>) => http.post<MenuAnswer>('/vts/api/menu/get', { portalcode }, opts),
  };
}

export type MenuApi = ReturnType<typeof createMenuApi>;
