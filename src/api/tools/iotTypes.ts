/**
 * IoT equipment: the SIM cards of a store's gateways (and its spare cards), with their data use
 * against the monthly plan. Dates are store-local 'YYYY-MM-DD'; data in MB.
 *
 * - /tools/api/iot/list { pid, store, search?, operator?, state?, alert? } → SimCardList
 */

/** Within this many days of the store's today, a card's expiry is near. */
export const SIM_EXPIRY_WARNING_DAYS = 30;

export const SIM_OPERATORS = ['china-mobile', 'china-unicom', 'china-telecom', 'ais', 'dtac', 'true'] as const;
export type SimOperator = (typeof SIM_OPERATORS)[number];

/** active: in service; suspended: stopped (expired or by the operator); inactive: in stock, never activated. */
export const SIM_STATES = ['active', 'suspended', 'inactive'] as const;
export type SimState = (typeof SIM_STATES)[number];

/** expiring: expires within SIM_EXPIRY_WARNING_DAYS; expired: past its expiry; overQuota: used more than its plan this month. */
export const SIM_ALERTS = ['expiring', 'expired', 'overQuota'] as const;
export type SimAlert = (typeof SIM_ALERTS)[number];

export interface SimCardRow {
  iccid: string;
  imsi: string;
  operator: SimOperator;
  state: SimState;
  /** '' for a card never activated. */
  activatedOn: string;
  expiresOn: string;
  /** Days from the store's today to the expiry (negative once expired). */
  daysLeft: number;
  /** Monthly plan and use this month. */
  planMb: number;
  usedMb: number;
  /** The gateway it is in; none for a spare card. */
  gateway?: string;
  gatewayName?: string;
  gatewayOnline?: boolean;
  /** Devices behind its gateway. */
  devices: number;
  alerts: SimAlert[];
}

export interface SimCardQuery {
  pid: string;
  store: string;
  /** Words of the ICCID, IMSI or gateway name. */
  search?: string;
  operator?: SimOperator;
  state?: SimState;
  alert?: SimAlert;
}

export interface SimCardList {
  /** The store's today, the alerts' reference. */
  today: string;
  /** The whole store, whatever the filters. */
  kpis: { cards: number; active: number; expiring: number; overQuota: number };
  rows: SimCardRow[];
}
