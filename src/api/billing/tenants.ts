import type { CallOptions, HttpClient } from '../http';
import type { RateRuleList, RateRuleRow, RateRuleWrite, TenantList, TenantQuery, TenantRow, TenantStatus, TenantStatusQuery, TenantTypeRow, TenantTypeWrite, TenantWrite } from './tenantsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;
const LIST = '/vtspace/api/tenant/list';

/** Tenants, tenant types, rate rules and tenant status (tenantsTypes.ts lists the calls). */
export function createTenantsApi(http: HttpClient) {
  return {
    tenants: (query: TenantQuery, opts?: Read) => http.post<TenantList>(LIST, { ...query, what: 'tenants' }, opts),
    tenantTypes: (query: { pid: string; store: string }, opts?: Read) => http.post<TenantTypeRow[]>(LIST, { ...query, what: 'types' }, opts),
    rateRules: (query: { pid: string; store: string }, opts?: Read) => http.post<RateRuleList>(LIST, { ...query, what: 'raterules' }, opts),
    status: (query: TenantStatusQuery, opts?: Read) => http.post<TenantStatus>(LIST, { ...query, what: 'status' }, opts),
    saveTenant: (body: TenantWrite, opts?: Write) => http.post<TenantRow>('/vtspace/api/tenant/set', body, opts),
    saveTenantType: (body: TenantTypeWrite, opts?: Write) => http.post<TenantTypeRow | { did: string }>('/vtspace/api/tenant/type/set', body, opts),
    saveRateRule: (body: RateRuleWrite, opts?: Write) => http.post<RateRuleRow>('/businessstatistics/api/businessraterule/set', body, opts),
  };
}

export type TenantsApi = ReturnType<typeof createTenantsApi>;
