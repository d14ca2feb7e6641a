import type { Database } from '../../../mock/api/db/Database';

/** The first company, whose data the probes try to reach. */
export const HOME_COMPANY = 'c-1001';
/** The one store of the store-scoped probe (its own; pb-1005's only store). */
export const PROBE_STORE = 'st-1005-01';

/**
 * Seeded records of the first company that lie outside both probes' reach (neither GreenGrid's
 * nor st-1005-01's): the ids the samples send.
 */
export const T = {
  company: HOME_COMPANY,
  parent: 'pb-1001',
  store: 'st-1001-04',
  building: 'sp-st-1001-04-01',
  floor: 'sp-st-1001-04-01-f02',
  space: 'sp-st-1001-04-01-f01-r04',
  meter: 'sp-st-1001-04-01-f01-r04-em',
  sharedMeter: 'sp-st-1001-04-01-elec-hvac',
  device: 'sp-st-1001-04-01-f01-r01-lt1',
  gateway: 'sp-st-1001-04-01-f01-gw1',
  policy: 'pol-st-1001-04-01',
  contract: 'ct-st-1001-04-0045',
  tenant: 'tn-st-1001-04-0034',
  tenantType: 'tt-st-1001-04-retail',
  rateRule: 'rr-st-1001-04-tou',
  bill: 'bl-st-1001-04-202609-0024',
  transaction: 'tx-st-1001-04-01139',
  hotelRoom: 'sp-st-1001-04-02-f02-r02',
  booking: 'bk-st-1001-04-01107',
  station: 'cs-0001',
  gun: 'cg-000004',
  faultTicket: 'gz-00001',
  order: 'od-0000001',
  screen: 'screen-st-1001-01-01',
  media: 'media-c-1001-01',
  playlist: 'playlist-c-1001-01',
  channel: 'channel-c-1001-01',
  screenGroup: 'group-c-1001-01',
  scheduleEvent: 'event-c-1001-01',
  article: 'kb-c-1001-guide',
  news: 'nw-c-1001-1',
  slip: 'ws-0001',
  user: 'u-1001',
  /** A staff member with more than the store-scoped probe (every parent business). */
  staff: 'u-1003',
  /** A role only the first company has (every company has its own 'operator'): made by its admin (runner.ts ADMIN_WORK). */
  role: 'role-6',
  /** Made by the first company's admin before the probes start (runner.ts ADMIN_WORK). */
  deviceCommand: 'cmd-000001',
  pileCommand: 'pcmd-000001',
  reportJob: 'rjob-1',
  billRun: 'run-st-1001-04-2026-09-1',
  screenCommand: 'scmd-00001',
  /** A screening candidate of cs-0004 (st-1002-07). */
  screeningCandidate: 'low-energy:cg-000033:1793458260000',
} as const;

/** Texts that only the first company's data outside a probe's reach contains. */
export interface Markers {
  probe: string;
  texts: string[];
}

/** For a user of another company: every store, parent, person and company id of the first company. */
export function otherCompanyMarkers(db: Database): string[] {
  const seed = db.seedData();
  const users = seed.users.filter((u) => u.companyid === HOME_COMPANY);
  const parents = new Set(users.flatMap((u) => seed.reach[u.userid] ?? []));
  const businesses = seed.businesses.filter((b) => parents.has(b.did) || parents.has(b.uppergrade));
  return [
    HOME_COMPANY,
    ...businesses.flatMap((b) => [b.did, b.name]),
    ...users.flatMap((u) => [u.userid, u.name]).filter((text) => text !== 'Administrator'),
    ...['cs-0001', 'cs-0002', 'cs-0003', 'cs-0008'],
  ];
}

/** For the store-scoped user: every other store of the company (did and name) and their parents. */
export function otherStoreMarkers(db: Database): string[] {
  const seed = db.seedData();
  const own = seed.businesses.find((b) => b.did === PROBE_STORE)?.uppergrade;
  const home = seed.businesses.filter((b) => /^(st|pb)-1/.test(b.did) && b.did !== PROBE_STORE && b.did !== own);
  // Every charging station but st-1005-01's cs-0008.
  const stations = ['cs-0001', 'cs-0002', 'cs-0003', 'cs-0004', 'cs-0005', 'cs-0006', 'cs-0007'];
  return [...home.flatMap((b) => [b.did, b.name]), ...stations, T.faultTicket, T.order];
}
