import { useState } from 'react';
import { chargingAnalysisApi } from '../../../../api/operations';
import type { AnalysisQuery } from '../../../../api/operations/analysisTypes';
import type { DataBounds } from '../../../../api/operations/boundsTypes';
import type { Period } from '../../../../lib/period';
import { useStores } from '../../../../stores/context';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import type { Resource } from '../../../../ui/resource/Resource';
import { useResource } from '../../../../ui/resource/useResource';
import { useDataWindow } from '../../shared/useDataWindow';

export interface Analysis<T> {
  pid: string;
  /** The days the page's records cover (undefined until they arrive). */
  bounds: DataBounds | undefined;
  period: Period;
  setPeriod: (period: Period) => void;
  resource: Resource<T>;
  /** The days or the figures could not be read (and no figures are on screen). */
  failed: boolean;
  retry: () => void;
}

/**
 * A screen's period in the URL and its figures for it, read under the page's pid: the period is
 * bounded by the days the page's records cover (asked of the API) and opens on the last whole
 * month with data.
 */
export function useAnalysis<T>(fallbackPid: string, read: (query: AnalysisQuery, signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Analysis<T> {
  const { api } = useStores();
  const pid = usePagePid({ fallback: fallbackPid });
  const days = useDataWindow(pid ? (signal) => chargingAnalysisApi(api).bounds({ pid }, { signal, silent: true, hideError: true }) : null, [api, pid]);
  const { bounds, period, setPeriod } = days;
  const [attempt, setAttempt] = useState(0);
  const resource = useResource<T>(pid && bounds ? (signal) => read({ pid, from: period.start, to: period.end }, signal) : null, [pid, bounds, period.start, period.end, attempt, ...deps]);
  const failed = days.boundsFailed || (!resource.value && resource.status === 'error');
  const retry = () => (days.boundsFailed ? days.reloadBounds() : setAttempt((n) => n + 1));
  return { pid, bounds, period, setPeriod, resource, failed, retry };
}
