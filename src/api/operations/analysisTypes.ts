/**
 * Charging analysis (issue 24): cost and benefit per station, equipment evaluation per
 * manufacturer and model, user portrait. Calls (POST, each names its page `pid`):
 * /evcharge/analysis/cost-benefit, /evcharge/analysis/equipment, /evcharge/analysis/portrait,
 * each with the period's first and last day `from`, `to` ('YYYY-MM-DD', the station's zone);
 * /evcharge/analysis/bounds `{ pid }` → DataBounds: the days the page's records cover (orders for
 * cost and benefit and the portrait, fault tickets for the equipment evaluation).
 */
import { pageIdOf } from '../routeDecl.ts';
import { OPERATIONS_ROUTES } from './routes.ts';

export const ANALYSIS_PIDS = {
  costBenefit: pageIdOf(OPERATIONS_ROUTES, 'cost-benefit-analysis'),
  equipment: pageIdOf(OPERATIONS_ROUTES, 'equipment-evaluation'),
  portrait: pageIdOf(OPERATIONS_ROUTES, 'user-portrait-Portrait'),
} as const;

export interface AnalysisQuery {
  pid: string;
  from: string;
  to: string;
}

export type TouBandName = 'peak' | 'flat' | 'valley';

/** Electricity bought in one time-of-use band: kWh drawn in its hours at its price. */
export interface BandCost {
  band: TouBandName;
  energy: number;
  price: number;
  cost: number;
}

/** One station's period: each total is the sum of the lines above it, as shown (two decimals). */
export interface StationCostBenefit {
  did: string;
  name: string;
  businessname: string;
  orders: number;
  energy: number;
  energyFee: number;
  serviceFee: number;
  revenue: number;
  bands: BandCost[];
  electricity: number;
  rent: number;
  labour: number;
  maintenance: number;
  cost: number;
  margin: number;
  /** margin / revenue; null without revenue. */
  marginRate: number | null;
  /** Rated power × capex per kW. */
  investment: number;
  /** investment / margin per 30 days, months (one decimal); null when the margin is not positive. */
  paybackMonths: number | null;
}

export interface CostBenefitView {
  from: string;
  to: string;
  days: number;
  capexPerKw: number;
  stations: StationCostBenefit[];
}

/** One manufacturer and model over the period. Hours; null where no ticket was completed. */
export interface EquipmentFigures {
  rank: number;
  manufacturer: string;
  model: string;
  piles: number;
  /** Fault tickets created in the period on these piles (the fault tickets list's). */
  tickets: number;
  /** Of those, completed (resolved or closed, with a resolution time). */
  completed: number;
  /** tickets / piles. */
  faultRate: number;
  /** (pile hours − repair hours) / completed. */
  mtbf: number | null;
  /** repair hours / completed. */
  mttr: number | null;
  /** (pile hours − repair hours) / pile hours. */
  availability: number;
  pileHours: number;
  repairHours: number;
}

export interface EquipmentView {
  from: string;
  to: string;
  hours: number;
  models: EquipmentFigures[];
}

export type UserSegment = 'frequent' | 'regular' | 'occasional';
export const USER_SEGMENTS: readonly UserSegment[] = ['frequent', 'regular', 'occasional'];

export interface PortraitUser {
  rank: number;
  customerdid: string;
  name: string;
  plate: string;
  businessname: string;
  orders: number;
  energy: number;
  spend: number;
  segment: UserSegment;
}

export interface SegmentFigures {
  segment: UserSegment;
  users: number;
  orders: number;
  energy: number;
  spend: number;
}

export interface PortraitView {
  from: string;
  to: string;
  days: number;
  /** Orders per 30 days from which a user is frequent, and regular (below: occasional). */
  thresholds: { frequent: number; regular: number };
  segments: SegmentFigures[];
  users: PortraitUser[];
}
