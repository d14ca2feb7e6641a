import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { AnalysisQuery, CostBenefitView, EquipmentView, PortraitView } from './analysisTypes';
import type { DataBounds } from './boundsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;

const path = (call: string) => `/evcharge/analysis/${call}`;

/** Charging analysis over a period: cost and benefit, equipment evaluation, user portrait (analysisTypes.ts lists the calls). */
export function createChargingAnalysisApi(http: HttpClient) {
  return {
    bounds: (query: { pid: string }, opts?: Read) => http.post<DataBounds>(path('bounds'), query, opts),
    costBenefit: (query: AnalysisQuery, opts?: Read) => http.post<CostBenefitView>(path('cost-benefit'), query, opts),
    equipment: (query: AnalysisQuery, opts?: Read) => http.post<EquipmentView>(path('equipment'), query, opts),
    portrait: (query: AnalysisQuery, opts?: Read) => http.post<PortraitView>(path('portrait'), query, opts),
  };
}

export type ChargingAnalysisApi = ReturnType<typeof createChargingAnalysisApi>;

/** The section over a mount's api: `chargingAnalysisApi(api).…`. */
export const chargingAnalysisApi = domainApi(createChargingAnalysisApi);
