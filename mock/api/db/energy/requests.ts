import { ENERGY_TYPES, MAX_AGG_QUERIES, MAX_SERIES_METERS, type AggGroup, type EnergyType, type Interval, type MeterKind, type ReportKind, type SeriesQuery } from '../../../../src/api/energyTypes.ts';
import { BadRequest } from '../../envelope.ts';
import { requireString, type Fields } from '../../request.ts';
import { AGG_GROUPS, INTERVALS, parseChoice, parseEnergyTypes, parseIds, parseKinds, parsePage, parsePeriod, type Period } from './parse.ts';
import { REPORT_KINDS } from './reports/index.ts';
import { atMost, expected, fieldRefusal, invalidField, nonEmpty } from '../core/shapeErrors.ts';
import { within } from '../core/said.ts';

/** Stores one aggregation may span (every store of the largest company, with room). */
export const MAX_STORES = 100;
/** Meters one series query may ask for. */
const MAX_METERS = MAX_SERIES_METERS;
/** Meters an export or report may be narrowed to (every meter of the largest stores, with room). */
const MAX_EXPORT_METERS = 2000;
/** Aggregations one aggquerys call may carry. */
export const MAX_QUERIES = MAX_AGG_QUERIES;

export interface AggRequest {
  stores: string[];
  period: Period;
  groupby: AggGroup;
  energytypes?: EnergyType[];
  kinds?: MeterKind[];
}

export function parseAggRequest(body: Fields, lastDay?: string): AggRequest {
  const stores = parseIds(body, 'stores', MAX_STORES);
  const period = parsePeriod(body, lastDay);
  const groupby = parseChoice(body, 'groupby', AGG_GROUPS);
  const energytypes = parseEnergyTypes(body);
  const kinds = parseKinds(body);
  return { stores, period, groupby, ...(energytypes ? { energytypes } : {}), ...(kinds ? { kinds } : {}) };
}

/** {queries: AggQuery[]}: 1..12 queries; a bad one fails the call and is named by its index. */
export function parseAggRequests(body: Fields, lastDay?: (query: Fields) => string): AggRequest[] {
  const queries = body.queries;
  if (!Array.isArray(queries) || queries.length === 0) throw invalidField('queries', 'expected a non-empty list', nonEmpty);
  if (queries.length > MAX_QUERIES) throw invalidField('queries', `at most ${MAX_QUERIES} a call, got ${queries.length}`, atMost(MAX_QUERIES));
  return queries.map((query: unknown, index: number) => {
    if (typeof query !== 'object' || query === null || Array.isArray(query)) throw fieldRefusal(`queries[${index}]: expected an object`, `queries[${index}]`, expected('object'));
    try {
      return parseAggRequest(query as Fields, lastDay?.(query as Fields));
    } catch (error) {
      if (error instanceof BadRequest) throw within(`queries[${index}]`, error);
      throw error;
    }
  });
}

export interface SeriesRequest {
  store: string;
  meters?: string[];
  energytypes?: EnergyType[];
  metric: SeriesQuery['metric'];
  period: Period;
  interval: Interval;
}

export function parseSeriesRequest(body: Fields, lastDay?: string): SeriesRequest {
  const store = requireString(body, 'store');
  const meters = optionalIds(body, 'meters', MAX_METERS);
  const energytypes = parseEnergyTypes(body);
  const metric = parseChoice(body, 'metric', ['energy', 'carbon', 'cost'] as const);
  const period = parsePeriod(body, lastDay);
  const interval = parseChoice(body, 'interval', INTERVALS);
  return { store, metric, period, interval, ...(meters ? { meters } : {}), ...(energytypes ? { energytypes } : {}) };
}

export interface ExportRequest {
  stores: string[];
  meters?: string[];
  period: Period;
  interval: Interval;
  energytypes?: EnergyType[];
  kinds?: MeterKind[];
  page: number;
  pagesize: number;
}

export function parseExportRequest(body: Fields, lastDay?: string): ExportRequest {
  const stores = parseIds(body, 'stores', MAX_STORES);
  const period = parsePeriod(body, lastDay);
  const interval = parseChoice(body, 'interval', INTERVALS);
  const energytypes = parseEnergyTypes(body);
  const kinds = parseKinds(body);
  const meters = optionalIds(body, 'meters', MAX_EXPORT_METERS);
  return { stores, period, interval, ...parsePage(body), ...(energytypes ? { energytypes } : {}), ...(kinds ? { kinds } : {}), ...(meters ? { meters } : {}) };
}

export interface ReportRequest {
  report: ReportKind;
  store: string;
  period: Period;
  interval: Exclude<Interval, 'week'>;
  page: number;
  pagesize: number;
  energytypes?: EnergyType[];
  meters?: string[];
}

export function parseReportRequest(body: Fields, lastDay?: string): ReportRequest {
  const report = parseChoice(body, 'report', REPORT_KINDS);
  const store = requireString(body, 'store');
  const period = parsePeriod(body, lastDay);
  const interval = parseChoice(body, 'interval', ['hour', 'day', 'month'] as const);
  const energytypes = parseEnergyTypes(body);
  const meters = optionalIds(body, 'meters', MAX_EXPORT_METERS);
  return { report, store, period, interval, ...parsePage(body), ...(energytypes ? { energytypes } : {}), ...(meters ? { meters } : {}) };
}

/** An optional list of ids: absent or null means "not narrowed". */
function optionalIds(body: Fields, key: string, max: number): string[] | undefined {
  return body[key] === undefined || body[key] === null ? undefined : parseIds(body, key, max);
}

export interface TreeRequest {
  store: string;
  period: Period;
  energytype: EnergyType;
}

export function parseTreeRequest(body: Fields, lastDay?: string): TreeRequest {
  const chart = requireString(body, 'chart');
  if (chart !== 'energy-tree') throw invalidField('chart', `${JSON.stringify(chart)} is not a chart this service draws; expected energy-tree`);
  return { store: requireString(body, 'store'), period: parsePeriod(body, lastDay), energytype: parseChoice(body, 'energytype', ENERGY_TYPES) };
}
