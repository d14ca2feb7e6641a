import { domainApi } from '../domainApi';
import type { HttpClient } from '../http';
import { createSpacesApi } from './spaces';
import { createContractsApi } from './contracts';
import { createTenantsApi } from './tenants';
import { createBillsApi } from './bills';

/**
 * Billing, contracts and tenants (types.ts lists the calls). Each area's calls are in a file of
 * their own (`spaces.ts`, `contracts.ts`, `bills.ts`…); this joins them into `billingApi(api)`, one
 * line per area.
 */
export function createBillingApi(http: HttpClient) {
  return {
    spaces: createSpacesApi(http),
    tenants: createTenantsApi(http),
    contracts: createContractsApi(http),
    bills: createBillsApi(http),
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;

/** The section over a mount's api: `billingApi(api).…`. */
export const billingApi = domainApi(createBillingApi);
