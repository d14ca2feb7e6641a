import { useState } from 'react';
import type { AnalysisQuery } from '../../../../api/operations/analysisTypes';
import type { Period } from '../../../../lib/period';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import type { Resource } from '../../../../ui/resource/Resource';
import { useResource } from '../../../../ui/resource/useResource';
import { usePeriodParam } from '../../../../ui/url-state/usePeriodParam';

/** The days the seeded orders and tickets cover: a period is clamped to them. */
export const ANALYSIS_DAYS = { minDay: '2026-08-01', maxDay: '2026-10-31' } as const;
/** The last whole month with data opens the screens. */
const FALLBACK: Period = { granularity: 'month', start: '2026-10-01', end: '2026-10-31' };

export interface Analysis<T> {
  pid: string;
  period: Period;
  setPeriod: (period: Period) => void;
  resource: Resource<T>;
  retry: () => void;
}

/** A screen's period in the URL and its figures for it, read under the page's pid. */
export function useAnalysis<T>(fallbackPid: string, read: (query: AnalysisQuery, signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Analysis<T> {
  const pid = usePagePid({ fallback: fallbackPid });
  const [period, setPeriod] = usePeriodParam(FALLBACK, ANALYSIS_DAYS);
  const [attempt, setAttempt] = useState(0);
  const resource = useResource<T>(pid ? (signal) => read({ pid, from: period.start, to: period.end }, signal) : null, [pid, period.start, period.end, attempt, ...deps]);
  return { pid, period, setPeriod, resource, retry: () => setAttempt((n) => n + 1) };
}
