import type { HttpClient } from './http';
import type { MenuAnswer } from './types';

export function createMenuApi(http: HttpClient) {
  return {
    /** The navigation menu of a portal: a list plus style JSON (spec §7). */
    get: (portalcode: string) => http.post<MenuAnswer>('/vts/api/menu/get', { portalcode }),
  };
}

export type MenuApi = ReturnType<typeof createMenuApi>;
