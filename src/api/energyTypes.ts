/**
 * Wire types of the energy and carbon services (spec §7: analysis, BI, reports, business
 * statistics), shared by src/api/analysis.ts and the mock backend so the two cannot drift.
 *
 * Time: every date and bucket is in the store's local time (the seeded stores are all in
 * China, UTC+8) and written without an offset: days as 'YYYY-MM-DD', hourly buckets as
 * 'YYYY-MM-DDTHH:00'. Periods are inclusive of both days. Weeks start on Monday.
 */

import type { Paged } from './types';
import type { MessageRef } from './pageConfig';

export type EnergyType = 'electricity' | 'water' | 'gas' | 'heat';
export const ENERGY_TYPES: readonly EnergyType[] = ['electricity', 'water', 'gas', 'heat'];

/** Metering unit of each energy type (heat and cold are metered as thermal kWh). */
export const ENERGY_UNIT: Record<EnergyType, string> = { electricity: 'kWh', water: 'm³', gas: 'm³', heat: 'kWh' };

export type Interval = 'hour' | 'day' | 'week' | 'month';

/** Server limits: aggregations in one aggquerys call, meters in one series query, rows in one export or report page (spec §9: aggregation page size 2000). */
export const MAX_AGG_QUERIES = 12;
export const MAX_SERIES_METERS = 50;
export const AGG_PAGE_SIZE = 2000;

/**
 * What a meter measures.
 * - main: a building's consumption of one energy type; a store's total is the sum of its mains.
 * - sub: a sub-meter under a main (`parent`); the subs of a main sum to that main exactly.
 * - pv: PV inverter generation (kWh produced).
 * - storage-charge / storage-discharge: energy into and out of a battery system.
 * - charging: EV charging load (load-monitoring loadtype 13); discharge: discharge/V2G load (loadtype 14).
 * - tenant: a let room's own electricity meter (`space`), downstream of its building's lighting
 *   and power sub-meters (`parent` = the power sub); billing reads it, building totals do not add it.
 */
export type MeterKind = 'main' | 'sub' | 'pv' | 'storage-charge' | 'storage-discharge' | 'charging' | 'discharge' | 'tenant';
export const METER_KINDS: readonly MeterKind[] = ['main', 'sub', 'pv', 'storage-charge', 'storage-discharge', 'charging', 'discharge', 'tenant'];

/** Use of a sub-meter (spec: lighting, air conditioning, power, special). */
export type MeterCategory = 'total' | 'lighting' | 'hvac' | 'power' | 'special' | 'pv' | 'storage' | 'charging' | 'discharge';

export interface MeterInfo {
  did: string;
  name: string;
  energytype: EnergyType;
  kind: MeterKind;
  category: MeterCategory;
  /** Building did. */
  building: string;
  /** Upstream meter in the energy tree (a sub's main); null for mains and assets. */
  parent: string | null;
  /** Rated power in kW (pv, storage, charging, discharge); battery capacity is on the system. */
  capacityKw?: number;
  /** How it is metered (measurement-method): 'direct' meter, 'ct' current transformer, 'virtual' (computed). */
  method: 'direct' | 'ct' | 'virtual';
  /** Meter multiplier (CT ratio) and accuracy class, for measurement-method. */
  ratio: number;
  accuracyClass: string;
  online: boolean;
  /** tenant meters: the room (space did) it measures. */
  space?: string;
}

export type BuildingType = 'office' | 'mall' | 'hotel' | 'supermarket' | 'datacenter' | 'park';
export const BUILDING_TYPES: readonly BuildingType[] = ['office', 'mall', 'hotel', 'supermarket', 'datacenter', 'park'];

export interface BuildingInfo {
  did: string;
  name: string;
  type: BuildingType;
  /** Floor area in m² (editable: setfloorarea). */
  floorarea: number;
  floors: number;
  builtYear: number;
}

/** An emission factor with the period it is in force (inclusive days; `to` null = open-ended). */
export interface EmissionFactor {
  energytype: EnergyType;
  /** kgCO2 per metering unit (kWh or m³). */
  value: number;
  from: string;
  to: string | null;
  /** Where the figure comes from, e.g. the published national grid average of a year. */
  source: string;
}

/** Time-of-use band of an electricity tariff. */
export type TouBand = 'peak' | 'flat' | 'valley';

export interface Tariff {
  energytype: EnergyType | 'pv-feed-in';
  /** Price per unit in `currency`; for electricity the flat price, the bands are below. */
  price: number;
  currency: string;
  /** Electricity only: the band of each hour 0..23 and the price of each band. */
  bands?: TouBand[];
  bandPrices?: Record<TouBand, number>;
  from: string;
}

/** Exchange rates to show server amounts in the language's currency (spec §9). */
export interface FxRates {
  base: string;
  /** The day the rates are a reference for. */
  date: string;
  /** Units of the currency per one unit of `base`. */
  rates: Record<string, number>;
}

export interface StorageSystem {
  did: string;
  name: string;
  capacityKwh: number;
  powerKw: number;
  chargeMeter: string;
  dischargeMeter: string;
}

/** /sfsaas/api/analysis/config {store}: everything a screen needs to know about a store's metering. */
export interface StoreEnergyConfig {
  store: string;
  storeName: string;
  timezone: string;
  /** First and last day with data (13 whole months ending the day before the seeded "now"). */
  dataFrom: string;
  dataTo: string;
  buildings: BuildingInfo[];
  meters: MeterInfo[];
  storage: StorageSystem[];
  factors: EmissionFactor[];
  tariffs: Tariff[];
  fx: FxRates;
}

/** /sfsaas/api/analysis/query: time series, one per meter (or one per energy type's total). */
export interface SeriesQuery {
  store: string;
  /** Meters to return; absent = one total series per energy type in `energytypes` (mains only). */
  meters?: string[];
  energytypes?: EnergyType[];
  metric: 'energy' | 'carbon' | 'cost';
  start: string;
  end: string;
  interval: Interval;
}

export interface Series {
  /** Meter did, or the energy type for totals. */
  key: string;
  name: string;
  energytype: EnergyType;
  unit: string;
  /** One value per bucket of `SeriesAnswer.buckets`; null where the meter has no reading. */
  values: Array<number | null>;
}

export interface SeriesAnswer {
  interval: Interval;
  /** Bucket starts, in order: 'YYYY-MM-DDTHH:00' for hours, 'YYYY-MM-DD' otherwise. */
  buckets: string[];
  series: Series[];
}

export type AggGroup = 'store' | 'building' | 'meter' | 'category' | 'energytype' | 'month' | 'hourOfDay' | 'touBand';

/** /sfsaas/api/analysis/aggquery: totals over a period, grouped. */
export interface AggQuery {
  /** One or more stores (rankings across a parent business pass all its stores). */
  stores: string[];
  start: string;
  end: string;
  groupby: AggGroup;
  /** Energy types counted; absent = all. */
  energytypes?: EnergyType[];
  /** Meter kinds counted; absent = ['main'] (consumption). */
  kinds?: MeterKind[];
}

/**
 * One group's totals. `energy` is in the energy type's unit when the rows share one type,
 * else it is not summable across types: use `tce` (tonnes of standard coal equivalent).
 */
export interface AggRow {
  key: string;
  name: string;
  energytype?: EnergyType;
  energy: number;
  /** PV electricity used on site (kWh), already part of `energy`; carries no emissions. */
  green: number;
  /** kgCO2: (energy − green) × the factor in force each hour. */
  carbon: number;
  /** In FxRates.base (CNY). */
  cost: number;
  /** Tonnes of standard coal equivalent (GB/T 2589-2020 coefficients). */
  tce: number;
  /** Floor area in m² behind the row (store or building rows), for intensities. */
  area?: number;
}

export interface AggAnswer {
  rows: AggRow[];
  total: Omit<AggRow, 'key' | 'name'>;
}

/** /sfsaas/api/analysis/aggexportv2: the detail rows behind an aggregation, paged (spec §9: 2000 a page). */
export interface AggExportQuery extends Omit<AggQuery, 'groupby'> {
  interval: Interval;
  /** Only these meters (of the given stores); absent = every meter of the kinds and types asked. */
  meters?: string[];
  page: number;
  pagesize: number;
}

export interface AggExportRow {
  time: string;
  store: string;
  storeName: string;
  meter: string;
  meterName: string;
  energytype: EnergyType;
  unit: string;
  energy: number;
  carbon: number;
  cost: number;
}

export type AggExportAnswer = Paged<AggExportRow>;

/** Saved settings kept through analysis list/update: yearly budgets and the storage run configuration. */
export interface BudgetPlan {
  store: string;
  year: number;
  /** Monthly budget per energy type, 12 values in the energy type's unit. */
  items: Array<{ energytype: EnergyType; monthly: number[] }>;
}

export interface RunConfig {
  store: string;
  /** Storage strategy: charge in the valley band, discharge in the peak band, or manual schedule. */
  mode: 'peak-valley' | 'manual' | 'off';
  /** State-of-charge limits in percent. */
  socMin: number;
  socMax: number;
  /** Manual schedule: action per hour 0..23. */
  schedule: Array<'charge' | 'discharge' | 'idle'>;
  updatedAt: string;
}

export type AnalysisSetting =
  | { kind: 'budget'; store: string; year: number }
  | { kind: 'run-config'; store: string };

/** /vtbi/api/chart/query {chart: 'energy-tree'}: the store's metering tree as a Sankey. */
export interface EnergyTreeQuery {
  chart: 'energy-tree';
  store: string;
  start: string;
  end: string;
  energytype: EnergyType;
}

export interface EnergyTree {
  nodes: Array<{ name: string; key: string; value: number; kind: 'store' | MeterKind }>;
  links: Array<{ source: string; target: string; value: number }>;
  /** Main total minus the sum of its subs (0 with a consistent tree): shown as "unmetered". */
  unmetered: number;
}

/** /report/query: the energy-asset and billing reports. */
export type ReportKind = 'energy-data' | 'power' | 'inverter' | 'storage-charge' | 'billing';

export interface ReportQuery {
  report: ReportKind;
  store: string;
  start: string;
  end: string;
  interval: Exclude<Interval, 'week'>;
  page: number;
  pagesize: number;
  /** energy-data only: narrow the meters reported to these energy types and/or these meter dids. */
  energytypes?: EnergyType[];
  meters?: string[];
}

export interface ReportColumn {
  /** Column key; its title is the message id `report.col.<key>`. */
  key: string;
  unit?: string;
  type: 'text' | 'number' | 'money' | 'percent';
}

export interface ReportAnswer extends Paged<Record<string, string | number | null>> {
  columns: ReportColumn[];
  /** Totals of the number columns over all rows (not only the page). */
  totals: Record<string, number>;
}

/** Energy-consumption standard of a building type (GB/T 51161 style), kWh per m² per year. */
export type StandardLevel = 'constraint' | 'guide';

export interface EnergyStandard {
  did: string;
  buildingtype: BuildingType;
  level: StandardLevel;
  /** kWh/(m²·a). */
  value: number;
  updatedAt: string;
}

/** /businessstatistics/api/energymanage/view {store}: the store's buildings against the standards. */
export interface EnergyStandardView {
  store: string;
  year: number;
  buildings: Array<{
    did: string;
    name: string;
    type: BuildingType;
    floorarea: number;
    /** Electricity of the last 12 whole months, kWh. */
    annualKwh: number;
    /** annualKwh / floorarea. */
    intensity: number;
    constraint: number | null;
    guide: number | null;
  }>;
}

export interface SetStandard {
  buildingtype: BuildingType;
  level: StandardLevel;
  value: number;
}

export interface SetFloorArea {
  store: string;
  building: string;
  floorarea: number;
}

/** /businessstatistics/api/energymanage/import (multipart, field `file`, CSV or XLSX). */
export interface StandardImportReport {
  imported: number;
  /** Each bad row: the server's text, and its message key and values beside it. */
  errors: Array<{ row: number; message: string } & Partial<MessageRef>>;
}
