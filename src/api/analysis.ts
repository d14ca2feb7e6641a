import { domainApi } from './domainApi';
import type {
  AggAnswer, AggExportAnswer, AggExportQuery, AggQuery, AnalysisSetting, BudgetPlan, EnergyStandard, EnergyStandardView,
  EnergyTree, EnergyTreeQuery, ReportAnswer, ReportQuery, RunConfig, SeriesAnswer, SeriesQuery, SetFloorArea, SetStandard,
  StandardImportReport, StandardLevel, BuildingType, StoreEnergyConfig,
} from './energyTypes';
import type { HttpClient } from './http';

type Opts = { signal?: AbortSignal; silent?: boolean };

/** `/sfsaas/api/analysis/*` (spec §7): a store's metering, series, aggregations and saved settings. */
export function createAnalysisApi(http: HttpClient) {
  return {
    /** Buildings, meters, storage, emission factors, tariffs and exchange rates of a store. */
    config: (store: string, opts?: Opts) => http.post<StoreEnergyConfig>('/sfsaas/api/analysis/config', { store }, opts),
    /** Time series per meter, or per energy type's total. */
    query: (body: SeriesQuery, opts?: Opts) => http.post<SeriesAnswer>('/sfsaas/api/analysis/query', body, opts),
    /** Totals over a period, grouped. */
    aggQuery: (body: AggQuery, opts?: Opts) => http.post<AggAnswer>('/sfsaas/api/analysis/aggquery', body, opts),
    /** Several aggregations in one call (a period and its comparison periods). */
    aggQueries: (queries: AggQuery[], opts?: Opts) => http.post<AggAnswer[]>('/sfsaas/api/analysis/aggquerys', { queries }, opts),
    /** One page of the detail rows behind an aggregation (export; page size 2000). */
    aggExport: (body: AggExportQuery, opts?: Opts) => http.post<AggExportAnswer>('/sfsaas/api/analysis/aggexportv2', body, opts),
    /** A saved setting: the year's budget or the storage run configuration (null when none saved yet). */
    setting: <K extends AnalysisSetting>(body: K, opts?: Opts) =>
      http.post<(K extends { kind: 'budget' } ? BudgetPlan : RunConfig) | null>('/sfsaas/api/analysis/list', body, opts),
    saveBudget: (plan: BudgetPlan) => http.post<BudgetPlan>('/sfsaas/api/analysis/update', { kind: 'budget', ...plan }),
    saveRunConfig: (config: Omit<RunConfig, 'updatedAt'>) =>
      http.post<RunConfig>('/sfsaas/api/analysis/update', { kind: 'run-config', ...config }),
  };
}

/** `/vtbi/api/chart/query` and `/report/query` (spec §7: BI and reports). */
export function createReportApi(http: HttpClient) {
  return {
    energyTree: (body: Omit<EnergyTreeQuery, 'chart'>, opts?: Opts) =>
      http.post<EnergyTree>('/vtbi/api/chart/query', { chart: 'energy-tree', ...body }, opts),
    query: (body: ReportQuery, opts?: Opts) => http.post<ReportAnswer>('/report/query', body, opts),
  };
}

/** `/businessstatistics/api/energymanage/*` (spec §7): energy standards and floor areas. */
export function createEnergyManageApi(http: HttpClient) {
  return {
    view: (store: string, opts?: Opts) => http.post<EnergyStandardView>('/businessstatistics/api/energymanage/view', { store }, opts),
    list: (filter: { buildingtype?: BuildingType; level?: StandardLevel } = {}, opts?: Opts) =>
      http.post<EnergyStandard[]>('/businessstatistics/api/energymanage/getlist', filter, opts),
    setStandard: (body: SetStandard) => http.post<EnergyStandard>('/businessstatistics/api/energymanage/setecstandard3', body),
    setFloorArea: (body: SetFloorArea) => http.post<{ building: string; floorarea: number }>('/businessstatistics/api/energymanage/setfloorarea', body),
    /** Imports standards from a CSV or XLSX file; good rows are kept, bad rows reported. */
    importStandards: (file: File | Blob, opts?: Opts) => {
      const form = new FormData();
      form.append('file', file);
      return http.upload<StandardImportReport>('/businessstatistics/api/energymanage/import', form, opts);
    },
  };
}

export type AnalysisApi = ReturnType<typeof createAnalysisApi>;

/** The section over a mount's api: `analysisApi(api).…`. */
export const analysisApi = domainApi(createAnalysisApi);
export type ReportApi = ReturnType<typeof createReportApi>;

/** The section over a mount's api: `reportApi(api).…`. */
export const reportApi = domainApi(createReportApi);
export type EnergyManageApi = ReturnType<typeof createEnergyManageApi>;

/** The section over a mount's api: `energyManageApi(api).…`. */
export const energyManageApi = domainApi(createEnergyManageApi);
