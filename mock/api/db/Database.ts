import type {
  BusinessInfo,
  District,
  ManifestEntry,
  MenuAnswer,
  OrganizationRecord,
  RegisterApply,
  RegisterResult,
  SubApp,
  SubStore,
  TenantIcon,
  TenantInfo,
  TenantSnapshot,
  UserInfo,
} from '../../../src/api/types.ts';
import { Accounts, type CmiResult, type RegisterApplication } from './accounts.ts';
import { accessAdmin, type AccessAdmin } from './admin/access/accessAdmin.ts';
import { StoresAdmin } from './admin/storesAdmin.ts';
import { organizationsInReach } from './admin/organizationsInReach.ts';
import { Access } from './core/access/Access.ts';
import { RoleBook } from './core/access/roleBook.ts';
import { seedRoleBook } from './core/access/seedRoles.ts';
import { AuditLog } from './core/audit.ts';
import { ChargingRegistry } from './core/charging/ChargingRegistry.ts';
import { ChargingLive } from './core/charging/live/ChargingLive.ts';
import { LiveOrders } from './pages/world/liveOrders.ts';
import { Writes } from './core/writes.ts';
import { BillingWorld } from './billing/BillingWorld.ts';
import { ToolsWorld } from './tools/ToolsWorld.ts';
import { SmartBnbWorld } from './smartbnb/SmartBnbWorld.ts';
import { MonitoringWorld } from './operations/monitoring/MonitoringWorld.ts';
import { OverviewWorld } from './operations/overviews/OverviewWorld.ts';
import { AnalysisWorld } from './operations/analysis/AnalysisWorld.ts';
import { ReportsWorld } from './operations/reports/ReportsWorld.ts';
import type { FaultTicket } from './operations/reports/faults.ts';
import { AssetsWorld } from './operations/assets/AssetsWorld.ts';
import { SignageWorld } from './signage/SignageWorld.ts';
import { TicketDesk } from './operations/tickets/TicketDesk.ts';
import { seededSla } from './operations/tickets/openTicket.ts';
import { ticketDeskRecords } from './pages/ticketDeskRecords.ts';
import { ticketMoveOp, ticketWriteFields } from './operations/tickets/ticketLife.ts';
import { serviceTicketRecords } from './pages/serviceTicketRecords.ts';
import { MediaDisk } from './signage/MediaDisk.ts';
import { ResumableUploads } from './signage/ResumableUploads.ts';
import { DEFAULT_MEDIA_MAX_BYTES } from '../../../src/api/signage/types.ts';
import { SimClock } from './core/clock/SimClock.ts';
import { CHINA_ZONE, seedDayIn } from './core/clock/zones.ts';
import { invalidField } from './core/shapeErrors.ts';
import { DeviceServices } from './devices/DeviceServices.ts';
import type { DeviceWorld } from './devices/DeviceWorld.ts';
import type { PlanBook } from './devices/plans/PlanBook.ts';
import type { PolicyBook } from './devices/policies/PolicyBook.ts';
import { chargingSites, meterHours } from './energy/chargingSites.ts';
import { createMetering, EnergyState } from './energy/EnergyState.ts';
import { energyReadPages } from './energy/energyPages.ts';
import { FX_RATES } from './energy/fxRates.ts';
import type { Metering } from './core/metering/Metering.ts';
import { cataloguePages, manifestEntries, viewableMenu } from './menus/index.ts';
import { MenuTemplates } from './menus/templates/MenuTemplates.ts';
import { withOwnRecords, type RecordLeaf } from './menus/ownRecords.ts';
import { FILE_PATH, FileStore } from './files.ts';
import { FileLinks } from './core/fileLinks.ts';
import { pageIndex, policyPagesOf } from './pageIndex.ts';
import { PageService } from './pages/service.ts';
import { PageState } from './pages/PageState.ts';
import { addRecord, updateRecord } from './pages/writes.ts';
import { DEFAULT_SEED } from './core/random.ts';
import { cryptoSecrets, type Secrets } from './core/secrets.ts';
import { districtChildren } from './regions.ts';
import { createSeed, type SeedData } from './seed.ts';
import { SessionStore, type SessionRecord } from './sessions.ts';
import { ShellState } from './ShellState.ts';
import { SpaceService } from './core/spaceTree/SpaceService.ts';
import { SpaceTrees } from './core/spaceTree/SpaceTrees.ts';
import { storeBuildings } from './energy/buildings.ts';
import { spaceSources } from './spaceSources.ts';
import type { TableRegistry } from './core/tables/Table.ts';
import { TenantBook } from './tenants.ts';
import { BusinessBook } from './businesses.ts';
import { catalogueTitles } from './catalogueTitles.ts';
import type { UserRecord } from './users.ts';

export interface DatabaseOptions {
  /** Seed of the generated world (default DEFAULT_SEED). */
  seed?: number;
  /** Clock for session ages; tests pass a fixed one. */
  now?: () => number;
  /** Session lifetime (default 12 h). */
  sessionTtlMs?: number;
  /** Largest media upload in bytes (default 200 MB, or the env var CEM_MOCK_MEDIA_MAX_MB). */
  mediaMaxBytes?: number;
  /** Folder under which uploaded media are kept (default: the system's temporary folder). */
  mediaDir?: string;
  /** Where tokens, one-time passwords and file ids come from (default: cryptographic; tests may pass `seededSecrets`). */
  secrets?: Secrets;
}

/** The media limit: the option, else CEM_MOCK_MEDIA_MAX_MB, else 200 MB. */
function mediaMaxBytes(options: DatabaseOptions): number {
  if (options.mediaMaxBytes !== undefined) return options.mediaMaxBytes;
  const megabytes = Number(process.env.CEM_MOCK_MEDIA_MAX_MB);
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.round(megabytes * 1024 * 1024) : DEFAULT_MEDIA_MAX_BYTES;
}

export type { CmiResult, RegisterApplication, SessionRecord };

/** The catalogue's real-time and history alarm lists, where the monitor's alarms are rows. */
const ALARM_LIST_PIDS = ['p-realtime-alerts', 'p-history-alarms'] as const;
/** The charging orders list, where the sessions that end on the world clock are rows. */
const ORDERS_PID = 'p-orders';
/** The charging customers list, whose totals count those orders. */
const CUSTOMERS_PID = 'p-user-portrait-list';

/** The mock backend's state: seeded data plus sessions, tokens and applications. */
export class Database {
  readonly seed: number;
  /** Tokens, one-time passwords, file ids and the file-link key: never the seeded streams. */
  readonly secrets: Secrets;
  private readonly now: () => number;
  private readonly sessions: SessionStore;
  /** Signs the short-lived links that serve a file to `<img>`/`<video>` (one key per database, kept over a reset). */
  readonly fileLinks: FileLinks;
  private data!: SeedData;
  private accountBook!: Accounts;
  private tenantBook!: TenantBook;
  private businessBook!: BusinessBook;
  private shellState!: ShellState;
  private pageState!: PageState;
  private pageService!: PageService;
  private fileStore!: FileStore;
  private energyState: EnergyState | undefined;
  private metering: Metering | undefined;
  private chargingRegistry: ChargingRegistry | undefined;
  private chargingLiveState: ChargingLive | undefined;
  private simClock: SimClock | undefined;
  private auditLog!: AuditLog;
  private accessCore!: Access;
  private writesCore!: Writes;
  private deviceServices: DeviceServices | undefined;
  private spaceService: SpaceService | undefined;
  private spaceTrees: SpaceTrees | undefined;
  private billingWorld: BillingWorld | undefined;
  private accessAdminState: AccessAdmin | undefined;
  private toolsWorld: ToolsWorld | undefined;
  private smartBnbWorld: SmartBnbWorld | undefined;
  private monitoringWorld: MonitoringWorld | undefined;
  private overviewWorld: OverviewWorld | undefined;
  private analysisWorld: AnalysisWorld | undefined;
  private reportsWorld: ReportsWorld | undefined;
  private assetsWorld: AssetsWorld | undefined;
  private signageWorld: SignageWorld | undefined;
  private resumable: ResumableUploads | undefined;
  private ticketDeskState: TicketDesk | undefined;
  /** Uploaded media on disk: created (and old runs' folders removed) at start, emptied on reset. */
  readonly mediaDisk: MediaDisk;
  readonly mediaMaxBytes: number;
  private menuTemplateBook: MenuTemplates | undefined;
  private storesAdminState: StoresAdmin | undefined;
  /** The seed's businesses before any edit: the seed-only caches (readings, charging) are built from them. */
  private seedBusinesses: BusinessInfo[] | undefined;
  private recordIndex: { list: BusinessInfo[]; size: number; byDid: Map<string, BusinessInfo> } | undefined;

  constructor(options: DatabaseOptions = {}) {
    this.seed = options.seed ?? DEFAULT_SEED;
    this.now = options.now ?? (() => Date.now());
    this.secrets = options.secrets ?? cryptoSecrets();
    this.sessions = new SessionStore(this.secrets, this.now, options.sessionTtlMs ?? 12 * 3600 * 1000);
    this.fileLinks = new FileLinks(this.secrets, this.now, FILE_PATH);
    this.mediaDisk = new MediaDisk(options.mediaDir);
    this.mediaMaxBytes = mediaMaxBytes(options);
    this.reset();
  }

  /** Back to the seed: sessions, issued tokens and applications are dropped. */
  reset(): void {
    this.data = createSeed(this.seed);
    this.seedBusinesses ??= structuredClone(this.data.businesses);
    this.sessions.clear(this.data.credentials.permanentTokens);
    this.shellState = new ShellState(this.data, this, this.now);
    this.accountBook = new Accounts(this.data, this.sessions, this.now, (user) => this.shellState.organizationOf(user));
    this.fileStore = new FileStore(this.secrets, this.now);
    const data = this.data;
    // Simulated time restarts at the seed's now when first read after a reset.
    this.simClock = undefined;
    this.auditLog = new AuditLog(() => this.clock.now());
    this.accessCore = this.seedAccess();
    this.tenantBook = new TenantBook(data.tenants);
    this.businessBook = new BusinessBook(
      data.businesses,
      (userid) => this.accessCore.parentsOf(userid),
      (userid, store) => this.accessCore.reachesStore({ userid, role: '' }, store),
      (did) => this.storesAdminState?.isDisabled(did) !== true,
    );
    this.writesCore = new Writes(this.accessCore, this.auditLog, () => this.clock.now());
    this.pageState = new PageState({
      cataloguePages: cataloguePages(),
      seed: this.seed,
      businesses: data.businesses,
      reach: data.reach,
      users: data.users,
      charging: () => this.charging,
      tables: this.shellState.tables,
      fileExists: (did, user) => this.fileStore.owned(user, did) !== undefined,
      access: this.accessCore,
      storeNames: { revision: () => this.storesAdminState?.revision ?? 0, nameOf: (did) => this.businessRecord(did)?.name },
      zoneOf: (business) => this.storeZone(business),
      // Seeded fault tickets carry the SLA the desk's seeded rules give them, like the tickets it opens.
      finishSeed: (page, rows) => (page === 'fault-tickets' ? rows.map((row) => seededSla(row, (store) => this.storeZone(store))) : rows),
    });
    // A fault or customer-service ticket added through its list is routed by the work-order desk's rules, like one the desk opens.
    this.pageService = new PageService(this.pageState, () => this.clock.now(), this.writesCore, (user, page, record) =>
      page === 'fault-tickets' ? this.ticketDesk.routeNew(user, record) : page === 'service-ticket-list' ? this.ticketDesk.service.routeNew(user, record) : record,
      // A ticket's state moves by the one transition table; its times are the world clock's.
      { own: (page, current, cmd) => ticketWriteFields(page, current, cmd, this.clock.now()), op: ticketMoveOp },
    );
    // The alarms the monitor raises on the world clock are rows of the alarm lists, brought to now before each read.
    for (const pid of ALARM_LIST_PIDS) this.pageState.require(pid).table.readThrough(() => this.monitoring.refreshAlarmLists());
    // The sessions that end on the world clock are rows of the orders list, brought to now before each read.
    const pageState = this.pageState;
    const liveOrders = new LiveOrders(() => pageState.require(ORDERS_PID).table, () => pageState.seededWorld(), () => pageState.require(CUSTOMERS_PID).table);
    for (const pid of [ORDERS_PID, CUSTOMERS_PID]) pageState.require(pid).table.readThrough(() => liveOrders.sync(this.chargingLive.settled(), this.clock.now()));
    this.energyState = undefined;
    this.deviceServices = undefined;
    this.spaceService = undefined;
    this.spaceTrees = undefined;
    this.billingWorld = undefined;
    this.accessAdminState = undefined;
    this.toolsWorld = undefined;
    this.smartBnbWorld = undefined;
    this.monitoringWorld = undefined;
    this.chargingLiveState = undefined;
    this.overviewWorld = undefined;
    this.analysisWorld = undefined;
    this.reportsWorld = undefined;
    this.assetsWorld = undefined;
    this.signageWorld = undefined;
    this.resumable = undefined;
    this.ticketDeskState = undefined;
    this.mediaDisk.clear();
    this.menuTemplateBook = undefined;
    this.storesAdminState = undefined;
  }

  /** The role book over the catalogue's pages and the demo users, and the access answers drawn from it. */
  private seedAccess(): Access {
    const data = this.data;
    const index = pageIndex();
    const users = data.users.map((user) => ({ userid: user.userid, company: user.companyid, role: user.role, parents: data.reach[user.userid] ?? [], stores: data.storeReach[user.userid] }));
    return new Access({
      book: new RoleBook(seedRoleBook(index.modules, index.pages, users, data.companies.map((c) => c.companyid))),
      companyParents: (userid) => this.companyParents(userid),
      parentOfStore: (store) => data.businesses.find((b) => b.did === store && b.businessgrade === 1)?.uppergrade,
      storesOfParent: (parent) => data.businesses.filter((b) => b.businessgrade === 1 && b.uppergrade === parent).map((b) => b.did),
      companyOfStore: (store) => this.companyOfStore(store),
    });
  }

  /** A business's one record as it is now (store-management edits it in place; a reset brings the seed's back). */
  private businessRecord(did: string): BusinessInfo | undefined {
    const list = this.data.businesses;
    // Indexed for the simulator's hot paths; rebuilt when a reset swaps the list or a store is added.
    if (this.recordIndex?.list !== list || this.recordIndex.size !== list.length) this.recordIndex = { list, size: list.length, byDid: new Map(list.map((b) => [b.did, b])) };
    return this.recordIndex.byDid.get(did);
  }

  /** A store's time zone from its one record (China's for a store without one): the day boundaries of the operations figures. */
  private storeZone(store: string): string {
    return this.businessRecord(store)?.timezone || CHINA_ZONE;
  }

  /** Businesses carry no company: a company's are those its users reach (store-management adds new ones there). */
  private companyParents(userid: string): string[] {
    const data = this.data;
    const companyOf = (id: string) => data.users.find((user) => user.userid === id)?.companyid;
    return [...new Set(data.users.filter((u) => u.companyid === companyOf(userid)).flatMap((u) => data.reach[u.userid] ?? []))];
  }

  /** Parent businesses and stores: store-management's list and audited writes (built on first use; dropped on reset). */
  get storeAdmin(): StoresAdmin {
    const data = this.data;
    this.storesAdminState ??= new StoresAdmin({
      seed: this.seed,
      access: this.accessCore,
      writes: this.writesCore,
      businesses: () => data.businesses,
      companyParents: (userid) => this.companyParents(userid),
      organizations: (userid) => this.organizationsFor(userid),
      adoptParent: (userid, did) => {
        (data.reach[userid] ??= []).push(did);
        // A creator whose scope lists parents reaches what they created; 'all' reaches it already.
        const grant = this.accessCore.book.grant(userid);
        if (grant?.scope.kind === 'parents') this.accessCore.book.putGrant({ ...grant, scope: { kind: 'parents', parents: [...grant.scope.parents, did] } });
      },
      seededArea: (did) => {
        const plan = this.readings.plans.get(did);
        return plan ? Math.round(plan.buildings.reduce((sum, b) => sum + b.seededArea, 0)) : null;
      },
    });
    return this.storesAdminState;
  }

  /** Who may do what on which page to which resource (the role book). */
  get access(): Access {
    return this.accessCore;
  }

  /** The one audited write path every domain writes through. */
  get writes(): Writes {
    return this.writesCore;
  }

  /** Administration of the role book: roles and staff (built on first use; dropped on reset). */
  get admin(): AccessAdmin {
    const data = this.data;
    this.accessAdminState ??= accessAdmin({
      ...catalogueTitles(),
      seed: this.seed,
      secrets: this.secrets,
      access: this.accessCore,
      writes: this.writesCore,
      users: () => this.accountBook.allUsers(),
      organizations: (userid) => this.organizationsFor(userid),
      organizationOf: (userid) => data.organizations.userOrganization[userid],
      setOrganization: (userid, did) => {
        if (did) data.organizations.userOrganization[userid] = did;
        else delete data.organizations.userOrganization[userid];
      },
      parents: (userid) => this.businessesForUser(userid).map((b) => ({ did: b.did, name: b.name })),
      stores: (userid) => this.storesForUser(userid).map((b) => ({ did: b.did, name: b.name, parent: b.uppergrade })),
      endSessions: (userid) => this.accountBook.endOtherSessions(userid, ''),
    });
    return this.accessAdminState;
  }

  /** Simulated time of the device world: the seed's now when first read after a reset, then advancing with the clock. */
  get clock(): SimClock {
    this.simClock ??= new SimClock(this.now);
    return this.simClock;
  }

  /** Every store's space tree, generated for the energy world's buildings with its meters bound (built per store on first use; dropped on reset). */
  get trees(): SpaceTrees {
    const data = this.data;
    this.spaceTrees ??= new SpaceTrees({
      seed: this.seed,
      buildings: (store) => storeBuildings(this.seed, data.spaces[store] ?? [], this.energy.metering.plans.get(store)),
      meters: (store) => this.energy.metering.plans.get(store)?.meters ?? [],
    });
    return this.spaceTrees;
  }

  /** Commands, policy, space and plan writes (who, when, what, outcome); dropped on reset. */
  get audit(): AuditLog {
    return this.auditLog;
  }

  /** The device domain: simulated devices, space trees, policies and plans (built on first use; dropped on reset). */
  get deviceDomain(): DeviceServices {
    const data = this.data;
    this.deviceServices ??= new DeviceServices(
      {
        seed: this.seed,
        clock: this.clock,
        businesses: data.businesses,
        planted: (store) => this.trees.planted(store),
        metering: () => this.energy.metering,
        charging: () => this.charging,
        chargingLive: () => this.chargingLive,
        access: this.accessCore,
        writes: this.writesCore,
        audit: this.auditLog,
        policyPages: policyPagesOf,
      },
      { businessesForUser: (userid) => this.businessesForUser(userid), storesOf: (parent) => this.storesOf(parent) },
    );
    return this.deviceServices;
  }

  /** The billing domain: rooms' meter groups, tenants, prices, contracts, bills and payments (per store on first use; dropped on reset). */
  get billing(): BillingWorld {
    this.billingWorld ??= new BillingWorld({
      seed: this.seed,
      today: (zone) => this.clock.today(zone),
      tree: (store) => this.trees.tree(store),
      reach: (user, store) => void this.devices.storeFor(user, store),
      storeName: (store) => this.devices.storeInfo(store)?.name,
      storeZone: (store) => this.devices.storeInfo(store)?.timezone,
      metering: () => this.energy.metering,
      fx: FX_RATES,
      writes: this.writesCore,
    });
    return this.billingWorld;
  }

  /** The tools domain: the knowledge base, IoT SIM cards and navigation styles (per company or tenant on first use; dropped on reset). */
  get tools(): ToolsWorld {
    this.toolsWorld ??= new ToolsWorld({
      seed: this.seed,
      now: () => this.clock.now(),
      today: (zone) => this.clock.today(zone),
      seedDay: seedDayIn,
      // The gateways the device world has (gateway-management shows the same), online as it shows them now.
      iotStore: (user, store) => {
        const world = this.devices.storeFor(user, store);
        const gateways = world.devices.filter((d) => d.kind === 'gateway');
        return {
          zone: world.zone,
          country: this.devices.storeInfo(store)?.countrycode ?? '',
          gateways: gateways.map((g) => ({ did: g.did, name: g.name, online: world.linkState(g.did)?.online ?? true, devices: g.children?.length ?? 0 })),
        };
      },
      // The same records the generic knowledge lists show, as the user's company owns them.
      knowledgeCategoryRows: (user) => this.tables.require('p-knowledge-category').rows(user),
      knowledgeArticleRows: (user) => this.tables.require('p-knowledge-base').rows(user),
      navigation: {
        seed: this.data.navigationStyles,
        tenantOf: (host) => this.tenantBook.hostnameOf(host),
        companyTenant: (user) => this.data.companies.find((c) => c.companyid === user.companyid)?.tenantHost ?? '',
      },
      writes: this.writesCore,
    });
    return this.toolsWorld;
  }

  /**
   * The registry's charging equipment live (dropped on reset): the monitor reads and commands it,
   * the charging-point devices read their load from it and switch it; the monitor answers its piles first.
   */
  get chargingLive(): ChargingLive {
    this.chargingLiveState ??= new ChargingLive({
      registry: () => this.charging,
      seededStart: (pile) => this.monitoring.seededStartOf(pile),
      settle: () => this.monitoring.answerDue(),
      catchUp: () => this.deviceServices?.world.catchUp(),
    });
    return this.chargingLiveState;
  }

  /** Charging monitoring (operations): the registry's equipment live on the world clock, its alarms and remote commands (on first use; dropped on reset). */
  get monitoring(): MonitoringWorld {
    this.monitoringWorld ??= new MonitoringWorld({
      seed: this.seed,
      now: () => this.clock.now(),
      charging: () => this.charging,
      live: () => this.chargingLive,
      zoneOf: (store) => this.storeZone(store),
      writes: this.writesCore,
      alarmTables: () => ({ live: this.pageState.require(ALARM_LIST_PIDS[0]).table, history: this.pageState.require(ALARM_LIST_PIDS[1]).table }),
    });
    return this.monitoringWorld;
  }

  /** The operations overviews: a period's figures per station, read from the orders and fault tickets lists' rows (on first use; dropped on reset). */
  get overviews(): OverviewWorld {
    this.overviewWorld ??= new OverviewWorld({
      now: () => this.clock.now(),
      charging: () => this.charging,
      zoneOf: (store) => this.storeZone(store),
      orderRows: (user) => this.tables.require('p-orders').rows(user),
      faultTicketRows: (user) => this.tables.require('p-fault-tickets').rows(user),
      writes: this.writesCore,
    });
    return this.overviewWorld;
  }

  /** Charging analysis (operations): cost and benefit, equipment evaluation, user portrait over the lists' records (on first use; dropped on reset). */
  get analysis(): AnalysisWorld {
    this.analysisWorld ??= new AnalysisWorld({
      now: () => this.clock.now(),
      charging: () => this.charging,
      zoneOf: (store) => this.storeZone(store),
      // The tariff the electricity-price screen shows for the store.
      hourlyTariff: (store) => {
        const plan = this.energy.metering.plans.get(store);
        return plan ? this.energy.metering.tariffs(plan).table.hourly : new Float64Array(24);
      },
      rows: (pid, user) => this.tables.require(pid).rows(user),
      writes: this.writesCore,
    });
    return this.analysisWorld;
  }

  /** Operations reports: catalogue, generation into the files service, fault statistics, retrofits (on first use; dropped on reset). */
  get reports(): ReportsWorld {
    this.reportsWorld ??= new ReportsWorld({
      now: () => this.clock.now(),
      charging: () => this.charging,
      zoneOf: (store) => this.storeZone(store),
      // The fault tickets list's own records, as that list shows them to the user.
      faultTickets: (user) => this.tables.require('p-fault-tickets').rows(user) as unknown as FaultTicket[],
      saveFile: (user, name, type, bytes) => this.files.add(user, name, type, bytes),
      writes: this.writesCore,
    });
    return this.reportsWorld;
  }

  /** Operations assets: warehousing slips whose posting raises the inventory list's quantities (on first use; dropped on reset). */
  get assets(): AssetsWorld {
    this.assetsWorld ??= new AssetsWorld({
      now: () => this.clock.now(),
      zoneOf: (store) => this.storeZone(store),
      writes: this.writesCore,
      inventory: (user) => this.tables.require('p-inventory').rows(user),
      storerooms: (user) => this.tables.require('p-storeroom').rows(user),
      assetRows: (user) => this.tables.require('p-asset-status').rows(user),
      pileRows: (user) => this.tables.require('p-ledger-pile').rows(user),
      charging: () => this.charging,
      today: (zone) => this.clock.today(zone),
      // The inventory list's own write (validation, history); the slip's post is the audited write.
      raise: (user, storeroomdid, model, by) => {
        const entry = this.pageState.require('p-inventory');
        const env = { now: () => this.clock.now(), links: this.pageState.links(user), author: (u: typeof user) => ({ userdid: u.did, username: u.nickname }) };
        const rows = entry.table.rows(user);
        const held = rows.find((r) => r.storeroomdid === storeroomdid && r.model === model);
        if (held) {
          updateRecord(entry, user, held.did, { quantity: Number(held.quantity) + by }, env);
          return held.did;
        }
        const like = rows.find((r) => r.model === model);
        return addRecord(entry, user, { storeroomdid, partname: like?.partname, model, quantity: by, unit: like?.unit, safetystock: like?.safetystock, unitprice: like?.unitprice }, env);
      },
    });
    return this.assetsWorld;
  }

  /** The smart-bnb domain: short-stay rooms of the hotels' guest floors and their bookings (per store on first use; dropped on reset). */
  get smartbnb(): SmartBnbWorld {
    this.smartBnbWorld ??= new SmartBnbWorld({
      seed: this.seed,
      now: () => this.clock.now(),
      today: (zone) => this.clock.today(zone),
      seedDay: seedDayIn,
      // The guest rooms of the store's space tree (the one the energy and device screens show).
      store: (user, store) => {
        const world = this.devices.storeFor(user, store);
        const spaces = world.tree.rooms().filter((room) => room.roomtype === 'guest').map((room) => {
          const [, floor, building] = world.tree.ancestry(room.did);
          return { did: room.did, name: room.name, floor: floor?.name ?? '', building: building?.did ?? '', buildingName: building?.name ?? '' };
        });
        return { zone: world.zone, currency: this.devices.storeInfo(store)?.countrycode === 'TH' ? 'THB' : 'CNY', spaces };
      },
      addGuestRoom: (user, store, floor, name, area) => {
        const tree = this.devices.storeFor(user, store).tree;
        if (tree.node(floor)?.level !== 'floor') throw invalidField('floor', `expected a floor of store ${store}`);
        const did = tree.create({ parent: floor, name, roomtype: 'guest', area });
        const building = tree.require(tree.require(floor).parent);
        return { did, name, floor: tree.require(floor).name, building: building.did, buildingName: building.name };
      },
      devices: {
        list: (user, store, room) => this.devices.list(user, { store, space: room, page: 1, pagesize: 100 }).data,
        commandEach: (user, pid, items, alsoFrom) => this.devices.commandEach(user, pid, items, alsoFrom),
        control: (user, pid, did, cmd) => this.devices.control(user, pid, did, cmd),
      },
      writes: this.writesCore,
    });
    return this.smartBnbWorld;
  }

  /** Media uploads under way in chunks (tus), on the media disk; abandoned ones expire on the real clock (dropped on reset). */
  get resumableUploads(): ResumableUploads {
    this.resumable ??= new ResumableUploads(this.secrets, this.now, (path) => this.mediaDisk.remove(path));
    return this.resumable;
  }

  /** Smart screens and media: the media library (uploads on disk) and playlists, per company on first use (dropped on reset). */
  get signage(): SignageWorld {
    this.signageWorld ??= new SignageWorld({
      seed: this.seed,
      secrets: this.secrets,
      now: () => this.clock.now(),
      writes: this.writesCore,
      disk: this.mediaDisk,
      maxMediaBytes: this.mediaMaxBytes,
      isCompany: (companyid) => this.data.companies.some((company) => company.companyid === companyid),
      // The company's stores (every parent its users reach) and the rooms of their space trees.
      stores: (companyid) => {
        const user = this.data.users.find((candidate) => candidate.companyid === companyid);
        const parents = user ? this.companyParents(user.userid) : [];
        return parents.flatMap((parent) => this.storesOf(parent)).sort((a, b) => a.did.localeCompare(b.did)).map((store) => ({ did: store.did, name: store.name, zone: store.timezone }));
      },
      rooms: (store) => {
        const tree = this.trees.tree(store);
        return tree.rooms().filter((room) => room.roomtype !== 'plant').map((room) => ({ did: room.did, path: tree.ancestry(room.did).reverse().map((row) => row.name).join(' / ') }));
      },
    });
    return this.signageWorld;
  }

  /** The work-order desk: ticket rules, SLA and figures over the fault tickets list, fault screening (per company on first use; dropped on reset). */
  get ticketDesk(): TicketDesk {
    this.ticketDeskState ??= new TicketDesk({
      now: () => this.clock.now(),
      writes: this.writesCore,
      zoneOf: (store) => this.storeZone(store),
      reachesStore: (user, store) => this.accessCore.reachesStore(user, store),
      companyParents: (user) => new Set(this.companyParents(user.userid)),
      charging: () => this.charging,
      ...ticketDeskRecords(this.pageState),
      ...serviceTicketRecords(this.pageState),
    });
    return this.ticketDeskState;
  }

  /** Menu templates per company and portal (menu/get sends them; dropped on reset). */
  get menuTemplates(): MenuTemplates {
    this.menuTemplateBook ??= new MenuTemplates({ writes: this.writesCore, companies: () => this.data.companies, now: () => this.clock.now() });
    return this.menuTemplateBook;
  }

  /** The simulated devices of every store (built per store on first use). */
  get devices(): DeviceWorld {
    return this.deviceDomain.world;
  }

  /** Space trees of the stores: children, writes and bindings (a peer of the device domain). */
  get spaces(): SpaceService {
    this.spaceService ??= new SpaceService(spaceSources(() => this.devices, () => this.energy.metering), this.writesCore);
    return this.spaceService;
  }

  /** Device policies, their execution records and the engine that runs them. */
  get policies(): PolicyBook {
    return this.deviceDomain.policies;
  }

  /** Peaking plans and hot-water maintenance. */
  get plans(): PlanBook {
    return this.deviceDomain.plans;
  }


  /** Filter-service tables, devControl, store info and organizations (rebuilt on reset). */
  get shell(): ShellState {
    return this.shellState;
  }

  /** The catalogue's list pages: configurations, permissions, records and histories (rebuilt on reset). */
  get pages(): PageState {
    return this.pageState;
  }

  /** add, update, delete, export, searchcolumn and treegraph on list pages, permission first. */
  get records(): PageService {
    return this.pageService;
  }

  /**
   * Metering, aggregations, reports, budgets and standards (built on first use; edits dropped on
   * reset). The generated readings depend on the seed alone, so their cache outlives a reset.
   */
  get energy(): EnergyState {
    this.energyState ??= new EnergyState(this.readings, {
      now: this.now,
      writes: this.writesCore,
      unplanned: (did) => this.storesAdminState?.unplanned(did),
      readPages: energyReadPages(cataloguePages()),
    });
    return this.energyState;
  }

  /** The seeded readings (seed only: outlive a reset). */
  private get readings(): Metering {
    // From the seed's businesses: a store edited or created in store-management must not move a seeded reading.
    // Names and zones are asked of the live records, so an edit reaches every reader of a plan.
    this.metering ??= createMetering(this.seed, this.seedBusinesses ?? this.data.businesses, this.data.spaces, (did) => this.businessRecord(did));
    return this.metering;
  }

  /**
   * The one charging registry: a station on each store's charging meter, its piles, guns and
   * sessions. Ledgers, orders, alarms and charger devices derive from it. Seed only: outlives a reset.
   */
  get charging(): ChargingRegistry {
    this.chargingRegistry ??= new ChargingRegistry({
      seed: this.seed,
      sites: () => chargingSites(this.readings, this.seedBusinesses ?? this.data.businesses),
      meterHours: (meter) => meterHours(this.readings, meter),
    });
    return this.chargingRegistry;
  }

  /** Uploaded files (dropped on reset). */
  get files(): FileStore {
    return this.fileStore;
  }

  /** The company that owns a served file (an upload or a media file), or undefined when there is none. */
  fileOwner(did: string): string | undefined {
    return this.signage.mediaFile(did)?.companyid ?? this.fileStore.get(did)?.companyid;
  }

  /**
   * Tables by pid. A lasting list is one `.register(pid, staticTable(rows, { reach }))` line in
   * createShellTables; one registered here lasts until the next reset (tests).
   */
  get tables(): TableRegistry {
    return this.shellState.tables;
  }

  /** A deep copy of the seeded data (determinism checks, fixtures). */
  seedData(): SeedData {
    return structuredClone(this.data);
  }

  // ---------- users, sessions, tokens and registration (accounts.ts) ----------

  userById(userid: string): UserRecord | undefined {
    return this.accountBook.userById(userid);
  }

  /** The organization units the user's scope reaches (administration's pickers and lists). */
  private organizationsFor(userid: string): OrganizationRecord[] {
    const companyid = this.data.users.find((u) => u.userid === userid)?.companyid ?? '';
    const scope = this.accessCore.scope({ userid });
    const wholeCompany = this.accessCore.reachesWholeCompany({ userid });
    const reached = this.data.businesses.filter((b) => (b.businessgrade === 0 ? scope.wholeParents.has(b.did) : scope.reaches(b.did)));
    return organizationsInReach(this.shellState.organizationsOf(companyid), wholeCompany, reached);
  }

  /** The company whose users reach a store's parent business ('' when none does). */
  companyOfStore(store: string): string {
    const parent = this.data.businesses.find((b) => b.did === store && b.businessgrade === 1)?.uppergrade;
    const user = parent ? this.data.users.find((u) => (this.data.reach[u.userid] ?? []).includes(parent)) : undefined;
    return user?.companyid ?? '';
  }

  /** The users of the company a user (by name) belongs to, that user included; none for an unknown name. */
  companyColleagues(username: string): UserRecord[] {
    const companyid = this.data.users.find((user) => user.username === username)?.companyid;
    return companyid === undefined ? [] : this.data.users.filter((user) => user.companyid === companyid);
  }

  verifyCredentials(username: string, password: string): UserRecord | undefined {
    return this.accountBook.verifyCredentials(username, password);
  }

  /** A one-time password replaced by the user's own (refused unless the account has one to replace). */
  setOwnPassword(user: UserRecord, oneTime: string, next: string): void {
    this.accountBook.setOwnPassword(user, oneTime, next);
  }

  isUsernameTaken(username: string): boolean {
    return this.accountBook.isUsernameTaken(username);
  }

  organizationOfUser(userid: string): OrganizationRecord | undefined {
    return this.accountBook.organizationOfUser(userid);
  }

  userInfo(user: UserRecord, loginsession: string): UserInfo {
    return this.accountBook.userInfo(user, loginsession);
  }

  createSession(userid: string): SessionRecord {
    return this.accountBook.createSession(userid);
  }

  sessionUser(token: string): UserRecord | undefined {
    return this.accountBook.sessionUser(token);
  }

  endSession(token: string): boolean {
    return this.accountBook.endSession(token);
  }

  /** Ends the user's other live sessions (a password change); returns how many. */
  endOtherSessions(userid: string, keep: string): number {
    return this.accountBook.endOtherSessions(userid, keep);
  }

  expireSessions(): number {
    return this.accountBook.expireSessions();
  }

  activeSessionCount(): number {
    return this.accountBook.activeSessionCount();
  }

  issuePermanentToken(userid: string): string {
    return this.accountBook.issuePermanentToken(userid);
  }

  userForPermanentToken(token: string): UserRecord | undefined {
    return this.accountBook.userForPermanentToken(token);
  }

  userForPartnerTicket(ticket: string): UserRecord | undefined {
    return this.accountBook.userForPartnerTicket(ticket);
  }

  cmiLogin(clientId: string, code: string): CmiResult {
    return this.accountBook.cmiLogin(clientId, code);
  }

  userForEncryptedToken(token: string): UserRecord | undefined {
    return this.accountBook.userForEncryptedToken(token);
  }

  addRegisterApplication(apply: RegisterApply): RegisterResult {
    return this.accountBook.addRegisterApplication(apply);
  }

  registerApplications(): RegisterApplication[] {
    return this.accountBook.registerApplications();
  }

  // ---------- tenants (tenants.ts) ----------

  tenantForHost(host: string): TenantInfo {
    return this.tenantBook.forHost(host);
  }

  snapshotsForHost(host: string): TenantSnapshot[] {
    return this.tenantBook.snapshotsForHost(host);
  }

  tenantIcon(host: string): TenantIcon {
    return this.tenantBook.icon(host);
  }

  /** JSON text of the host's tenant navigation style (the tools world keeps it, saved from navigation-style), or ''. */
  navigationStyleFor(host: string): string {
    return this.tools.navigation.json(host);
  }

  // ---------- menus, manifest, sub-apps ----------

  menuFor(user: UserRecord, portalcode: string, host: string): MenuAnswer {
    const template = this.menuTemplateBook?.itemsFor(user.companyid, portalcode);
    const mayView = (pid: string) => this.accessCore.mayView(user, pid);
    const list = viewableMenu(portalcode, mayView, template);
    // The execution-record leaf opens a policy: the user's own, never the catalogue's.
    const policies: RecordLeaf = {
      names: (did) => did.startsWith('pol-'),
      reaches: (did) => this.policies.reaches(user, did),
      own: () => {
        const first = this.policies.firstFor(user);
        return first && { did: first.did, name: first.name };
      },
    };
    return { list: withOwnRecords(list, policies), style: this.navigationStyleFor(host) };
  }

  manifest(): ManifestEntry[] {
    return manifestEntries();
  }

  subApps(): SubApp[] {
    return structuredClone(this.data.subApps);
  }

  // ---------- businesses (businesses.ts) and districts ----------

  businessesForUser(userid: string): BusinessInfo[] {
    return this.businessBook.businessesForUser(userid);
  }

  storesOf(parentDid: string): BusinessInfo[] {
    return this.businessBook.storesOf(parentDid);
  }

  storesForUser(userid: string): BusinessInfo[] {
    return this.businessBook.storesForUser(userid);
  }

  subStores(parentDid: string): SubStore[] {
    return this.businessBook.subStores(parentDid);
  }

  districtChildren(adcode: string): District[] {
    return districtChildren(adcode);
  }
}
