import type { FileRecord } from '../pageConfig';
import type { VersionStamp } from '../types';
import type { Contract, ContractState, RateKind } from './types';

/**
 * Calls of contract-management (every one takes `{ pid }`; -45403 without the page's permission):
 * - POST /vtspace/api/contract/list `{ what: 'contracts' | 'detail' | 'options' | 'overlaps', … }`
 * - POST /vtspace/api/contract/set `{ act, did?, cmd? }` (ContractWrite): our own call, one path
 *   for every write, like devControl. Validation failures answer status -1 with `result.errors`;
 *   a room under another signed contract at the same time is refused with the room and the contract
 *   named, and nothing is saved.
 * Attachments are uploaded through /vt/staticfile/upload and then attached by file did.
 */

/** A contract's state as people see it: a signed contract that has not started is reserved. */
export type ContractPhase = ContractState | 'reserved';
export const CONTRACT_PHASES: readonly ContractPhase[] = ['draft', 'reserved', 'active', 'expiring', 'expired', 'terminated'];
/** Signed and not over: a room is under at most one of these at a time. */
export const SIGNED_PHASES: readonly ContractPhase[] = ['reserved', 'active', 'expiring'];

export interface ContractQuery {
  pid: string;
  store: string;
  state?: ContractPhase;
  tenant?: string;
  room?: string;
  /** Part of the code, the tenant's name or a room's name. */
  search?: string;
  page: number;
  pagesize: number;
}

/** A contract as read, with the version a form edit saves on (issue 36 item 2). */
export interface ContractRow extends Contract, VersionStamp {
  phase: ContractPhase;
  tenantName: string;
  roomNames: string[];
  ruleName: string;
  /** Days from today to the end (or the termination); null once over. */
  daysLeft: number | null;
  /** The end of its last billed month (bills not void), null if none: termination cannot go before it. */
  billedThrough: string | null;
}

export interface ContractPage {
  data: ContractRow[];
  total: number;
  page: number;
  pagesize: number;
  today: string;
}

export interface ContractDetail extends ContractRow {
  files: FileRecord[];
}

/** What the form picks from: the store's tenants, rooms and rate rules. */
export interface ContractOptions {
  tenants: Array<{ did: string; name: string }>;
  rooms: Array<{ did: string; name: string; buildingName: string; floor: number; area: number }>;
  rules: Array<{ did: string; name: string; kind: RateKind }>;
  currency: string;
  today: string;
}

/** The terms of a contract as the form edits them. */
export type ContractTerms = Pick<Contract, 'tenant' | 'rooms' | 'start' | 'end' | 'rent' | 'deposit' | 'rateRule' | 'fees' | 'billDay' | 'dueDays' | 'lateFeeRate'>;

/** New terms of a renewal: it starts the day after the old one ends, same tenant and rooms. */
export type RenewalTerms = Omit<ContractTerms, 'tenant' | 'rooms' | 'start'> & { sign: boolean };

export type ContractWrite =
  | { pid: string; store: string; act: 'create'; cmd: ContractTerms }
  | { pid: string; act: 'set'; did: string; cmd: ContractTerms; version: number; overwrite?: boolean }
  | { pid: string; act: 'sign'; did: string }
  | { pid: string; act: 'renew'; did: string; cmd: RenewalTerms }
  | { pid: string; act: 'terminate'; did: string; cmd: { on: string; reason: string } }
  | { pid: string; act: 'delete'; did: string }
  | { pid: string; act: 'attach' | 'detach'; did: string; file: string };

/** Another signed contract holding one of the rooms at the same time. */
export interface ContractOverlap {
  room: string;
  roomName: string;
  contract: string;
  code: string;
  tenantName: string;
  start: string;
  end: string;
}

export interface OverlapQuery {
  pid: string;
  store: string;
  rooms: string[];
  start: string;
  end: string;
  /** The contract being edited (not an overlap of itself). */
  except?: string;
}
