import { useMemo } from 'react';
import { overviewsApi } from '../../../../api/operations';
import type { OverviewBounds, OverviewFigures } from '../../../../api/operations/overviewTypes';
import { periodOf, type Granularity, type Period } from '../../../../lib/period';
import { useStores } from '../../../../stores/context';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { useResource } from '../../../../ui/resource/useResource';
import { usePeriodParam } from '../../../../ui/url-state/usePeriodParam';
import { comparedPeriods } from './periods';

export const GRANULARITIES: Granularity[] = ['month', 'week', 'day', 'year', 'custom'];
// Before the bounds arrive nothing is asked for; this only fills the picker's type.
const WAITING: Period = { granularity: 'month', start: '1970-01-01', end: '1970-01-31' };

/**
 * An overview's page, period and figures: the period is kept in the URL (`period`, `from`, `to`),
 * defaulting to the month of the last day with orders, bounded by the first day with orders and
 * today; the figures come with the previous period and last year beside them.
 */
export function useOverview(screen: string, fallbackPid: string) {
  const { api } = useStores();
  const pid = usePagePid({ screen, fallback: fallbackPid });
  const bounds = useResource<OverviewBounds>(pid ? (signal) => overviewsApi(api).bounds({ pid }, { signal, silent: true, hideError: true }) : null, [api, pid]);
  const known = bounds.value;
  const fallback = useMemo(() => (known ? periodOf('month', known.lastDay) : WAITING), [known]);
  const [period, setPeriod] = usePeriodParam(fallback, known ? { minDay: known.firstDay, maxDay: known.today } : {});
  const periods = useMemo(() => comparedPeriods(period), [period]);
  const figures = useResource<OverviewFigures>(
    pid && known ? (signal) => overviewsApi(api).figures({ pid, periods }, { signal, silent: true, hideError: true }) : null,
    [api, pid, known, periods],
  );
  const failed = bounds.status === 'error' || (!figures.value && figures.status === 'error');
  const retry = () => void (bounds.status === 'error' ? bounds.reload() : figures.reload());
  return { pid, bounds: known, period, setPeriod, periods, figures: figures.value, loading: !figures.value || figures.loading, failed, retry };
}

export type OverviewState = ReturnType<typeof useOverview>;
