import type { ReportParams } from '../../../../api/operations/reportsTypes';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';

const text = { parse: (raw: string | null) => raw ?? '', serialize: (value: string) => value || null };
const month = { parse: (raw: string | null) => (raw && /^\d{4}-\d{2}$/.test(raw) ? raw : ''), serialize: (value: string) => value || null };

/** A report's parameters in the URL (`from`, `to`, `station`, `type`), '' where not chosen: a shareable view. */
export function useReportParams(): [ReportParams, (next: Partial<ReportParams>) => void] {
  const [from, setFrom] = useSearchParam('from', month.parse, month.serialize, '');
  const [to, setTo] = useSearchParam('to', month.parse, month.serialize, '');
  const [station, setStation] = useSearchParam('station', text.parse, text.serialize, '');
  const [faulttype, setType] = useSearchParam('type', text.parse, text.serialize, '');
  const set = (next: Partial<ReportParams>) => {
    if (next.from !== undefined) setFrom(next.from);
    if (next.to !== undefined) setTo(next.to);
    if (next.station !== undefined) setStation(next.station);
    if (next.faulttype !== undefined) setType(next.faulttype);
  };
  return [{ from, to, station, faulttype }, set];
}

/** Parameters with the period's gaps filled from the months with records (whole range by default). */
export function withDefaults(params: ReportParams, months: readonly string[]): ReportParams {
  return { ...params, from: params.from || months[0] || '', to: params.to || months[months.length - 1] || '' };
}
