import { pageIdOf } from '../routeDecl.ts';
import { OPERATIONS_ROUTES } from './routes.ts';
import type { DataBounds } from './boundsTypes';
/**
 * The operations overviews (issue 24): a period's figures of the charging network, shared by the
 * client (src/api/operations/overviews.ts) and the mock (mock/api/db/operations/overviews).
 * Every figure is read from the records the common-page lists show: orders from the orders list
 * (p-orders), faults from the fault tickets list (p-fault-tickets). Calls under /evcharge/:
 * - overview/bounds `{ pid }` → OverviewBounds
 * - overview/figures `{ pid, periods: { current, previous, lastYear } }` → OverviewFigures; a
 *   current period still running (it holds today) is compared to date: its days to today
 *   against as many days from the start of the previous period and of last year. Each answer's
 *   `range` is the days it counted, for the screen to state.
 */

/** The pages that read these calls (the three overview leaves of the catalogue). */
export const OVERVIEW_PIDS = {
  business: pageIdOf(OPERATIONS_ROUTES, 'operation-overview'),
  stations: pageIdOf(OPERATIONS_ROUTES, 'operational-overview'),
  maintenance: pageIdOf(OPERATIONS_ROUTES, 'operation-maintenance-overview'),
} as const;

/** Local days 'YYYY-MM-DD', both ends included; each station counts them in its store's zone. */
export interface DayRange {
  from: string;
  to: string;
}

export interface OverviewPeriods {
  current: DayRange;
  previous: DayRange;
  lastYear: DayRange;
}

/** The days the orders and fault tickets cover, and today (boundsTypes.ts). */
export type OverviewBounds = DataBounds;

/**
 * A station's or the network's figures for one period.
 * - orders, energy (kWh), revenue (CNY): the orders list's rows started in the period (every status).
 * - utilization: charging minutes of those orders ÷ (guns × minutes of the period), 0–1.
 * - faults: the fault tickets list's rows created in the period; faultRate: faults per 1,000 orders.
 * - mttrHours: mean hours from creation to resolution of those tickets resolved (null: none resolved).
 * - resolved, withinSla: of them, how many are resolved, and how many by their due time.
 */
export interface Figures {
  orders: number;
  energy: number;
  revenue: number;
  chargingMinutes: number;
  utilization: number;
  faults: number;
  faultRate: number | null;
  resolved: number;
  withinSla: number;
  slaRate: number | null;
  mttrHours: number | null;
}

export interface StationFigures extends Figures {
  did: string;
  code: string;
  name: string;
  city: string;
  guns: number;
}

/** One bucket of the current period's trend: a local day, or a month's first day for periods over 62 days. */
export interface TrendPoint {
  bucket: string;
  orders: number;
  energy: number;
  revenue: number;
  faults: number;
}

export interface PeriodFigures {
  /** The days counted (the period asked for, or its days to date while the current one runs). */
  range: DayRange;
  total: Figures;
  stations: StationFigures[];
}

export interface OverviewFigures {
  current: PeriodFigures;
  previous: PeriodFigures;
  lastYear: PeriodFigures;
  /** True when the period still runs and the ranges are its days so far and as many of the others. */
  toDate: boolean;
  trend: TrendPoint[];
  interval: 'day' | 'month';
}
