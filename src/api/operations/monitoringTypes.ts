/**
 * Live charging monitoring (issue 24): the network view, one station's monitor and the remote
 * commands of its piles, shared by the client (src/api/operations/monitoring.ts) and the mock
 * (mock/api/db/operations/monitoring). Calls under /evcharge/:
 * - monitor/stations `{ pid }` → StationOption[] (the stations the user reaches)
 * - monitor/network `{ pid }` → NetworkView
 * - monitor/station `{ pid, station }` → StationMonitor
 * - command/send `{ pid, station, targets, action }` → PileSendAnswer (targets: guns; a pile for reset)
 * - command/results `{ pid, ids }` → PileCommandResults
 */
import { pageIdOf } from '../routeDecl.ts';
import { OPERATIONS_ROUTES } from './routes.ts';

/** The pages that read these calls: a call's pid must own the station (-45403 otherwise). */
export const MONITORING_PIDS = {
  network: pageIdOf(OPERATIONS_ROUTES, 'network-level-monitoring'),
  station: pageIdOf(OPERATIONS_ROUTES, 'station-monitoring'),
  ledger: pageIdOf(OPERATIONS_ROUTES, 'charging-station'),
} as const;

export type GunState = 'idle' | 'preparing' | 'charging' | 'finishing' | 'faulted' | 'offline';
export const GUN_STATES: readonly GunState[] = ['idle', 'preparing', 'charging', 'finishing', 'faulted', 'offline'];

/** A station on the map: its worst state (offline link, then faults, then charging, else idle). */
export type StationState = 'offline' | 'faulted' | 'charging' | 'idle';
export const STATION_STATES: readonly StationState[] = ['offline', 'faulted', 'charging', 'idle'];

/**
 * The alarm rule (stated on the screens): a link down this long makes a pile offline, a connector
 * error raises an alarm once it lasted this long, statuses in this window after a boot are
 * ignored, and a station whose link drops raises one alarm, not one per pile or gun.
 */
export const ALARM_RULE = { linkDownMinutes: 3, connectorErrorMinutes: 2, bootIgnoreSeconds: 60 } as const;

/** A pile answers a command this long after it was sent (its own draw inside it), on the world clock. */
export const PILE_ANSWER_MS = { min: 1500, spread: 2500 } as const;
/** A command nobody answers (the link is down) times out after this long. */
export const PILE_COMMAND_TIMEOUT_MS = 30_000;

export interface StationOption {
  did: string;
  code: string;
  name: string;
  city: string;
  businessname: string;
}

export interface NetworkStation {
  did: string;
  name: string;
  city: string;
  longitude: number;
  latitude: number;
  state: StationState;
  guns: number;
  charging: number;
  faulted: number;
  offline: number;
  /** kW now. */
  power: number;
}

export interface NetworkKpis {
  stations: number;
  piles: number;
  pilesOnline: number;
  /** Online piles ÷ piles, 0–1 (4 decimals). */
  onlineRate: number;
  guns: number;
  gunsCharging: number;
  /** kW now, one decimal. */
  power: number;
  /** Guns faulted now. */
  faults: number;
  /** Live alarms (after the rule). */
  alarms: number;
}

export interface NetworkView {
  /** The world clock's now. */
  at: string;
  kpis: NetworkKpis;
  stations: NetworkStation[];
}

export interface GunLive {
  did: string;
  code: string;
  gunno: number;
  state: GunState;
  /** kW now (0 unless charging). */
  power: number;
  /** kWh of the session on it now (null without one). */
  energy: number | null;
  /** The car's state of charge, % (null without a session). */
  soc: number | null;
  sessionStart: string | null;
}

export interface PileLive {
  did: string;
  code: string;
  name: string;
  type: 'dc' | 'ac';
  /** Rated kW. */
  ratedPower: number;
  manufacturer: string;
  model: string;
  serialno: string;
  firmware: string;
  /** Whether the pile talks to the platform (after the rule: a link down under the limit still counts as online). */
  online: boolean;
  guns: GunLive[];
}

export type AlarmKind = 'station-offline' | 'pile-offline' | 'pile-fault' | 'connector-error';

export interface MonitoringAlarm {
  id: string;
  kind: AlarmKind;
  stationdid: string;
  /** The pile or gun code it is about; the station's code for a station alarm. */
  target: string;
  /** When the condition began (the alarm is raised once it lasted the rule's time). */
  since: string;
}

/** A day of power in 15-minute steps, kW: today up to now (null after), yesterday whole. */
export interface PowerCurve {
  /** Local midnight of today, ISO. */
  start: string;
  stepMinutes: number;
  /** Each step's start in the station's wall clock, 'YYYY-MM-DDTHH:mm'. */
  buckets: string[];
  today: Array<number | null>;
  yesterday: number[];
}

export interface StationLedger {
  did: string;
  code: string;
  name: string;
  businessname: string;
  province: string;
  city: string;
  longitude: number;
  latitude: number;
  operationtype: 'self' | 'third';
  status: 'operating' | 'building' | 'suspended';
  ratedpower: number;
  pilecount: number;
  guncount: number;
  commissiondate: string;
}

export interface StationMonitor {
  at: string;
  /** The station's zone: its "today". */
  zone: string;
  station: StationLedger;
  link: { up: boolean; downSince: string | null };
  piles: PileLive[];
  curve: PowerCurve;
  alarms: MonitoringAlarm[];
  /** kW now, guns charging, kWh today so far. */
  power: number;
  gunsCharging: number;
  energyToday: number;
}

export type PileAction = 'start' | 'stop' | 'unlock' | 'reset';
export const PILE_ACTIONS: readonly PileAction[] = ['start', 'stop', 'unlock', 'reset'];

export type PileSendItem =
  | { target: string; accepted: true; id: string }
  | { target: string; accepted: false; message: string; messageKey: string; values?: Record<string, string | number> };

export interface PileSendAnswer {
  items: PileSendItem[];
}

export interface PileCommandResult {
  id: string;
  target: string;
  action: PileAction;
  state: 'sent' | 'confirmed' | 'failed' | 'timeout';
  sentAt: string;
  doneAt?: string;
  /** The pile's reason for a failure, keyed. */
  reason?: string;
  reasonKey?: { messageKey: string; values?: Record<string, string | number> };
}

export interface PileCommandResults {
  commands: PileCommandResult[];
}
