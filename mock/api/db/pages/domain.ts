import type { LiveChargers } from '../core/charging/live/LiveChargers.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { Row } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import { PageState, type PageSources } from './PageState.ts';
import { PageService } from './service.ts';
import { LiveOrders } from './world/liveOrders.ts';
import { addRecord, updateRecord, type WriteEnv } from './writes.ts';

/** The catalogue's real-time and history alarm lists, where the monitor's alarms are rows. */
export const ALARM_LIST_PIDS = ['p-realtime-alerts', 'p-history-alarms'] as const;
/** The charging orders list, where the sessions that end on the world clock are rows. */
const ORDERS_PID = 'p-orders';
/** The charging customers list, whose totals count those orders. */
const CUSTOMERS_PID = 'p-user-portrait-list';

/** What the lists ask of the root and their peers: the seeded records, the monitor's alarms and the settled charging sessions, the desk's rule over its tickets. */
export interface PagesPeers extends Pick<PageSources, 'cataloguePages' | 'businesses' | 'reach' | 'users' | 'fileExists' | 'storeNames' | 'finishSeed'> {
  /** Brings the monitor's alarms to now (rows of the alarm lists). */
  refreshAlarms: () => void;
  /** The charging sessions as settled now (rows of the orders list). */
  settledSessions: () => LiveChargers;
  /** A domain's additions to a new record of a page (the work-order desk routes new tickets). */
  prepare: (user: UserRecord, page: string, record: Row) => Row;
  /** A domain's rule over its lists' writes (a ticket's state moves by one transition table). */
  rule: ConstructorParameters<typeof PageService>[4];
}

/** The catalogue's list pages (configurations, records, histories) and the generic writes on them. */
export interface Pages {
  state: PageState;
  service: PageService;
}

type PagesCore = Pick<CoreServices, 'seed' | 'clock' | 'access' | 'writes' | 'tables' | 'charging' | 'reach'>;

/** The list pages: their tables are registered when built, so the root builds them at each reset. */
export const pagesDomain: MockDomain<PagesCore, PagesPeers, Pages> = {
  name: 'pages',
  build: (core, peers) => {
    const { refreshAlarms, settledSessions, prepare, rule, ...seeded } = peers;
    const state = new PageState({ ...seeded, seed: core.seed, charging: () => core.charging, tables: core.tables, access: core.access, zoneOf: (store) => core.reach.zone(store) });
    const service = new PageService(state, () => core.clock.now(), core.writes, prepare, rule);
    // The alarms the monitor raises on the world clock are rows of the alarm lists, brought to now before each read.
    for (const pid of ALARM_LIST_PIDS) state.require(pid).table.readThrough(refreshAlarms);
    // The sessions that end on the world clock are rows of the orders list, brought to now before each read.
    const liveOrders = new LiveOrders(() => state.require(ORDERS_PID).table, () => state.seededWorld(), () => state.require(CUSTOMERS_PID).table);
    for (const pid of [ORDERS_PID, CUSTOMERS_PID]) state.require(pid).table.readThrough(() => liveOrders.sync(settledSessions(), core.clock.now()));
    return { state, service };
  },
};

/** A list's own writes for one user (validation and history are the list's): what another domain writes through, like the inventory a slip raises. */
export function listWrites(pages: Pages, now: () => number, pid: string, user: UserRecord) {
  const entry = pages.state.require(pid);
  const env: WriteEnv = { now, links: pages.state.links(user), author: (u) => ({ userdid: u.did, username: u.nickname }) };
  return {
    rows: entry.table.rows(user),
    update: (did: string, fields: Record<string, unknown>) => updateRecord(entry, user, did, fields, env),
    add: (fields: Record<string, unknown>) => addRecord(entry, user, fields, env),
  };
}
