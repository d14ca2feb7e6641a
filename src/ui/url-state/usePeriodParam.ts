import { useCallback, useMemo } from 'react';
import { useUrlParams } from './useUrlParams';
import { clampPeriod, parsePeriodParams, writePeriodParams, type Period } from '../../lib/period';

/** The days with data, as PeriodPicker takes them; a period read from the URL is clamped to them. */
export interface PeriodBounds {
  minDay?: string;
  maxDay?: string;
}

/**
 * The screen's period, kept in the URL (`period`, `from`, `to`): read defensively with
 * parsePeriodParams (junk gives `fallback`), clamped to `bounds`; setting replaces the history
 * entry and keeps every other parameter. The period object stays the same while the URL does.
 */
export function usePeriodParam(fallback: Period, bounds: PeriodBounds = {}): [Period, (period: Period) => void] {
  const [params, setParams] = useUrlParams();
  const [granularity, from, to] = [params.get('period'), params.get('from'), params.get('to')];
  const { minDay, maxDay } = bounds;
  const period = useMemo(() => {
    const search = new URLSearchParams();
    if (granularity !== null) search.set('period', granularity);
    if (from !== null) search.set('from', from);
    if (to !== null) search.set('to', to);
    const read = parsePeriodParams(search, { granularity: fallback.granularity, start: fallback.start, end: fallback.end });
    return minDay || maxDay ? clampPeriod(read, minDay ?? '0000-01-01', maxDay ?? '9999-12-31') : read;
  }, [granularity, from, to, fallback.granularity, fallback.start, fallback.end, minDay, maxDay]);

  const setPeriod = useCallback(
    (next: Period) => setParams((previous) => writePeriodParams(new URLSearchParams(previous), next), { replace: true }),
    [setParams],
  );
  return [period, setPeriod];
}
