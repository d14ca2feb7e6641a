import { pageIdOf } from '../routeDecl.ts';
import { OPERATIONS_ROUTES } from './routes.ts';
import type { FileRecord } from '../pageConfig';

/**
 * Wire types of the operations reports (issue 24): the report centre (catalogue, generation as a
 * long job, generated files), report definitions, fault statistics and the retrofit report.
 * Calls, all POST under /evcharge/report/: catalogue, define, generate, progress, cancel, history,
 * faults, retrofits. Every call carries the page it comes from (`pid`).
 */

/** The pages that own the reports (menus: leaf `p-<name>`). */
export const REPORTS_PIDS = {
  center: pageIdOf(OPERATIONS_ROUTES, 'report-center'),
  define: pageIdOf(OPERATIONS_ROUTES, 'add-report'),
  faults: pageIdOf(OPERATIONS_ROUTES, 'oper-main-stat-repo'),
  retrofit: pageIdOf(OPERATIONS_ROUTES, 'technical-transformation-report'),
} as const;

/** What a report is cut from: the fault tickets list, or the charging sessions (the orders). */
export const REPORT_TEMPLATES = ['fault-tickets', 'station-energy'] as const;
export type ReportTemplate = (typeof REPORT_TEMPLATES)[number];

/** A report's parameters: whole months `from`–`to` (YYYY-MM, the station's zone), a station or '' for all, a fault type or '' for all. */
export interface ReportParams {
  from: string;
  to: string;
  station: string;
  faulttype: string;
}

export interface ReportDefinition {
  did: string;
  /** A seeded report's name is a message key (`nameKey`); a defined one has its own `name`. */
  name: string;
  nameKey?: string;
  template: ReportTemplate;
  params: ReportParams;
  createdby: string;
  createtime: string;
}

export interface ReportStation {
  did: string;
  name: string;
}

export interface ReportCatalogue {
  reports: ReportDefinition[];
  stations: ReportStation[];
  faulttypes: string[];
  /** The months with records, oldest first (the period's bounds). */
  months: string[];
}

/** A generation followed by progress asks; `file` once done; a cancelled one makes no file. */
export interface ReportJob {
  id: string;
  report: string;
  state: 'running' | 'done' | 'cancelled';
  total: number;
  processed: number;
  file: GeneratedReport | null;
}

/** A generated file in the history: the Excel workbook (.xlsx) served by the files service. */
export interface GeneratedReport {
  id: string;
  report: string;
  reportname: string;
  reportnameKey?: string;
  params: ReportParams;
  rows: number;
  file: FileRecord;
  createdby: string;
  /** The zone its times are shown in (its station's, else the user's first station's). */
  zone: string;
}

export interface FaultStatsQuery {
  from: string;
  to: string;
  station: string;
  faulttype: string;
}

export interface CountOf {
  key: string;
  /** A station's name; '' for types and months. */
  name: string;
  count: number;
}

/** Fault tickets counted from the fault tickets list's records (created in the period, the station's months). */
export interface FaultStats {
  total: number;
  byType: CountOf[];
  byStation: CountOf[];
  byMonth: CountOf[];
  /** station × month counts: `${station}|${month}` → count. */
  cells: Record<string, number>;
}

/** One window around a retrofit: its days (inclusive), faults on the pile, sessions and kWh. */
export interface RetrofitWindow {
  from: string;
  to: string;
  faults: number;
  sessions: number;
  energy: number;
  /** Faults per 100 sessions, two decimals; 0 without sessions. */
  faultRate: number;
}

export interface RetrofitRow {
  pile: string;
  code: string;
  stationdid: string;
  stationname: string;
  manufacturer: string;
  model: string;
  /** What was done: a message key under operations.reports.retrofit.change.*. */
  change: string;
  /** The day the retrofitted pile went back in service (station's zone). */
  date: string;
  before: RetrofitWindow;
  after: RetrofitWindow;
}

export interface RetrofitReport {
  windowDays: number;
  rows: RetrofitRow[];
}
