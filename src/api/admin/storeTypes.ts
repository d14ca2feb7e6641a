import { pageIdOf } from '../routeDecl.ts';
import { ADMIN_ROUTES } from './routes.ts';
import type { BusinessInfo, District, VersionStamp } from '../types';

/**
 * Parent businesses (grade 0) and stores (grade 1) as store-management edits them; shared with
 * the mock (mock/api/db/admin/storesAdmin.ts). Spec §3 gives the record; where it is silent:
 * - POST /sfsaas/api/store/list {pid, grade?, parent?, state?, search?, export?} → StoreList
 * - POST /sfsaas/api/store/create {pid, cmd: StoreInput} → StoreRow
 * - POST /sfsaas/api/store/update {pid, did, cmd: StoreInput} → StoreRow
 * - POST /sfsaas/api/store/disable | enable {pid, did} → StoreRow
 */
export const STORE_PID = pageIdOf(ADMIN_ROUTES, 'store-management');

export const STORE_STATES = ['enabled', 'disabled'] as const;
export type StoreState = (typeof STORE_STATES)[number];

/** IANA zones a store may keep time in (the seeded stores use the first and Asia/Bangkok). */
export const STORE_TIME_ZONES = [
  'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Bangkok', 'Asia/Singapore', 'Asia/Kuala_Lumpur',
  'Asia/Jakarta', 'Asia/Ho_Chi_Minh', 'Asia/Tokyo', 'Asia/Seoul', 'Asia/Dubai', 'Europe/London', 'Europe/Berlin', 'UTC',
] as const;

/** One parent business or store with what administration adds to the picker's record. */
export interface StoreRow extends BusinessInfo, VersionStamp {
  /** Street address ('' when none was given). */
  address: string;
  /** Gross floor area in m²; a parent's is the sum of its enabled stores' (null: not given). */
  area: number | null;
  state: StoreState;
  /** The parent's name (stores), '' for a parent. */
  parentName: string;
  /** A parent's stores (of any state); 0 for a store. */
  stores: number;
}

export interface StoreQuery {
  pid: string;
  grade?: 0 | 1;
  parent?: string;
  state?: StoreState;
  /** Name, city or address contains it. */
  search?: string;
  /** The same list read for an export: needs the page's export permission. */
  export?: boolean;
}

export interface StoreList {
  rows: StoreRow[];
  /** The parent businesses the caller reaches (any state), for the filter and the form. */
  parents: Array<{ did: string; name: string; state: StoreState }>;
  /** Countries of the district lookup (its roots), with the zone their stores keep time in by default. */
  countries: Array<District & { timezone: string }>;
  /** The company's organization units. */
  organizations: Array<{ did: string; name: string }>;
}

/** What the form sends; the server fills country, province and city names from their codes. */
export interface StoreInput {
  businessgrade: 0 | 1;
  /** The parent business of a store ('' for a parent; fixed once created). */
  uppergrade: string;
  name: string;
  countrycode: string;
  /** Province and city are optional: a store without them is not offered by the picker (spec §5). */
  provincecode: string;
  citycode: string;
  address: string;
  longitude: number;
  latitude: number;
  timezone: string;
  area: number | null;
  organization: string;
}
