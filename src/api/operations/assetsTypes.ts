/**
 * Wire types of the assets part of charging operations (issue 24): warehousing slips, whose posting
 * raises the inventory list's quantities. Calls (POST, every body names its page `pid`):
 * - /evcharge/slips/options → SlipOptions (parts and storerooms the user reaches)
 * - /evcharge/slips/list → Slip[]
 * - /evcharge/slips/save { slip: SlipInput } → Slip (a draft; field errors at `supplier`, `lines`, `lines[i].model|quantity|storeroomdid`)
 * - /evcharge/slips/post { did } → Slip (posted: the inventory rises; a posted slip is not edited)
 */
import { pageIdOf } from '../routeDecl.ts';
import { OPERATIONS_ROUTES } from './routes.ts';

export const ASSETS_PIDS = {
  slip: pageIdOf(OPERATIONS_ROUTES, 'warehousing-slip'),
  inventory: 'p-inventory',
} as const;

export type SlipState = 'draft' | 'posted';

export interface SlipLine {
  model: string;
  partname: string;
  unit: string;
  quantity: number;
  storeroomdid: string;
  storeroomname: string;
}

export interface Slip {
  did: string;
  number: string;
  state: SlipState;
  supplier: string;
  lines: SlipLine[];
  /** Total quantity of the lines. */
  quantity: number;
  createtime: string;
  postedtime: string;
  author: string;
  /** The IANA zone of the first line's storeroom's store: the slip's times are shown in it. */
  zone: string;
}

export interface SlipInput {
  /** Absent: a new draft. */
  did?: string;
  supplier: string;
  lines: Array<{ model: string; quantity: number; storeroomdid: string }>;
}

export interface SlipOptions {
  parts: Array<{ model: string; partname: string; unit: string }>;
  storerooms: Array<{ did: string; name: string }>;
}

/**
 * The asset register (asset-total, asset-overview): the asset-status list's records, each with its
 * pile's warranty end from the pile ledger. Calls: /evcharge/assets/register → AssetRegister.
 */
export const ASSET_REGISTER_PIDS = { overview: pageIdOf(OPERATIONS_ROUTES, 'asset-overview'), total: pageIdOf(OPERATIONS_ROUTES, 'asset-total') } as const;
export const ASSET_CATEGORIES = ['dc-pile', 'ac-pile', 'transformer', 'storage'] as const;
export const ASSET_STATES = ['in-use', 'idle', 'repair', 'scrapped'] as const;
/** Warranties ending within this many days are listed as ending. */
export const WARRANTY_WINDOW_DAYS = 90;

export interface AssetRow {
  did: string;
  assetno: string;
  name: string;
  category: string;
  state: string;
  stationdid: string;
  stationname: string;
  businessname: string;
  originalvalue: number;
  netvalue: number;
  purchasedate: string;
  /** '' when the asset is no pile (no warranty on the ledger). */
  warrantyend: string;
  /** Days from today (the store's day) to the warranty's end; null without one. */
  warrantydays: number | null;
}

export interface AssetRegister {
  /** Today at the head office (Asia/Shanghai); each row's days count from its own store's today. */
  today: string;
  rows: AssetRow[];
}
