import type { AnalysisApi } from '../../../api/analysis';
import type { EnergyType, Interval, SeriesAnswer, StoreEnergyConfig } from '../../../api/energyTypes';
import type { Dimension } from './comparativeModel';

export interface EntitySeries {
  key: string;
  values: Array<number | null>;
}

export interface SeriesRequest {
  api: AnalysisApi;
  dim: Dimension;
  store: string;
  config: StoreEnergyConfig;
  type: EnergyType;
  metric: 'energy' | 'carbon' | 'cost';
  keys: readonly string[];
  start: string;
  end: string;
  interval: Interval;
  signal: AbortSignal;
}

/** Adds series bucket by bucket; a bucket is null only when every part is null. */
function sumValues(parts: ReadonlyArray<ReadonlyArray<number | null>>, length: number): Array<number | null> {
  return Array.from({ length }, (_, i) => {
    let sum: number | null = null;
    for (const values of parts) {
      const v = values[i];
      if (typeof v === 'number') sum = (sum ?? 0) + v;
    }
    return sum;
  });
}

/**
 * One series per compared entity over the period: meters as they are; a building as its mains
 * of the type (a building's consumption, as the aggregation counts it); a store as its total of
 * the type (one request per store, since a series query covers one store).
 */
export async function entitySeries(r: SeriesRequest): Promise<{ buckets: string[]; series: EntitySeries[] }> {
  const base = { metric: r.metric, start: r.start, end: r.end, interval: r.interval };
  if (r.dim === 'store') {
    const answers = await Promise.all(r.keys.map((store) => r.api.query({ ...base, store, energytypes: [r.type] }, { signal: r.signal })));
    const buckets = answers[0]?.buckets ?? [];
    return { buckets, series: answers.map((a, i) => ({ key: r.keys[i]!, values: a.series.find((s) => s.energytype === r.type)?.values ?? [] })) };
  }
  const mainsOf = new Map<string, string[]>();
  if (r.dim === 'building') {
    for (const b of r.keys) mainsOf.set(b, r.config.meters.filter((m) => m.building === b && m.kind === 'main' && m.energytype === r.type).map((m) => m.did));
  }
  const meters = r.dim === 'meter' ? [...r.keys] : [...mainsOf.values()].flat();
  if (meters.length === 0) return { buckets: [], series: [] };
  const answer: SeriesAnswer = await r.api.query({ ...base, store: r.store, meters }, { signal: r.signal });
  const valuesOf = new Map(answer.series.map((s) => [s.key, s.values]));
  const length = answer.buckets.length;
  const series =
    r.dim === 'meter'
      ? r.keys.map((key) => ({ key, values: valuesOf.get(key) ?? [] }))
      : r.keys.map((key) => ({ key, values: sumValues((mainsOf.get(key) ?? []).map((m) => valuesOf.get(m) ?? []), length) }));
  return { buckets: answer.buckets, series };
}
