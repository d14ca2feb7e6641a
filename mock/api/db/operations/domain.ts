import type { FileRecord } from '../../../../src/api/pageConfig.ts';
import type { ChargingLive } from '../core/charging/live/ChargingLive.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { Row } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import { AnalysisWorld } from './analysis/AnalysisWorld.ts';
import { AssetsWorld } from './assets/AssetsWorld.ts';
import { raiseStock, type InventoryList } from './assets/inventoryRaise.ts';
import type { AlarmTables } from './monitoring/alarmList.ts';
import { MonitoringWorld } from './monitoring/MonitoringWorld.ts';
import { OverviewWorld } from './overviews/OverviewWorld.ts';
import type { FaultTicket } from './reports/faults.ts';
import { ReportsWorld } from './reports/ReportsWorld.ts';
import { TicketDesk, type TicketDeskSources } from './tickets/TicketDesk.ts';

/** The part of the core the operations worlds read: the clock, the charging registry, store zones and reach, the lists and the write path. */
type OperationsCore = Pick<CoreServices, 'clock' | 'charging' | 'access' | 'reach' | 'tables' | 'writes'>;

const rowsOf = (core: OperationsCore, pid: string) => (user: UserRecord): readonly Row[] => core.tables.require(pid).rows(user);

/** Charging monitoring: the registry's equipment live on the world clock, its alarms (rows of the alarm lists) and remote commands. */
export const monitoringDomain: MockDomain<OperationsCore & Pick<CoreServices, 'seed'>, { live: () => ChargingLive; alarmTables: () => AlarmTables }, MonitoringWorld> = {
  name: 'monitoring',
  build: (core, peers) =>
    new MonitoringWorld({ seed: core.seed, now: () => core.clock.now(), charging: () => core.charging, live: peers.live, zoneOf: (store) => core.reach.zone(store), writes: core.writes, alarmTables: peers.alarmTables }),
};

/** The overviews: a period's figures per station, read from the orders and fault tickets lists' rows. */
export const overviewsDomain: MockDomain<OperationsCore, void, OverviewWorld> = {
  name: 'overviews',
  build: (core) =>
    new OverviewWorld({
      now: () => core.clock.now(),
      charging: () => core.charging,
      zoneOf: (store) => core.reach.zone(store),
      orderRows: rowsOf(core, 'p-orders'),
      faultTicketRows: rowsOf(core, 'p-fault-tickets'),
      writes: core.writes,
    }),
};

/** Charging analysis: cost and benefit (at the tariff the electricity-price screen shows), equipment evaluation, user portrait. */
export const analysisDomain: MockDomain<OperationsCore, { hourlyTariff: (store: string) => ArrayLike<number> }, AnalysisWorld> = {
  name: 'analysis',
  build: (core, peers) =>
    new AnalysisWorld({
      now: () => core.clock.now(),
      charging: () => core.charging,
      zoneOf: (store) => core.reach.zone(store),
      hourlyTariff: peers.hourlyTariff,
      rows: (pid, user) => core.tables.require(pid).rows(user),
      writes: core.writes,
    }),
};

/** Reports: catalogue, generation into the files service, fault statistics (over the fault tickets list's own records), retrofits. */
export const reportsDomain: MockDomain<OperationsCore, { saveFile: (user: UserRecord, name: string, type: string, bytes: Uint8Array) => FileRecord }, ReportsWorld> = {
  name: 'reports',
  build: (core, peers) =>
    new ReportsWorld({
      now: () => core.clock.now(),
      charging: () => core.charging,
      zoneOf: (store) => core.reach.zone(store),
      faultTickets: (user) => core.tables.require('p-fault-tickets').rows(user) as unknown as FaultTicket[],
      saveFile: peers.saveFile,
      writes: core.writes,
    }),
};

/** Assets: warehousing slips whose posting raises the inventory list's quantities through that list's own write (the slip's post is the audited write). */
export const assetsDomain: MockDomain<OperationsCore, { inventoryList: (user: UserRecord) => InventoryList }, AssetsWorld> = {
  name: 'assets',
  build: (core, peers) =>
    new AssetsWorld({
      now: () => core.clock.now(),
      zoneOf: (store) => core.reach.zone(store),
      writes: core.writes,
      inventory: rowsOf(core, 'p-inventory'),
      storerooms: rowsOf(core, 'p-storeroom'),
      assetRows: rowsOf(core, 'p-asset-status'),
      pileRows: rowsOf(core, 'p-ledger-pile'),
      charging: () => core.charging,
      today: (zone) => core.clock.today(zone),
      raise: (user, storeroomdid, model, by) => raiseStock(peers.inventoryList(user), storeroomdid, model, by),
    }),
};

/** What the work-order desk reads of the lists (the pages domain's records) and of the company. */
export type TicketDeskPeers = Omit<TicketDeskSources, 'now' | 'writes' | 'zoneOf' | 'reachesStore' | 'charging'>;

/** The work-order desk: ticket rules, SLA and figures over the fault tickets list, fault screening (per company on first use). */
export const ticketDeskDomain: MockDomain<OperationsCore, () => TicketDeskPeers, TicketDesk> = {
  name: 'ticketDesk',
  build: (core, peers) =>
    new TicketDesk({
      now: () => core.clock.now(),
      writes: core.writes,
      zoneOf: (store) => core.reach.zone(store),
      reachesStore: (user, store) => core.access.reachesStore(user, store),
      charging: () => core.charging,
      ...peers(),
    }),
};
