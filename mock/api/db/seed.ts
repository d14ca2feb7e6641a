import type { BookmarkRecord, BusinessInfo, HabitRecord, NavigationStyle, SubApp, TenantSnapshot } from '../../../src/api/types.ts';
import { seedBusinesses, seedReach, seedStoreReach } from './businesses.ts';
import { seedOrganizations, type OrganizationSeed } from './organizations.ts';
import { Random } from './core/random.ts';
import { seedHabits } from './shellTables.ts';
import { seedSpaces, type SpaceRecord } from './spaces.ts';
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
  /** userid → the store dids of a user whose scope is chosen stores (instead of `reach`). */
  storeReach: Record<string, string[]>;
  subApps: SubApp[];
  /** store did → its spaces (buildings). */
  spaces: Record<string, SpaceRecord[]>;
  organizations: OrganizationSeed;
  /** Seed rows of the habit and bookmark tables (the live rows are in the core's tables). */
  habits: HabitRecord[];
  bookmarks: BookmarkRecord[];
}

/** Builds the seed from one generator; same seed, same world. */
export function createSeed(seed: number): SeedData {
  const random = new Random(seed);
  const companies = seedCompanies();
  const users = seedUsers();
  const reach = seedReach();
  // Draw order matters: what existed before keeps its values when something is added after it.
  const businesses = seedBusinesses(seed, random);
  const spaces = seedSpaces(random, businesses);
  return {
    tenants: seedTenants(),
    navigationStyles: seedNavigationStyles(),
    companies,
    users,
    credentials: seedCredentials(),
    businesses,
    reach,
    storeReach: seedStoreReach(),
    subApps: seedSubApps(),
    spaces,
    organizations: seedOrganizations(companies, users, businesses, reach),
    habits: seedHabits(),
    bookmarks: [],
  };
}
