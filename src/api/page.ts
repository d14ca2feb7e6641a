import type { CallOptions, HttpClient } from './http';
import type { PageConfig, PagePerms } from './pageConfig';

/** The answers' parsers load with the first answer (after sign-in), off the login route. */
const parsers = () => import('./parsePageConfig');

/** Per-page configuration and permissions (spec §6, §7), fetched by menu pid. */
export function createPageApi(http: HttpClient) {
  return {
    /** Columns, filters, actions and forms of a configuration-driven page; null when the answer is malformed. */
    config: async (pid: string): Promise<PageConfig | null> => {
      const [raw, { parsePageConfig }] = await Promise.all([http.post<unknown>('/sfsaas/api/module/config', { pid }), parsers()]);
      return parsePageConfig(raw);
    },
    /** The signed-in user's actions on the page; null when the answer is malformed. */
    perms: async (pid: string, opts?: CallOptions): Promise<PagePerms | null> => {
      const [raw, { parsePagePerms }] = await Promise.all([http.post<unknown>('/sfsaas/api/role/user/perm', { pid }, opts), parsers()]);
      return parsePagePerms(raw, pid);
    },
  };
}

export type PageApi = ReturnType<typeof createPageApi>;
