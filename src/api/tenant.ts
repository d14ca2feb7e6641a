import type { HttpClient } from './http';
import type { TenantInfo, TenantSnapshot } from './types';

/** Tenant branding (spec §7, tenant and proxy). Both calls are open: the login page needs branding. */
export function createTenantApi(http: HttpClient) {
  return {
    basicInfo: (domain: string) => http.post<TenantInfo>('/sfsaas/api/tenant/basicinfo', { domain }, { silent: true }),
    /** The proxy service's common snapshot, filtered by host name. */
    snapshot: (hostname: string) =>
      http.post<TenantSnapshot[]>(
        '/sfsaas/api/proxy',
        { service: 'common', method: 'getsnapshot', params: { hostname } },
        { silent: true, hideError: true },
      ),
  };
}

export type TenantApi = ReturnType<typeof createTenantApi>;
