/**
 * Wire types of smart parking (issue 24): a station's bays (one per gun), charging time against
 * idle-occupied (blocking) time, occupancy by hour, overstay fees, all from the charging registry's
 * sessions. Call (POST): /evcharge/parking { pid, station? } → ParkingView (the first station without one).
 */
import { pageIdOf } from '../routeDecl.ts';
import { OPERATIONS_ROUTES } from './routes.ts';

export const PARKING_PID = pageIdOf(OPERATIONS_ROUTES, 'smart-car-parking');

/** The overstay rule: after `graceMinutes` idle once charging ends, `fee` per started `stepMinutes`. */
export interface OverstayRule {
  graceMinutes: number;
  stepMinutes: number;
  fee: number;
  currency: string;
}

export interface ParkingBay {
  gun: string;
  code: string;
  sessions: number;
  chargingMinutes: number;
  idleMinutes: number;
  overstays: number;
  fees: number;
}

export interface ParkingView {
  stations: Array<{ did: string; name: string }>;
  station: { did: string; name: string };
  zone: string;
  /** The local days covered, oldest first (the last seven complete days). */
  days: string[];
  rule: OverstayRule;
  kpis: { bays: number; sessions: number; chargingMinutes: number; idleMinutes: number; overstays: number; fees: number };
  /** [day][hour]: the share of bay time occupied (charging or idle), 0–1, four decimals. */
  heat: number[][];
  bays: ParkingBay[];
}
