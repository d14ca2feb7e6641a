import type { BusinessInfo, NavigationStyle, SubApp, TenantSnapshot } from '../../../src/api/types.ts';
import { seedBusinesses, seedReach } from './businesses.ts';
import { Random } from './random.ts';
import { seedNavigationStyles, seedTenants } from './tenants.ts';
import { seedSubApps } from './subapps.ts';
import { seedCompanies, seedCredentials, seedUsers, type CompanyRecord, type ThirdPartyCredentials, type UserRecord } from './users.ts';

/** Everything the database resets to; plain data, safe to structuredClone. */
export interface SeedData {
  tenants: TenantSnapshot[];
  navigationStyles: Record<string, NavigationStyle>;
  companies: CompanyRecord[];
  users: UserRecord[];
  credentials: ThirdPartyCredentials;
  /** Parent businesses then stores, all BusinessInfo. */
  businesses: BusinessInfo[];
  /** userid → parent business dids the user reaches. */
  reach: Record<string, string[]>;
  subApps: SubApp[];
}

/** Builds the seed from one generator; same seed, same world. */
export function createSeed(seed: number): SeedData {
  const random = new Random(seed);
  return {
    tenants: seedTenants(),
    navigationStyles: seedNavigationStyles(),
    companies: seedCompanies(),
    users: seedUsers(),
    credentials: seedCredentials(),
    businesses: seedBusinesses(random),
    reach: seedReach(),
    subApps: seedSubApps(),
  };
}
