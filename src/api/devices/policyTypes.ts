/**
 * Device policies (spec §7 `/vttrigger/v1/query|create|update|delete`, `/officepolicy/v2/enable`),
 * their execution records, peaking plans and hot-water maintenance. Every body carries `type`
 * (default 'policy') saying which of these it is about.
 */
import type { Paged, VersionStamp } from '../types';
import type { DeviceCmd, DeviceKind } from './deviceTypes';
import type { MessageRef } from '../pageConfig';

/** The catalogue's policy menutypes: 1 devices, 6 AC, 7 system, 8 lighting, 9 hot water, 10/11 storage charge/discharge, 12/13 stations. */
export type PolicyMenutype = 1 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const POLICY_MENUTYPES: readonly PolicyMenutype[] = [1, 6, 7, 8, 9, 10, 11, 12, 13];

/** 'HH:mm', 00:00–23:59; a window whose end is before its start runs across midnight. */
export type ClockTime = string;

export interface DailyWindow {
  start: ClockTime;
  end: ClockTime;
}

export interface PolicySchedule {
  /** 1 = Monday … 7 = Sunday; at least one. */
  weekdays: number[];
  window: DailyWindow;
  /** 'YYYY-MM-DD'. */
  from: string;
  /** null: no end date. */
  to: string | null;
}

export type TriggerMetric = 'temperature' | 'humidity' | 'co2' | 'pm25' | 'power' | 'outdoor-temperature';
export type TriggerOperator = 'above' | 'below' | 'between' | 'outside';

export interface TriggerCondition {
  metric: TriggerMetric;
  /** A sensor did, or a space (room/floor/building: the mean of its sensors of that metric, the sum for power). Unused for outdoor-temperature. */
  source?: string;
  operator: TriggerOperator;
  /** above: value > high; below: value < low; between: low ≤ value ≤ high; outside: value < low or > high. */
  low?: number;
  high?: number;
  /** The condition must have held this long, 0–1440. */
  forMinutes: number;
}

export interface PolicyTrigger {
  conditions: TriggerCondition[];
  match: 'all' | 'any';
  /** 'crossing': once when the conditions become true (again); 'while': every TRIGGER_REPEAT_MINUTES while true. */
  fires: 'crossing' | 'while';
  /** Only evaluated inside this daily window (absent: all day). */
  window?: DailyWindow;
}

/** What to command: listed devices, or the devices of a space (optionally of one kind/subtype). */
export interface PolicyTarget {
  devices?: string[];
  space?: string;
  kind?: DeviceKind;
  subtype?: number;
}

export interface PolicyAction {
  target: PolicyTarget;
  cmd: DeviceCmd;
  /** Schedules: at the window's start (default) or end. Triggers: ignored. */
  at?: 'start' | 'end';
}

export interface PolicyInput {
  name: string;
  store: string;
  menutype: PolicyMenutype;
  kind: 'schedule' | 'trigger';
  schedule?: PolicySchedule;
  trigger?: PolicyTrigger;
  actions: PolicyAction[];
  enabled?: boolean;
}

/** A policy as kept (the mock's record); answers carry its version too (Policy). */
export interface PolicyRecord extends Required<Pick<PolicyInput, 'name' | 'store' | 'menutype' | 'kind' | 'actions'>> {
  did: string;
  schedule?: PolicySchedule;
  trigger?: PolicyTrigger;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  /** Another enabled policy drives a device of this one to a different state at overlapping times. */
  conflicts: PolicyConflict[];
  /** Enabled schedules: the next window edge that commands something (ISO 8601); null otherwise. Filled by query. */
  nextRun?: string | null;
  /** The latest execution record, with its outcome as the devices answered so far. Filled by query. */
  lastRun?: { at: string; outcome: RunOutcome } | null;
  /** Per action, what its target selects now: the space's path ('A座 / 2F') and the devices that take commands. Filled by query. */
  targets?: TargetSummary[];
  /** People's names of the sensors and spaces its actions and conditions name, by did. Filled by query. */
  names?: Record<string, string>;
}

/** A policy as answered: the stamp is the version its form edits (issue 36 item 2), a save made on an older one is refused with who and when. */
export interface Policy extends PolicyRecord, VersionStamp {}

export interface TargetSummary {
  spaceName?: string;
  devices: number;
}

export interface PolicyConflict {
  policy: string;
  policyName: string;
  device: string;
  deviceName: string;
}

/**
 * POST /vttrigger/v1/query `{ pid, type: 'policy', store, menutype?, did?, search?, enabled?, kind?, page, pagesize }`
 * → PolicyPage: `search` matches the name (case-insensitive), pagesize up to 1000.
 */
export interface PolicyQuery {
  pid: string;
  type?: 'policy';
  store: string;
  menutype?: PolicyMenutype;
  /** One policy (its execution record page shows it). */
  did?: string;
  search?: string;
  enabled?: boolean;
  kind?: 'schedule' | 'trigger';
  page: number;
  pagesize: number;
}

/** A page of policies, with the store's simulated now (what "tomorrow" and "next run" are measured from). */
export interface PolicyPage extends Paged<Policy> {
  /** ISO 8601. */
  now: string;
}

/** POST /vttrigger/v1/create `{ pid, type: 'policy', policy }` → Policy (needs `add` on pid). */
export interface PolicyCreate {
  pid: string;
  type?: 'policy';
  policy: PolicyInput;
}

/** POST /vttrigger/v1/update `{ pid, type: 'policy', did, policy }` (whole policy) → Policy (needs `edit`). */
export interface PolicyUpdate {
  pid: string;
  type?: 'policy';
  did: string;
  policy: PolicyInput;
  /** The version the form was opened on; `overwrite`: save over a newer one on purpose (audited). */
  version: number;
  overwrite?: boolean;
}

/** POST /vttrigger/v1/delete `{ pid, type, did }` → `{ did }` (needs `delete`); for every type. */
export interface TriggerDelete {
  pid: string;
  type?: 'policy' | 'peaking-plan' | 'hotwater-plan';
  did: string;
}

/** POST /officepolicy/v2/enable → Policy (needs `edit` on pid). */
export interface PolicyEnable {
  pid: string;
  did: string;
  enable: boolean;
}

// ---------- execution records: /vttrigger/v1/query with type 'records' ----------

export type RunOutcome = 'success' | 'partial' | 'failed';
export type DeviceOutcome = 'confirmed' | 'failed' | 'timeout' | 'refused' | 'sent';

export interface ConditionResult {
  metric: TriggerMetric;
  source?: string;
  operator: TriggerOperator;
  low?: number;
  high?: number;
  value: number;
  result: boolean;
}

export interface DeviceResult {
  did: string;
  name: string;
  outcome: DeviceOutcome;
  reason?: string;
  /** The reason's message key and values (the user's language). */
  reasonKey?: MessageRef;
  command?: string;
}

export interface ActionResult {
  target: PolicyTarget;
  cmd: DeviceCmd;
  devices: DeviceResult[];
}

export interface PolicyRun {
  did: string;
  policy: string;
  policyName: string;
  store: string;
  menutype: PolicyMenutype;
  /** ISO 8601. */
  at: string;
  trigger: { kind: 'schedule'; edge: 'start' | 'end' } | { kind: 'trigger'; fires: 'crossing' | 'while' };
  conditions: ConditionResult[];
  actions: ActionResult[];
  outcome: RunOutcome;
  /** Energy saved by what the run switched off or set back, kWh, and its cost at the store's tariff. */
  savingsKwh: number;
  savingsMoney: number;
}

/**
 * POST /vttrigger/v1/query `{ pid, type: 'records', store?, policy?, from?, to?, outcome?, page, pagesize }`
 * → Paged<PolicyRun>, newest first. from/to are ISO instants (to exclusive); `store` may be left
 * out when `policy` is given (policy dids name their store); pagesize up to 100000 (export).
 */
export interface RunQuery {
  pid: string;
  type: 'records';
  store?: string;
  policy?: string;
  from?: string;
  to?: string;
  outcome?: RunOutcome;
  page: number;
  pagesize: number;
}

/** How often a 'while' trigger fires again while its conditions hold. */
export const TRIGGER_REPEAT_MINUTES = 10;
