import { pageIdOf } from '../routeDecl.ts';
import { BILLING_ROUTES } from './routes.ts';
import type { TouBand } from '../energyTypes';

/**
 * Billing, contracts and tenants (spec §7 "Space and billing", "Business statistics"). Money is
 * in the contract's currency, rounded to cents; energy in kWh. Dates are store-local
 * 'YYYY-MM-DD', months 'YYYY-MM', instants ISO strings.
 *
 * Calls (every one takes `{ pid }` and refuses with -45403 without the page's permission):
 * - /vtspace/api/tenant/list → tenants, tenant types and rate rules of a store
 * - /vtspace/api/contract/list, /vtspace/api/bill/list, /vtspace/api/bill/reconciliation
 * - /vtspace/api/roomstate/list|set, /vtspace/api/energy/heat/flow getSpaceGraph
 * - /vtspace/api/setSpaceMeterGroup, /vts/api/allocation/getSpaceMeterGroup|set|delete
 * - /businessstatistics/api/businessraterule/set
 */

/** Page ids of the billing screens (the menu leaf pids). */
export const BILLING_PIDS = {
  spaces: pageIdOf(BILLING_ROUTES, 'bill-space-config'),
  roomState: pageIdOf(BILLING_ROUTES, 'space-room-state'),
  contracts: pageIdOf(BILLING_ROUTES, 'contract-management'),
  bills: pageIdOf(BILLING_ROUTES, 'bill-managemant'),
  reconciliation: pageIdOf(BILLING_ROUTES, 'transaction-reconciliation'),
  tenants: pageIdOf(BILLING_ROUTES, 'tenant-configuration'),
  tenantStatus: pageIdOf(BILLING_ROUTES, 'tenant-status'),
} as const;

/** Room types that are let to tenants (the others are common areas or the landlord's own). */
export const LEASABLE_ROOM_TYPES = ['office', 'shop', 'restaurant', 'warehouse', 'cold-store', 'computer'] as const;

/** A billing space: a leasable room of a store, where it is and how big. */
export interface BillingRoom {
  did: string;
  name: string;
  store: string;
  building: string;
  buildingName: string;
  /** Floor node did and its number (1 = ground floor). */
  floorDid: string;
  floor: number;
  roomtype: string;
  /** m². */
  area: number;
}

// ---- Meter groups -----------------------------------------------------------------------------

/**
 * How a shared meter's energy is split among rooms: by their area, by fixed percentages, or a
 * room measured as the difference of a meter and its sub-meters.
 */
export type ShareMethod = 'area' | 'ratio' | 'difference';

/** A meter shared by rooms; `parts` add up to 100 % (area: computed from the rooms' areas). */
export interface Allocation {
  meter: string;
  method: Exclude<ShareMethod, 'difference'>;
  parts: Array<{ space: string; percent: number }>;
}

/** A room measured as `meter` minus the sub-meters `minus` (what is left after the others). */
export interface Difference {
  space: string;
  meter: string;
  minus: string[];
}

/** What measures one room: its own meters, its shares of shared meters and any difference. */
export interface MeterGroup {
  space: string;
  own: string[];
  shares: Array<{ meter: string; method: Exclude<ShareMethod, 'difference'>; percent: number }>;
  differences: Difference[];
}

// ---- Tenants and rate rules -------------------------------------------------------------------

export interface TenantType {
  did: string;
  name: string;
}

export interface Tenant {
  did: string;
  store: string;
  /** Company name. */
  name: string;
  contact: string;
  phone: string;
  email: string;
  /** TenantType did. */
  type: string;
  /** A key tenant (anchor): shown first, alerts raised earlier. */
  key: boolean;
  createdAt: string;
}

export type RateKind = 'flat' | 'tiered' | 'tou';

/** One tier: the price per unit up to `upTo` units in the month (null = no upper bound). */
export interface RateTier {
  upTo: number | null;
  price: number;
}

/** Prices in force from `from` (inclusive) until the next version's `from`. */
export interface RateVersion {
  from: string;
  /** flat */
  price?: number;
  /** tiered */
  tiers?: RateTier[];
  /** tou: price per band; the bands of the hours are the price screens' (energy tariffs). */
  bands?: Record<TouBand, number>;
}

/** A business rate rule: how a store prices tenants' electricity. */
export interface RateRule {
  did: string;
  store: string;
  name: string;
  kind: RateKind;
  currency: string;
  /** Sorted by `from`. */
  versions: RateVersion[];
}

// ---- Contracts --------------------------------------------------------------------------------

/** draft → active → expiring (within 60 days of its end) → expired, or terminated early. */
export type ContractState = 'draft' | 'active' | 'expiring' | 'expired' | 'terminated';

/** Days before its end that an active contract counts as expiring. */
export const EXPIRING_DAYS = 60;

export interface ServiceFee {
  name: string;
  /** Per month. */
  amount: number;
}

export interface Contract {
  did: string;
  /** Human contract number, e.g. HT-st-1005-01-0012. */
  code: string;
  store: string;
  tenant: string;
  rooms: string[];
  /** First and last day of the lease (inclusive). */
  start: string;
  end: string;
  /** Per month. */
  rent: number;
  deposit: number;
  /** RateRule did for electricity. */
  rateRule: string;
  fees: ServiceFee[];
  /** Day of the month bills are issued for the previous month (1–28). */
  billDay: number;
  /** Days after issue a bill is due. */
  dueDays: number;
  /** Late fee per day overdue, as a fraction of what is outstanding (0.0005 = 0.05 %). */
  lateFeeRate: number;
  currency: string;
  state: ContractState;
  signedAt: string | null;
  terminatedOn: string | null;
  terminateReason: string | null;
  /** The contract this one renews. */
  renewalOf: string | null;
  /** File dids from /vt/staticfile/upload. */
  attachments: string[];
}

// ---- Bills ------------------------------------------------------------------------------------

export type BillLineKind = 'energy' | 'shared' | 'rent' | 'fee' | 'late-fee';

/** One explained line of a bill. `amount` = what the line adds to the total. */
export interface BillLine {
  kind: BillLineKind;
  /** energy and shared: the meter; shared: the share; both: band and price. */
  meter?: string;
  meterName?: string;
  space?: string;
  band?: TouBand | 'all';
  /** Register readings (kWh) at the start and the end of the line's days (own meters and differences). */
  startReading?: number;
  endReading?: number;
  /** kWh billed on this line (after the share). */
  kwh?: number;
  /** Shared meters: the room's percent of the meter's energy; meterKwh is the whole meter's. */
  percent?: number;
  meterKwh?: number;
  /** Difference lines: the kWh its sub-meters measured over the line's days, subtracted. */
  minusKwh?: number;
  price?: number;
  /** Rent and fees: the days billed of the days of the month (a partial month is prorated). */
  days?: number;
  daysInMonth?: number;
  /** Rate version in force (a price change mid-month splits a band into two lines). */
  from?: string;
  to?: string;
  name?: string;
  /** Late fee: the amount that was outstanding for `days` days, at `price` (the daily rate). */
  base?: number;
  amount: number;
}

/** issued → partial → paid; overdue is a flag on an issued or partial bill past its due date. */
export type BillState = 'draft' | 'issued' | 'partial' | 'paid' | 'void';

export interface Bill {
  did: string;
  /** Payment reference printed on the notice, e.g. B202610-st100501-0012. */
  number: string;
  store: string;
  contract: string;
  tenant: string;
  month: string;
  /** The days of the month the contract covers (inclusive). */
  from: string;
  to: string;
  issuedOn: string;
  dueOn: string;
  currency: string;
  lines: BillLine[];
  energyKwh: number;
  energyAmount: number;
  rentAmount: number;
  feeAmount: number;
  lateFee: number;
  total: number;
  paid: number;
  outstanding: number;
  state: BillState;
  overdue: boolean;
  voidReason: string | null;
}

// ---- Payments and reconciliation ---------------------------------------------------------------

export type PaymentChannel = 'bank' | 'wechat' | 'alipay';

/** How a transaction of the payment channel was matched to a bill. */
export type MatchState = 'matched' | 'unmatched' | 'duplicate' | 'short' | 'over';

export interface Transaction {
  did: string;
  store: string;
  channel: PaymentChannel;
  /** Channel's own id. */
  channelRef: string;
  /** What the payer wrote as reference (a bill number, mistyped, or nothing). */
  reference: string;
  payer: string;
  amount: number;
  currency: string;
  receivedAt: string;
  bill: string | null;
  match: MatchState;
  matchedBy: 'auto' | 'manual' | null;
}

// ---- Room state -------------------------------------------------------------------------------

/** vacant, reserved (a contract signed that has not started), occupied, maintenance. */
export type Occupancy = 'vacant' | 'reserved' | 'occupied' | 'maintenance';

export interface RoomState {
  space: string;
  occupancy: Occupancy;
  clean: boolean;
  /** Set by hand (roomstate/set) rather than derived from contracts. */
  manual: boolean;
  contract: string | null;
  tenant: string | null;
  note: string;
  updatedAt: string;
}
