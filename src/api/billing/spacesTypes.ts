import type { SpaceBindings } from '../devices/types';
import type { VersionStamp } from '../types';
import type { Allocation, BillingRoom, ContractState, Difference, MeterGroup, Occupancy, RoomState } from './types';

/**
 * Billing spaces and room states (bill-space-config, space-room-state). Every call takes the
 * page's `pid`; reads need view, writes edit (operators have it on billing pages), else -45403.
 * Refused writes answer status -1 with `result.errors` (FieldError[]) keyed `validation.billing.*`
 * and save nothing.
 */

/** A meter of the store's energy plan that a room can own or share. */
export interface BillingMeter {
  did: string;
  name: string;
  /** 'main', 'sub', 'tenant'… as in the energy plan. */
  kind: string;
  category: string;
  building: string;
  /** The meter upstream (null for a main). */
  parent: string | null;
  /** The space it is bound in, if any. */
  space: string | null;
}

/** A let room with its meter group, and the version its own meters and differences are saved on (issue 36 item 2). */
export interface SpaceRoom extends BillingRoom, VersionStamp {
  group: MeterGroup;
}

/** POST /vts/api/allocation/getSpaceMeterGroup `{ pid, store }` (no space): a store's billing spaces, meters and groups. */
export interface SpacesSetup {
  store: string;
  currency: string;
  rooms: SpaceRoom[];
  /** Electricity meters of the store (what a group may name), each with the version its sharing is saved on. */
  meters: Array<BillingMeter & VersionStamp>;
  allocations: Allocation[];
  differences: Difference[];
  /** Months with meter data, oldest first; the last is the latest whole month. */
  months: string[];
}

/**
 * POST /vts/api/allocation/getSpaceMeterGroup `{ space, pid? }`: what is bound in the space (the
 * device screens' answer); with a billing pid and a let room, also its billing group and the
 * whole allocations of the meters it shares.
 */
export interface SpaceMeterGroup extends SpaceBindings {
  room?: BillingRoom;
  group?: MeterGroup;
  allocations?: Allocation[];
}

/** POST /vtspace/api/setSpaceMeterGroup with a billing pid: binds own meters in the room, or unbinds them. */
export interface MeterGroupBind {
  pid: string;
  space: string;
  meters?: string[];
  unbind?: string[];
}

/**
 * POST /vts/api/allocation/set: a shared meter split by area (the server computes the percents
 * from the rooms' areas), by fixed ratio (parts must add up to 100 %), or a room measured as a
 * meter minus its sub-meters (downstream of it). Saved on the version the dialog opened: the
 * meter's for a share, the room's for a difference; `overwrite` keeps mine over a newer one.
 */
export type AllocationSet = (
  | { pid: string; method: 'area'; meter: string; spaces: string[] }
  | { pid: string; method: 'ratio'; meter: string; parts: Array<{ space: string; percent: number }> }
  | { pid: string; method: 'difference'; meter: string; space: string; minus: string[] }
) & { version: number; overwrite?: boolean };

/** POST /vts/api/allocation/delete: a shared meter's allocation, or a room's difference. */
export type AllocationDelete = { pid: string; meter: string } | { pid: string; method: 'difference'; meter: string; space: string };

/** What allocation/set and delete answer: the store's allocations and differences after the write. */
export interface AllocationResult {
  allocations: Allocation[];
  differences: Difference[];
}

// ---- Energy flow --------------------------------------------------------------------------------

/** POST /vtspace/api/energy/heat/flow (getSpaceGraph) `{ pid, space, month }`. */
export interface FlowQuery {
  pid: string;
  space: string;
  month: string;
}

export type FlowNodeKind = 'meter' | 'share' | 'difference' | 'room';

export interface FlowNode {
  key: string;
  name: string;
  kind: FlowNodeKind;
  /** Meters: all they measured in the month; shares and differences: what reaches the room. */
  kwh: number;
  method?: 'area' | 'ratio' | 'difference';
  percent?: number;
}

export interface FlowLink {
  source: string;
  target: string;
  kwh: number;
}

/** Where a room's energy came from in a month: meters → shares → room; `total` = the room's billed kWh. */
export interface SpaceFlow {
  space: string;
  month: string;
  from: string;
  to: string;
  nodes: FlowNode[];
  links: FlowLink[];
  total: number;
}

// ---- Room states --------------------------------------------------------------------------------

/** POST /vtspace/api/roomstate/list `{ pid, store }`. */
export interface RoomStateQuery {
  pid: string;
  store: string;
}

/** A room's state with what the board shows of its contract. */
export interface RoomStateRow extends RoomState {
  room: BillingRoom;
  tenantName: string | null;
  contractCode: string | null;
  contractState: ContractState | null;
  contractStart: string | null;
  contractEnd: string | null;
  /** Days from today to the contract's last day (in force or reserved). */
  daysLeft: number | null;
}

export type RoomStateCounts = Record<Occupancy, number> & { dirty: number; total: number };

export interface OccupancyRate {
  occupied: number;
  of: number;
  /** 0–1. */
  rate: number;
}

export interface RoomStateList {
  store: string;
  /** The billing world's today. */
  today: string;
  /** The latest whole month with meter data ('YYYY-MM'). */
  dataMonth: string;
  rooms: RoomStateRow[];
  counts: RoomStateCounts;
  /** Occupied area (m²) of let-able area, and occupied rooms of let rooms. */
  occupancy: { byArea: OccupancyRate; byCount: OccupancyRate };
}

/**
 * POST /vtspace/api/roomstate/set: occupancy by hand (null = derived from contracts again),
 * clean or dirty, a note. An occupancy that contradicts a contract in force is refused.
 */
export interface RoomStateSet {
  pid: string;
  space: string;
  occupancy?: Occupancy | null;
  clean?: boolean;
  note?: string;
}
