import type { TouBand } from '../energyTypes';
import type { ContractPhase } from './contractsTypes';
import type { RateKind, RateRule, RateVersion, Tenant, TenantType } from './types';
import type { VersionStamp } from '../types';

/**
 * Calls of tenant-configuration and tenant-status (every one takes `{ pid }`; -45403 without the
 * page's permission):
 * - POST /vtspace/api/tenant/list `{ what: 'tenants' | 'types' | 'raterules' | 'status', store, … }`
 * - POST /vtspace/api/tenant/set `{ act: 'create' | 'set', did?, cmd }` (tenants)
 * - POST /vtspace/api/tenant/type/set `{ act: 'create' | 'set' | 'delete', did?, name? }`
 * - POST /businessstatistics/api/businessraterule/set `{ act, did?, … }` (RateRuleWrite)
 * Validation failures answer status -1 with `result.errors` (FieldError[]), as forms get them.
 */

export interface TenantQuery {
  pid: string;
  store: string;
  /** Part of the company, contact, phone or email. */
  search?: string;
  /** TenantType did. */
  type?: string;
  key?: boolean;
}

/** A tenant as read, with the version a form edit saves on (issue 36 item 2). */
export interface TenantRow extends Tenant, VersionStamp {
  typeName: string;
  /** Contracts of the tenant that are signed and not over (active, expiring, reserved). */
  contracts: number;
}

export interface TenantList {
  data: TenantRow[];
  total: number;
}

export interface TenantTypeRow extends TenantType {
  /** Tenants of this type: a type in use cannot be deleted. */
  tenants: number;
}

export type TenantInput = Pick<Tenant, 'name' | 'contact' | 'phone' | 'email' | 'type' | 'key'>;

export type TenantWrite = { pid: string; store: string; act: 'create'; cmd: TenantInput } | { pid: string; act: 'set'; did: string; cmd: TenantInput; version: number; overwrite?: boolean };

export type TenantTypeWrite =
  | { pid: string; store: string; act: 'create'; name: string }
  | { pid: string; act: 'set'; did: string; name: string }
  | { pid: string; act: 'delete'; did: string };

export interface RateRuleRow extends RateRule {
  /** The end of the last month billed under this rule (bills not void): versions on or before it are fixed. */
  billedThrough: string | null;
  /** Contracts priced by this rule. */
  contracts: number;
}

export interface RateRuleList {
  rules: RateRuleRow[];
  /** The time-of-use band of each hour 0–23 (the price screens' bands). */
  hours: TouBand[];
  today: string;
}

export type RateRuleWrite =
  | { pid: string; store: string; act: 'create'; cmd: { name: string; kind: RateKind; version: RateVersion } }
  | { pid: string; act: 'rename'; did: string; name: string }
  | { pid: string; act: 'addVersion'; did: string; version: RateVersion }
  /** Replaces the version that starts on `from` (its own `from` may move). */
  | { pid: string; act: 'setVersion'; did: string; from: string; version: RateVersion }
  | { pid: string; act: 'deleteVersion'; did: string; from: string };

// ---- tenant-status ----------------------------------------------------------------------------

export const TENANT_ALERTS = ['expiring', 'overdue', 'unusual'] as const;
export type TenantAlert = (typeof TENANT_ALERTS)[number];

/** A change of consumption counts as unusual from this fraction on (±30 %). */
export const UNUSUAL_CHANGE = 0.3;

export interface TenantStatusQuery {
  pid: string;
  store: string;
  search?: string;
  alert?: TenantAlert;
}

export interface TenantStatusRow {
  tenant: string;
  name: string;
  key: boolean;
  typeName: string;
  rooms: Array<{ did: string; name: string }>;
  /** The tenant's current contract (signed and not over), else its latest. */
  contract: { did: string; code: string; phase: ContractPhase; end: string; daysLeft: number } | null;
  currency: string;
  /** What the tenant's issued bills still owe. */
  arrears: number;
  overdueBills: number;
  /** Days since the due date of its oldest overdue bill. */
  oldestOverdueDays: number | null;
  /** kWh of its rooms in the status month, the month before, and the same month a year before. */
  kwh: { month: number; lastMonth: number; lastYear: number };
  /** Fractions (0.3 = +30 %); null when the earlier figure is 0. */
  change: { lastMonth: number | null; lastYear: number | null };
  alerts: TenantAlert[];
}

export interface TenantStatus {
  today: string;
  /** The latest whole month of data, the month before, and the same month a year before. */
  month: string;
  lastMonth: string;
  lastYearMonth: string;
  rows: TenantStatusRow[];
  /** Over every tenant of the store (not only those the filters show). */
  kpis: { tenants: number; withArrears: number; arrears: number; expiring: number; currency: string };
}
