import { useMemo } from 'react';
import { overviewsApi } from '../../../../api/operations';
import type { OverviewFigures } from '../../../../api/operations/overviewTypes';
import type { Granularity } from '../../../../lib/period';
import { useStores } from '../../../../stores/context';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { useResource } from '../../../../ui/resource/useResource';
import { useDataWindow } from '../../shared/useDataWindow';
import { comparedPeriods } from './periods';

export const GRANULARITIES: Granularity[] = ['month', 'week', 'day', 'year', 'custom'];

/**
 * An overview's page, period and figures: the period is kept in the URL (`period`, `from`, `to`),
 * opening on the last whole month with data, bounded by the first day with orders or fault tickets
 * and today; the figures come with the previous period and last year beside them.
 */
export function useOverview(screen: string, fallbackPid: string) {
  const { api } = useStores();
  const pid = usePagePid({ screen, fallback: fallbackPid });
  const days = useDataWindow(pid ? (signal) => overviewsApi(api).bounds({ pid }, { signal, silent: true, hideError: true }) : null, [api, pid]);
  const { bounds, period, setPeriod } = days;
  const periods = useMemo(() => comparedPeriods(period), [period]);
  const figures = useResource<OverviewFigures>(
    pid && bounds ? (signal) => overviewsApi(api).figures({ pid, periods }, { signal, silent: true, hideError: true }) : null,
    [api, pid, bounds, periods],
  );
  const failed = days.boundsFailed || (!figures.value && figures.status === 'error');
  const retry = () => (days.boundsFailed ? days.reloadBounds() : void figures.reload());
  return { pid, bounds, period, setPeriod, periods, figures: figures.value, loading: !figures.value || figures.loading, failed, retry };
}

export type OverviewState = ReturnType<typeof useOverview>;
