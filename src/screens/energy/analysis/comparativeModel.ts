import type { AggRow, EnergyType, StoreEnergyConfig } from '../../../api/energyTypes';

export const DIMENSIONS = ['building', 'meter', 'store'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const METRICS = ['energy', 'carbon', 'cost', 'intensity'] as const;
export type CompareMetric = (typeof METRICS)[number];
/** Most entities compared at once (a chart with more lines reads as noise). */
export const MAX_ENTITIES = 10;

export interface Entity {
  key: string;
  name: string;
}

/** What can be compared along a dimension: the parent business's stores, the store's buildings, or its meters of the type. */
export function entitiesOf(dim: Dimension, type: EnergyType, config: StoreEnergyConfig, stores: ReadonlyArray<{ did: string; name: string }>): Entity[] {
  if (dim === 'store') return stores.map((s) => ({ key: s.did, name: s.name }));
  if (dim === 'building') return config.buildings.map((b) => ({ key: b.did, name: b.name }));
  return config.meters.filter((m) => m.energytype === type && (m.kind === 'main' || m.kind === 'sub')).map((m) => ({ key: m.did, name: m.name }));
}

/** Intensity needs a floor area, which meters do not have. */
export function metricFor(dim: Dimension, metric: CompareMetric): CompareMetric {
  return dim === 'meter' && metric === 'intensity' ? 'energy' : metric;
}

/** The selection asked for, limited to entities that exist; none valid → the first MAX_ENTITIES. */
export function selectionOf(asked: readonly string[], entities: readonly Entity[]): string[] {
  const known = new Set(entities.map((e) => e.key));
  const valid = asked.filter((key) => known.has(key)).slice(0, MAX_ENTITIES);
  return valid.length > 0 ? valid : entities.slice(0, MAX_ENTITIES).map((e) => e.key);
}

export interface CompareRow extends AggRow {
  rank: number;
  /** Energy per m² of floor area; null without an area. */
  intensity: number | null;
  /** Percent of the selected entities' total of the metric. */
  share: number;
  /** The compared value in the metric (server currency for cost). */
  value: number;
}

/** The selected entities' totals, ranked by the metric (largest first), with intensity and share. */
export function rankRows(rows: readonly AggRow[], selected: readonly string[], metric: CompareMetric, areaOf: (key: string) => number | undefined): CompareRow[] {
  const chosen = new Set(selected);
  const withValues = rows
    .filter((r) => chosen.has(r.key))
    .map((r) => {
      const area = r.area ?? areaOf(r.key);
      const intensity = area && area > 0 ? r.energy / area : null;
      return { ...r, area, intensity, value: metric === 'intensity' ? (intensity ?? 0) : r[metric] };
    })
    .sort((a, b) => b.value - a.value);
  const total = withValues.reduce((sum, r) => sum + r.value, 0);
  return withValues.map((r, index) => ({ ...r, rank: index + 1, share: total > 0 ? (r.value / total) * 100 : 0 }));
}
