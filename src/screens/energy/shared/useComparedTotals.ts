import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import type { AggQuery } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { comparisonQueries, splitComparisons, type Compared, type Comparisons } from './comparison';
import type { Resource } from '../../../ui/resource/Resource';
import { useResource } from '../../../ui/resource/useResource';
import { analysisApi } from '../../../api/analysis';

/**
 * The aggregation of `query` over the period and each of its comparisons (year-on-year,
 * previous period), in one aggquerys call, split back into current / yoy / mom. Loaded again
 * when `deps` change, as with useResource.
 */
export function useComparedTotals(comparisons: Comparisons, query: Omit<AggQuery, 'start' | 'end'>, deps: readonly unknown[]): Resource<Compared> {
  const { api } = useStores();
  const pid = useScreenPid();
  return useResource(async (signal) => splitComparisons(comparisons, await analysisApi(api, pid).aggQueries(comparisonQueries(comparisons, query), { signal })), deps);
}
