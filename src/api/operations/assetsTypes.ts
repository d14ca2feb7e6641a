/**
 * Wire types of the assets part of charging operations (issue 24): warehousing slips, whose posting
 * raises the inventory list's quantities. Calls (POST, every body names its page `pid`):
 * - /evcharge/slips/options → SlipOptions (parts and storerooms the user reaches)
 * - /evcharge/slips/list → Slip[]
 * - /evcharge/slips/save { slip: SlipInput } → Slip (a draft; field errors at `supplier`, `lines`, `lines[i].model|quantity|storeroomdid`)
 * - /evcharge/slips/post { did } → Slip (posted: the inventory rises; a posted slip is not edited)
 */

export const ASSETS_PIDS = {
  slip: 'p-warehousing-slip',
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
