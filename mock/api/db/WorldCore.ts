import type { BusinessInfo, OrganizationRecord } from '../../../src/api/types.ts';
import { Accounts } from './accounts.ts';
import { organizationsInReach } from './admin/organizationsInReach.ts';
import { BusinessBook } from './businesses.ts';
import { Access } from './core/access/Access.ts';
import { RoleBook } from './core/access/roleBook.ts';
import { seedRoleBook } from './core/access/seedRoles.ts';
import { AuditLog } from './core/audit.ts';
import { SimClock } from './core/clock/SimClock.ts';
import type { Metering } from './core/metering/Metering.ts';
import { StoreReach } from './core/reach.ts';
import type { CoreServices } from './core/domain.ts';
import type { Secrets } from './core/secrets.ts';
import { SpaceTrees } from './core/spaceTree/SpaceTrees.ts';
import type { TableRegistry } from './core/tables/Table.ts';
import { Writes } from './core/writes.ts';
import { storeBuildings } from './energy/buildings.ts';
import { FileStore } from './files.ts';
import { pageIndex } from './pageIndex.ts';
import { createSeed, type SeedData } from './seed.ts';
import type { SessionStore } from './sessions.ts';
import type { SeedWorld } from './SeedWorld.ts';
import type { ChargingRegistry } from './core/charging/ChargingRegistry.ts';
import { ShellState } from './ShellState.ts';
import { TenantBook } from './tenants.ts';
import type { UserRecord } from './users.ts';

/** What the core asks of store-management (the admin domain), when it is built: disabled and unplanned stores, edits of names. */
export interface StoreEdits {
  readonly revision: number;
  isDisabled(did: string): boolean;
}

export interface WorldCoreOptions {
  seed: number;
  secrets: Secrets;
  /** The real clock: it runs the world clock (SimClock); stamps come from the world clock. */
  now: () => number;
  sessions: SessionStore;
  /** What a reset keeps: the seeded readings and charging registry. */
  seedWorld: () => SeedWorld;
  /** Store-management's edits, when that domain is built. */
  storeEdits: () => StoreEdits | undefined;
  /** The energy world's metering (floor areas as the energy domain keeps them): the trees are generated for its buildings. */
  metering: () => Metering;
}

/**
 * The world core of one run (rebuilt on reset): the seeded data and the services every domain
 * uses: accounts, tenants, businesses, the role book and store reach, the audited write path,
 * the simulated clock, the space trees and the shell's tables.
 */
export class WorldCore implements CoreServices {
  readonly seed: number;
  readonly secrets: Secrets;
  readonly data: SeedData;
  readonly access: Access;
  readonly reach: StoreReach;
  readonly businesses: BusinessBook;
  readonly shell: ShellState;
  readonly accounts: Accounts;
  readonly tenants: TenantBook;
  readonly files: FileStore;
  readonly audit: AuditLog;
  readonly writes: Writes;
  readonly trees: SpaceTrees;
  private simClock: SimClock | undefined;
  private recordIndex: { size: number; byDid: Map<string, BusinessInfo> } | undefined;

  constructor(private readonly options: WorldCoreOptions) {
    this.seed = options.seed;
    this.secrets = options.secrets;
    const data = (this.data = createSeed(options.seed));
    options.sessions.clear(data.credentials.permanentTokens);
    this.audit = new AuditLog(() => this.clock.now());
    this.access = this.seedAccess();
    this.reach = new StoreReach({ access: this.access, record: (did) => this.record(did) });
    this.tenants = new TenantBook(data.tenants);
    this.businesses = new BusinessBook(
      data.businesses,
      (userid) => this.access.parentsOf(userid),
      (userid, store) => this.access.reachesStore({ userid, role: '' }, store),
      (did) => options.storeEdits()?.isDisabled(did) !== true,
    );
    // Rows, registrations and files are stamped from the world clock: in the orders' timeline, moved by advance-time.
    const worldNow = () => this.clock.now();
    this.shell = new ShellState(data, this.businesses, worldNow);
    this.accounts = new Accounts(data, options.sessions, worldNow, (user) => this.shell.organizationOf(user));
    this.files = new FileStore(options.secrets, worldNow);
    this.writes = new Writes(this.access, this.audit, () => this.clock.now());
    this.trees = new SpaceTrees({
      seed: options.seed,
      buildings: (store) => storeBuildings(options.seed, data.spaces[store] ?? [], options.metering().plans.get(store)),
      meters: (store) => options.metering().plans.get(store)?.meters ?? [],
    });
  }

  /** Simulated time: the seed's now when first read after a reset, then advancing with the clock. */
  get clock(): SimClock {
    this.simClock ??= new SimClock(this.options.now);
    return this.simClock;
  }

  /** The seed's charging registry (kept over a reset). */
  get charging(): ChargingRegistry {
    return this.options.seedWorld().charging;
  }

  /** The seeded readings (kept over a reset). */
  get readings(): Metering {
    return this.options.seedWorld().readings;
  }

  /** Tables by pid (the shell's and the catalogue's lists). */
  get tables(): TableRegistry {
    return this.shell.tables;
  }

  /** Revision of store-management's edits (0 before any): cached store names follow it. */
  get storeRevision(): number {
    return this.options.storeEdits()?.revision ?? 0;
  }

  /** A business's one record as it is now (store-management edits it in place), indexed for the simulator's hot paths. */
  record(did: string): BusinessInfo | undefined {
    const list = this.data.businesses;
    if (this.recordIndex?.size !== list.length) this.recordIndex = { size: list.length, byDid: new Map(list.map((b) => [b.did, b])) };
    return this.recordIndex.byDid.get(did);
  }

  /** Businesses carry no company: a company's are those its users reach (store-management adds new ones there). */
  companyParents(userid: string): string[] {
    const data = this.data;
    const companyOf = (id: string) => data.users.find((user) => user.userid === id)?.companyid;
    return [...new Set(data.users.filter((u) => u.companyid === companyOf(userid)).flatMap((u) => data.reach[u.userid] ?? []))];
  }

  /** The parent business of a store (undefined for an unknown did or one that is not a store). */
  parentOfStore(store: string): string | undefined {
    return this.data.businesses.find((b) => b.did === store && b.businessgrade === 1)?.uppergrade;
  }

  /** The company whose users reach a store's parent business ('' when none does). */
  companyOfStore(store: string): string {
    const parent = this.parentOfStore(store);
    const user = parent ? this.data.users.find((u) => (this.data.reach[u.userid] ?? []).includes(parent)) : undefined;
    return user?.companyid ?? '';
  }

  /** The users of the company a user (by name) belongs to, that user included; none for an unknown name. */
  companyColleagues(username: string): UserRecord[] {
    const companyid = this.data.users.find((user) => user.username === username)?.companyid;
    return companyid === undefined ? [] : this.data.users.filter((user) => user.companyid === companyid);
  }

  /** The organization units the user's scope reaches (administration's pickers and lists). */
  organizationsFor(userid: string): OrganizationRecord[] {
    const companyid = this.data.users.find((u) => u.userid === userid)?.companyid ?? '';
    const scope = this.access.scope({ userid });
    const wholeCompany = this.access.reachesWholeCompany({ userid });
    const reached = this.data.businesses.filter((b) => (b.businessgrade === 0 ? scope.wholeParents.has(b.did) : scope.reaches(b.did)));
    return organizationsInReach(this.shell.organizationsOf(companyid), wholeCompany, reached);
  }

  /** The role book over the catalogue's pages and the demo users, and the access answers drawn from it. */
  private seedAccess(): Access {
    const data = this.data;
    const index = pageIndex();
    const users = data.users.map((user) => ({ userid: user.userid, company: user.companyid, role: user.role, parents: data.reach[user.userid] ?? [], stores: data.storeReach[user.userid] }));
    return new Access({
      book: new RoleBook(seedRoleBook(index.modules, index.pages, users, data.companies.map((c) => c.companyid))),
      companyParents: (userid) => this.companyParents(userid),
      parentOfStore: (store) => this.parentOfStore(store),
      storesOfParent: (parent) => data.businesses.filter((b) => b.businessgrade === 1 && b.uppergrade === parent).map((b) => b.did),
      companyOfStore: (store) => this.companyOfStore(store),
    });
  }
}
