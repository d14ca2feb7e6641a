// TEMPORARY: the parts of the billing world's StoreBook these services use, until it lands.
import type { Bill, BillingRoom, Contract, ContractState, RateRule, Tenant, TenantType } from '../../../../src/api/billing/types.ts';
import type { PageAction } from '../../../../src/api/pageConfig.ts';
import type { AuditLog } from '../audit.ts';
import type { UserRecord } from '../users.ts';

export interface StoreBook {
  store: string;
  currency: string;
  rooms: BillingRoom[];
  tenantTypes: TenantType[];
  tenants: Tenant[];
  rateRules: RateRule[];
  contracts: Contract[];
  bills: Bill[];
  room(did: string): BillingRoom | undefined;
  tenant(did: string): Tenant | undefined;
  contract(did: string): Contract | undefined;
  rule(did: string): RateRule | undefined;
  contractState(contract: Contract, today?: string): ContractState;
  roomKwh(room: BillingRoom, from: string, to: string): number;
}

export interface BillingWorld {
  bookFor(user: UserRecord, store: string): StoreBook;
  bookOf(user: UserRecord, did: string): StoreBook;
  authorize(user: UserRecord, pid: string, action: PageAction): void;
  audit: AuditLog;
}
