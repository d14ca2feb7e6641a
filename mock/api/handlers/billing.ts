import type { HttpHandler } from 'msw';
import type { Database } from '../db/Database.ts';
import { billingSpaceHandlers } from './billingSpaces.ts';
import { billingContractHandlers } from './billingContracts.ts';
import { billingTenantHandlers } from './billingTenants.ts';
import { billingBillHandlers } from './billingBills.ts';

/**
 * Billing, contracts and tenants (src/api/billing/types.ts lists the calls). Each area's
 * handlers are in a file of their own (`billingSpaces.ts`, `billingContracts.ts`…), joined here
 * one line per area.
 */
export function billingHandlers(db: Database): HttpHandler[] {
  return [
    ...billingSpaceHandlers(db),
    ...billingTenantHandlers(db),
    ...billingContractHandlers(db),
    ...billingBillHandlers(db),
  ];
}
