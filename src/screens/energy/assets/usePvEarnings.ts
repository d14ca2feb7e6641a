import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { useStores } from '../../../stores/context';
import { comparisonQueries, comparisonsOf, splitComparisons, type Compared } from '../shared/comparison';
import { useEnergy } from '../shared/EnergyFrame';
import type { Resource } from '../../../ui/resource/Resource';
import { useResource } from '../../../ui/resource/useResource';
import { tariffOn } from './assetMeters';
import { pvRevenue, type PvRevenue } from './pvRevenue';
import { analysisApi } from '../../../api/analysis';

export interface PvEarnings {
  /** The period's PV generation by inverter, with last year and the previous period. */
  generation: Compared;
  /** What it earned in the period, line by line, at the tariffs in force at its end. */
  revenue: PvRevenue;
  /** The same a year before, or null outside the data. */
  revenueYoy: number | null;
}

/** The frame's period of PV: generation and earnings (pv-generation, pv-price); nothing is asked while `enabled` is false. */
export function usePvEarnings(enabled = true): Resource<PvEarnings> {
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  return useResource(
    enabled
      ? async (signal) => {
          const [gen, bands] = await Promise.all([
            analysisApi(api, pid).aggQueries(comparisonQueries(comparisons, { stores: [store], groupby: 'meter', kinds: ['pv'] }), { signal }),
            analysisApi(api, pid).aggQueries(comparisonQueries(comparisons, { stores: [store], groupby: 'touBand', energytypes: ['electricity'] }), { signal }),
          ]);
          const generation = splitComparisons(comparisons, gen);
          const byBand = splitComparisons(comparisons, bands);
          const electricity = tariffOn(config.tariffs, 'electricity', period.end);
          const feedIn = tariffOn(config.tariffs, 'pv-feed-in', period.end);
          return {
            generation,
            revenue: pvRevenue(generation.current.total.energy, byBand.current.rows, electricity, feedIn),
            revenueYoy: generation.yoy && byBand.yoy ? pvRevenue(generation.yoy.total.energy, byBand.yoy.rows, electricity, feedIn).total : null,
          };
        }
      : null,
    [store, period.start, period.end, enabled],
  );
}
