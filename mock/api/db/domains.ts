import { accessAdminDomain, storeAdminDomain } from './admin/domain.ts';
import { billingDomain } from './billing/domain.ts';
import { catalogueTitles } from './catalogueTitles.ts';
import { ChargingLive, type ChargingLiveSources } from './core/charging/live/ChargingLive.ts';
import { DomainSlot, type CoreServices, type MockDomain } from './core/domain.ts';
import { devicesDomain, spacesDomain } from './devices/domain.ts';
import { energyDomain } from './energy/domain.ts';
import { energyReadPages } from './energy/energyPages.ts';
import { FX_RATES } from './energy/fxRates.ts';
import { cataloguePages } from './menus/index.ts';
import { MenuTemplates } from './menus/templates/MenuTemplates.ts';
import { MenuAnswers } from './menuAnswers.ts';
import { analysisDomain, assetsDomain, monitoringDomain, overviewsDomain, reportsDomain, ticketDeskDomain } from './operations/domain.ts';
import { seededSla } from './operations/tickets/openTicket.ts';
import { ticketMoveOp, ticketWriteFields } from './operations/tickets/ticketLife.ts';
import { ALARM_LIST_PIDS, listWrites, pagesDomain } from './pages/domain.ts';
import { serviceTicketRecords } from './pages/serviceTicketRecords.ts';
import { ticketDeskRecords } from './pages/ticketDeskRecords.ts';
import { policyPagesOf } from './pageIndex.ts';
import type { MediaDisk } from './signage/MediaDisk.ts';
import { signageDomain, uploadsDomain } from './signage/domain.ts';
import { smartbnbDomain } from './smartbnb/domain.ts';
import { toolsDomain } from './tools/domain.ts';
import type { WorldCore } from './WorldCore.ts';

/** What outlives a reset and is the root's own: the real clock (abandoned uploads expire on it), the media disk and its limit in bytes. */
export interface RootParts {
  now: () => number;
  mediaDisk: MediaDisk;
  mediaMaxBytes: number;
}

/** The menu templates per company and portal (the menus folder's own; menu/get sends them). */
const menuTemplatesDomain: MockDomain<WorldCore, void, MenuTemplates> = {
  name: 'menuTemplates',
  build: (core) => new MenuTemplates({ writes: core.writes, companies: () => core.data.companies, now: () => core.clock.now() }),
};

/** The slot of a domain's world, typed by its descriptor. */
type Slot<D> = D extends MockDomain<infer Core, infer Peers, infer World> ? DomainSlot<Core, Peers, World> : never;

/** The registry's charging equipment live (a core service the monitor and the charging-point devices share). */
const chargingLiveDomain: MockDomain<Pick<CoreServices, 'charging'>, Omit<ChargingLiveSources, 'registry'>, ChargingLive> = {
  name: 'chargingLive',
  build: (core, peers) => new ChargingLive({ registry: () => core.charging, ...peers }),
};

/**
 * Every domain of one run, each built on first use from the core and the few peer answers wired
 * here (a domain never imports another: what it needs of a peer is a narrow function).
 */
export class Domains {
  readonly energy: Slot<typeof energyDomain>;
  readonly storeAdmin: Slot<typeof storeAdminDomain>;
  readonly admin: Slot<typeof accessAdminDomain>;
  readonly pages: Slot<typeof pagesDomain>;
  readonly devices: Slot<typeof devicesDomain>;
  readonly spaces: Slot<typeof spacesDomain>;
  readonly billing: Slot<typeof billingDomain>;
  readonly tools: Slot<typeof toolsDomain>;
  readonly smartbnb: Slot<typeof smartbnbDomain>;
  readonly signage: Slot<typeof signageDomain>;
  readonly uploads: Slot<typeof uploadsDomain>;
  readonly monitoring: Slot<typeof monitoringDomain>;
  readonly overviews: Slot<typeof overviewsDomain>;
  readonly analysis: Slot<typeof analysisDomain>;
  readonly reports: Slot<typeof reportsDomain>;
  readonly assets: Slot<typeof assetsDomain>;
  readonly ticketDesk: Slot<typeof ticketDeskDomain>;
  readonly menuTemplates: Slot<typeof menuTemplatesDomain>;
  /** The menu a user gets and the manifest: the role book, templates, policies and navigation style together. */
  readonly menus: MenuAnswers;
  /** The registry's equipment live: the monitor reads and commands it, charging-point devices read their load from it and switch it. */
  readonly chargingLive: Slot<typeof chargingLiveDomain>;

  constructor(core: WorldCore, root: RootParts) {
    const data = core.data;
    const metering = () => this.energy.get().metering;
    this.energy = new DomainSlot(energyDomain, core, { readings: () => core.readings, now: () => core.clock.now(), unplanned: (did) => this.storeAdmin.peek()?.unplanned(did), readPages: energyReadPages(cataloguePages()), chargers: () => this.chargingLive.get().settled() });
    const organizations = (userid: string) => core.organizationsFor(userid);
    this.storeAdmin = new DomainSlot(storeAdminDomain, core, { data: () => data, companyParents: (userid) => core.companyParents(userid), organizations, readings: () => core.readings });
    this.admin = new DomainSlot(accessAdminDomain, core, {
      ...catalogueTitles(),
      users: () => core.accounts.allUsers(),
      organizations,
      userOrganization: () => data.organizations.userOrganization,
      businessesForUser: (userid) => core.businesses.businessesForUser(userid),
      storesForUser: (userid) => core.businesses.storesForUser(userid),
      endSessions: (userid) => core.accounts.endOtherSessions(userid, ''),
    });
    this.chargingLive = new DomainSlot(chargingLiveDomain, core, {
      seededStart: (pile) => this.monitoring.get().seededStartOf(pile),
      settle: () => this.monitoring.get().answerDue(),
      // Only a device world already built has charging points to bring in.
      catchUp: () => this.devices.peek()?.world.catchUp(),
    });
    this.pages = new DomainSlot(pagesDomain, core, {
      cataloguePages: cataloguePages(),
      businesses: data.businesses,
      reach: data.reach,
      users: data.users,
      fileExists: (did, user) => core.files.owned(user, did) !== undefined,
      storeNames: { revision: () => core.storeRevision, nameOf: (did) => core.record(did)?.name },
      // Seeded fault tickets carry the SLA the desk's seeded rules give them, like the tickets it opens.
      finishSeed: (page, rows) => (page === 'fault-tickets' ? rows.map((row) => seededSla(row, (store) => core.reach.zone(store))) : rows),
      refreshAlarms: () => this.monitoring.get().refreshAlarmLists(),
      settledSessions: () => this.chargingLive.get().settled(),
      // A fault or customer-service ticket added through its list is routed by the work-order desk's rules, like one the desk opens.
      prepare: (user, page, record) => (page === 'fault-tickets' ? this.ticketDesk.get().routeNew(user, record) : page === 'service-ticket-list' ? this.ticketDesk.get().service.routeNew(user, record) : record),
      // A ticket's state moves by the one transition table; its times are the world clock's.
      rule: { own: (page, current, cmd) => ticketWriteFields(page, current, cmd, core.clock.now()), op: ticketMoveOp },
    });
    const directory = { businessesForUser: (userid: string) => core.businesses.businessesForUser(userid), storesOf: (parent: string) => core.businesses.storesOf(parent) };
    this.devices = new DomainSlot(devicesDomain, core, { ...directory, businesses: data.businesses, metering, chargingLive: () => this.chargingLive.get(), policyPages: policyPagesOf });
    this.spaces = new DomainSlot(spacesDomain, core, { devices: () => this.devices.get(), metering });
    this.billing = new DomainSlot(billingDomain, core, { metering, fx: FX_RATES });
    this.tools = new DomainSlot(toolsDomain, core, {
      gateways: (store) => {
        const world = this.devices.get().world.world(store);
        return world.devices.filter((d) => d.kind === 'gateway').map((g) => ({ did: g.did, name: g.name, online: world.linkState(g.did)?.online ?? true, devices: g.children?.length ?? 0 }));
      },
      navigation: {
        seed: data.navigationStyles,
        tenantOf: (host) => core.tenants.hostnameOf(host),
        companyTenant: (user) => data.companies.find((c) => c.companyid === user.companyid)?.tenantHost ?? '',
      },
    });
    const devices = () => this.devices.get().world;
    this.smartbnb = new DomainSlot(smartbnbDomain, core, {
      list: (user, store, room) => devices().list(user, { store, space: room, page: 1, pagesize: 100 }).data,
      commandEach: (user, pid, items, alsoFrom) => devices().commandEach(user, pid, items, alsoFrom),
      control: (user, pid, did, cmd) => devices().control(user, pid, did, cmd),
    });
    this.signage = new DomainSlot(signageDomain, core, {
      disk: root.mediaDisk,
      maxMediaBytes: root.mediaMaxBytes,
      isCompany: (companyid) => data.companies.some((company) => company.companyid === companyid),
      // The company's stores: every parent its users reach.
      stores: (companyid) => {
        const user = data.users.find((candidate) => candidate.companyid === companyid);
        const parents = user ? core.companyParents(user.userid) : [];
        return parents.flatMap((parent) => core.businesses.storesOf(parent)).sort((a, b) => a.did.localeCompare(b.did)).map((store) => ({ did: store.did, name: store.name, zone: store.timezone }));
      },
    });
    this.uploads = new DomainSlot(uploadsDomain, core, { disk: root.mediaDisk, now: root.now });
    const alarmTables = () => ({ live: this.pages.get().state.require(ALARM_LIST_PIDS[0]).table, history: this.pages.get().state.require(ALARM_LIST_PIDS[1]).table });
    this.monitoring = new DomainSlot(monitoringDomain, core, { live: () => this.chargingLive.get(), alarmTables });
    this.overviews = new DomainSlot(overviewsDomain, core, undefined);
    // The tariff the electricity-price screen shows for the store.
    this.analysis = new DomainSlot(analysisDomain, core, {
      hourlyTariff: (store) => {
        const plan = metering().plans.get(store);
        return plan ? metering().tariffs(plan).table.hourly : new Float64Array(24);
      },
    });
    this.reports = new DomainSlot(reportsDomain, core, { saveFile: (user, name, type, bytes) => core.files.add(user, name, type, bytes) });
    this.assets = new DomainSlot(assetsDomain, core, { inventoryList: (user) => listWrites(this.pages.get(), () => core.clock.now(), 'p-inventory', user) });
    this.ticketDesk = new DomainSlot(ticketDeskDomain, core, () => ({
      companyParents: (user) => new Set(core.companyParents(user.userid)),
      ...ticketDeskRecords(this.pages.get().state),
      ...serviceTicketRecords(this.pages.get().state),
    }));
    this.menuTemplates = new DomainSlot(menuTemplatesDomain, core, undefined);
    this.menus = new MenuAnswers({
      access: core.access,
      templates: () => this.menuTemplates.peek(),
      policies: () => this.devices.get().policies,
      navigationStyle: (host) => this.tools.get().navigation.json(host),
    });
  }

  /** What each domain does on a reset beyond dropping its world (the media disk is emptied). */
  reset(): void {
    this.signage.reset();
  }
}
