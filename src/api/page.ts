import type { HttpClient } from './http';
import type { PageConfig, PagePerms } from './pageConfig';

/** Per-page configuration and permissions (spec §6, §7), fetched by menu pid. */
export function createPageApi(http: HttpClient) {
  return {
    /** Columns, filters, actions and forms of a configuration-driven page. */
    config: (pid: string) => http.post<PageConfig>('/sfsaas/api/module/config', { pid }),
    /** The signed-in user's actions on the page. */
    perms: (pid: string) => http.post<PagePerms>('/sfsaas/api/role/user/perm', { pid }),
  };
}

export type PageApi = ReturnType<typeof createPageApi>;
