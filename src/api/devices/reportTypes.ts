/**
 * The device operation report (issue 22): POST /bwp/v1/operationreport
 * `{ pid, store, from?, to?, type?, interval?, export? }` → OperationReport. Days are the store's local days
 * (its time zone draws the day boundaries); without `from`/`to` the week holding the store's
 * today. Figures come from the device simulator and its command log.
 */

/** The page that owns the report: its permissions (view, export) come from the role book. */
export const OPERATION_REPORT_PID = 'p-device-operation-report';

/** The device types of the report: the controllable kinds (every device a command can reach), by the control pages' subtypes. */
export const OPERATION_TYPES = ['ac:1', 'ac:2', 'power:1', 'power:2', 'hotwater', 'storage', 'charger'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** Bucket size of the report's series: hours for one day, days up to 92 days, months beyond. */
export type OperationInterval = 'hour' | 'day' | 'month';
export const OPERATION_INTERVALS: readonly OperationInterval[] = ['hour', 'day', 'month'];

export interface OperationReportQuery {
  pid: string;
  store: string;
  /** First and last local day ('YYYY-MM-DD'), both inclusive; both or neither. */
  from?: string;
  to?: string;
  type?: OperationType;
  /** Bucket size of the series (default: by the period's length); a period cut at today keeps its granularity's. */
  interval?: OperationInterval;
  /** The export reads the same figures and needs the page's export permission. */
  export?: boolean;
}

/** What a device (or the sum of several) did over the period, up to now. */
export interface OperationFigures {
  devices: number;
  runningHours: number;
  starts: number;
  stops: number;
  /** Commands sent in the period (the command log), by outcome; `pending` still awaits its answer. */
  commands: number;
  confirmed: number;
  failed: number;
  timeout: number;
  pending: number;
  /** Share of the period's elapsed time online (0..1); null when no time has elapsed. */
  onlineRate: number | null;
}

export interface DeviceOperationRow extends OperationFigures {
  did: string;
  name: string;
  type: OperationType;
  spaceName: string;
}

export interface TypeOperationRow extends OperationFigures {
  type: OperationType;
}

/** One bucket of the series: 'YYYY-MM-DDTHH:00', 'YYYY-MM-DD' or 'YYYY-MM-01', local; null after now. */
export interface OperationBucket {
  bucket: string;
  runningHours: number | null;
  commands: number | null;
}

export interface OperationReport {
  store: string;
  /** The store's IANA zone, its today and the first day with history (the period's bounds). */
  zone: string;
  today: string;
  firstDay: string;
  from: string;
  to: string;
  interval: OperationInterval;
  /** The simulated now the figures run to (ISO). */
  now: string;
  totals: OperationFigures;
  types: TypeOperationRow[];
  devices: DeviceOperationRow[];
  buckets: OperationBucket[];
}
