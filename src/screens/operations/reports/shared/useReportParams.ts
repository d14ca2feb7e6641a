import type { ReportParams } from '../../../../api/operations/reportsTypes';
import { idParam, monthParam, textParam } from '../../../../ui/url-state/codecs';
import { useParamGroup } from '../../../../ui/url-state/useParamGroup';

const CODECS = { from: monthParam, to: monthParam, station: idParam, type: textParam };

/** A report's parameters in the URL (`from`, `to`, `station`, `type`), '' where not chosen: a shareable view; a change writes them together. */
export function useReportParams(): [ReportParams, (next: Partial<ReportParams>) => void] {
  const [read, patch] = useParamGroup(CODECS);
  const params: ReportParams = { from: read.from ?? '', to: read.to ?? '', station: read.station ?? '', faulttype: read.type ?? '' };
  const set = ({ faulttype, ...rest }: Partial<ReportParams>) => patch({ ...rest, ...(faulttype !== undefined ? { type: faulttype } : {}) });
  return [params, set];
}

/** Parameters with the period's gaps filled from the months with records (whole range by default). */
export function withDefaults(params: ReportParams, months: readonly string[]): ReportParams {
  return { ...params, from: params.from || months[0] || '', to: params.to || months[months.length - 1] || '' };
}
