import type { HttpClient } from './http';
import type { PageConfig, PagePerms } from './pageConfig';
import { parsePageConfig, parsePagePerms } from './parsePageConfig';

/** Per-page configuration and permissions (spec §6, §7), fetched by menu pid. */
export function createPageApi(http: HttpClient) {
  return {
    /** Columns, filters, actions and forms of a configuration-driven page; null when the answer is malformed. */
    config: async (pid: string): Promise<PageConfig | null> => parsePageConfig(await http.post<unknown>('/sfsaas/api/module/config', { pid })),
    /** The signed-in user's actions on the page; null when the answer is malformed. */
    perms: async (pid: string): Promise<PagePerms | null> => parsePagePerms(await http.post<unknown>('/sfsaas/api/role/user/perm', { pid }), pid),
  };
}

export type PageApi = ReturnType<typeof createPageApi>;
