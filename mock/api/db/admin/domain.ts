import type { BusinessInfo, OrganizationRecord } from '../../../../src/api/types.ts';
import type { Access } from '../core/access/Access.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { Metering } from '../core/metering/Metering.ts';
import type { SeedData } from '../seed.ts';
import type { UserRecord } from '../users.ts';
import { accessAdmin, type AccessAdmin } from './access/accessAdmin.ts';
import type { RoleAdminSources } from './access/RoleAdmin.ts';
import { StoresAdmin } from './storesAdmin.ts';

/** What store-management asks of its peers: the live records, the company's parents and organization units, the seeded readings. */
export interface StoreAdminPeers {
  data: () => Pick<SeedData, 'businesses' | 'reach'>;
  companyParents: (userid: string) => string[];
  organizations: (userid: string) => OrganizationRecord[];
  readings: () => Metering;
}

/** Parent businesses and stores: store-management's list and audited writes. */
export const storeAdminDomain: MockDomain<Pick<CoreServices, 'seed' | 'access' | 'writes'>, StoreAdminPeers, StoresAdmin> = {
  name: 'storeAdmin',
  build: (core, peers) =>
    new StoresAdmin({
      seed: core.seed,
      access: core.access,
      writes: core.writes,
      businesses: () => peers.data().businesses,
      companyParents: peers.companyParents,
      organizations: peers.organizations,
      adoptParent: (userid, did) => adoptParent(core.access, peers.data().reach, userid, did),
      seededArea: (did) => {
        const plan = peers.readings().plans.get(did);
        return plan ? Math.round(plan.buildings.reduce((sum, b) => sum + b.seededArea, 0)) : null;
      },
    }),
};

/** A new parent business is its creator's company's; a creator whose scope lists parents reaches it ('all' reaches it already). */
function adoptParent(access: Access, reach: Record<string, string[]>, userid: string, did: string): void {
  (reach[userid] ??= []).push(did);
  const grant = access.book.grant(userid);
  if (grant?.scope.kind === 'parents') access.book.putGrant({ ...grant, scope: { kind: 'parents', parents: [...grant.scope.parents, did] } });
}

/** What role and staff administration ask of their peers: the users, organization units, businesses in reach and sessions. */
export interface AccessAdminPeers extends Pick<RoleAdminSources, 'pageTitle' | 'moduleTitle'> {
  users: () => UserRecord[];
  organizations: (userid: string) => OrganizationRecord[];
  /** Which organization unit each user belongs to (edited in place). */
  userOrganization: () => Record<string, string>;
  businessesForUser: (userid: string) => BusinessInfo[];
  storesForUser: (userid: string) => BusinessInfo[];
  endSessions: (userid: string) => number;
}

/** Administration of the role book: roles and staff. */
export const accessAdminDomain: MockDomain<Pick<CoreServices, 'seed' | 'secrets' | 'access' | 'writes'>, AccessAdminPeers, AccessAdmin> = {
  name: 'admin',
  build: (core, peers) =>
    accessAdmin({
      pageTitle: peers.pageTitle,
      moduleTitle: peers.moduleTitle,
      seed: core.seed,
      secrets: core.secrets,
      access: core.access,
      writes: core.writes,
      users: peers.users,
      organizations: peers.organizations,
      organizationOf: (userid) => peers.userOrganization()[userid],
      setOrganization: (userid, did) => {
        if (did) peers.userOrganization()[userid] = did;
        else delete peers.userOrganization()[userid];
      },
      parents: (userid) => peers.businessesForUser(userid).map((b) => ({ did: b.did, name: b.name })),
      stores: (userid) => peers.storesForUser(userid).map((b) => ({ did: b.did, name: b.name, parent: b.uppergrade })),
      endSessions: peers.endSessions,
    }),
};
