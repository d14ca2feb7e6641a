import { pageDomainApi } from './domainApi';
import type {
  AggAnswer, AggExportAnswer, AggExportQuery, AggQuery, AnalysisSetting, BudgetPlan, EnergyStandard, EnergyStandardView,
  EnergyTree, EnergyTreeQuery, ReportAnswer, ReportQuery, RunConfig, SeriesAnswer, SeriesQuery, SetFloorArea, SetStandard,
  StandardImportReport, StandardLevel, BuildingType, StoreEnergyConfig,
} from './energyTypes';
import type { HttpClient } from './http';

type Opts = { signal?: AbortSignal; silent?: boolean };

/**
 * `/sfsaas/api/analysis/*` (spec §7): a store's metering, series, aggregations and saved settings.
 * Every call names the screen's page (`pid`): the server checks it against the role book.
 */
export function createAnalysisApi(http: HttpClient, pid: string) {
  return {
    /** Buildings, meters, storage, emission factors, tariffs and exchange rates of a store. */
    config: (store: string, opts?: Opts) => http.post<StoreEnergyConfig>('/sfsaas/api/analysis/config', { pid, store }, opts),
    /** Time series per meter, or per energy type's total. */
    query: (body: SeriesQuery, opts?: Opts) => http.post<SeriesAnswer>('/sfsaas/api/analysis/query', { pid, ...body }, opts),
    /** Totals over a period, grouped. */
    aggQuery: (body: AggQuery, opts?: Opts) => http.post<AggAnswer>('/sfsaas/api/analysis/aggquery', { pid, ...body }, opts),
    /** Several aggregations in one call (a period and its comparison periods). */
    aggQueries: (queries: AggQuery[], opts?: Opts) => http.post<AggAnswer[]>('/sfsaas/api/analysis/aggquerys', { pid, queries }, opts),
    /** One page of the detail rows behind an aggregation (export; page size 2000). */
    aggExport: (body: AggExportQuery, opts?: Opts) => http.post<AggExportAnswer>('/sfsaas/api/analysis/aggexportv2', { pid, ...body }, opts),
    /** A saved setting: the year's budget or the storage run configuration (null when none saved yet). */
    setting: <K extends AnalysisSetting>(body: K, opts?: Opts) =>
      http.post<(K extends { kind: 'budget' } ? BudgetPlan : RunConfig) | null>('/sfsaas/api/analysis/list', { pid, ...body }, opts),
    saveBudget: (plan: BudgetPlan) => http.post<BudgetPlan>('/sfsaas/api/analysis/update', { pid, kind: 'budget', ...plan }),
    saveRunConfig: (config: Omit<RunConfig, 'updatedAt'>) =>
      http.post<RunConfig>('/sfsaas/api/analysis/update', { pid, kind: 'run-config', ...config }),
  };
}

/** `/vtbi/api/chart/query` and `/report/query` (spec §7: BI and reports), for the screen's page. */
export function createReportApi(http: HttpClient, pid: string) {
  return {
    energyTree: (body: Omit<EnergyTreeQuery, 'chart'>, opts?: Opts) =>
      http.post<EnergyTree>('/vtbi/api/chart/query', { pid, chart: 'energy-tree', ...body }, opts),
    query: (body: ReportQuery, opts?: Opts) => http.post<ReportAnswer>('/report/query', { pid, ...body }, opts),
  };
}

/** `/businessstatistics/api/energymanage/*` (spec §7): energy standards and floor areas, for the screen's page. */
export function createEnergyManageApi(http: HttpClient, pid: string) {
  return {
    view: (store: string, opts?: Opts) => http.post<EnergyStandardView>('/businessstatistics/api/energymanage/view', { pid, store }, opts),
    list: (filter: { buildingtype?: BuildingType; level?: StandardLevel } = {}, opts?: Opts) =>
      http.post<EnergyStandard[]>('/businessstatistics/api/energymanage/getlist', { pid, ...filter }, opts),
    setStandard: (body: SetStandard) => http.post<EnergyStandard>('/businessstatistics/api/energymanage/setecstandard3', { pid, ...body }),
    setFloorArea: (body: SetFloorArea) => http.post<{ building: string; floorarea: number }>('/businessstatistics/api/energymanage/setfloorarea', { pid, ...body }),
    /** Imports standards from a CSV or XLSX file; good rows are kept, bad rows reported (the page goes in the query: the body is the file). */
    importStandards: (file: File | Blob, opts?: Opts) => {
      const form = new FormData();
      form.append('file', file);
      return http.upload<StandardImportReport>(`/businessstatistics/api/energymanage/import?pid=${encodeURIComponent(pid)}`, form, opts);
    },
  };
}

export type AnalysisApi = ReturnType<typeof createAnalysisApi>;

/** The section over a mount's api for a page: `analysisApi(api, pid).…`. */
export const analysisApi = pageDomainApi(createAnalysisApi);
export type ReportApi = ReturnType<typeof createReportApi>;

/** The section over a mount's api for a page: `reportApi(api, pid).…`. */
export const reportApi = pageDomainApi(createReportApi);
export type EnergyManageApi = ReturnType<typeof createEnergyManageApi>;

/** The section over a mount's api for a page: `energyManageApi(api, pid).…`. */
export const energyManageApi = pageDomainApi(createEnergyManageApi);
