import type { AggAnswer, EnergyType, MeterCategory, SeriesAnswer, StoreEnergyConfig } from '../../../../api/energyTypes';
import { groupSeries } from '../model/series';

export type Breakdown = 'energytype' | 'building' | 'category';
export const BREAKDOWNS: readonly Breakdown[] = ['energytype', 'building', 'category'];

export interface Group {
  key: string;
  name: string;
  values: Array<number | null>;
}

export interface Labels {
  energyType: (t: EnergyType) => string;
  category: (c: MeterCategory) => string;
}

/** The meters a breakdown needs series of (none for energy types: the totals per type serve). */
export function metersFor(by: Breakdown, config: StoreEnergyConfig): string[] {
  if (by === 'building') return config.meters.filter((m) => m.kind === 'main').map((m) => m.did);
  if (by === 'category') return config.meters.filter((m) => m.kind === 'sub' && m.energytype === 'electricity').map((m) => m.did);
  return [];
}

/**
 * Emission series per group. Buildings: the mains of each building added up. Categories: the
 * electricity sub-meters by use (they add up to the electricity mains), with the other energy
 * types as their own groups so that the groups still add up to the store's total.
 */
export function groupsOf(by: Breakdown, config: StoreEnergyConfig, perType: SeriesAnswer, perMeter: SeriesAnswer | null, labels: Labels): Group[] {
  const typeGroups = perType.series.map((s) => ({ key: s.energytype, name: labels.energyType(s.energytype), values: [...s.values] }));
  if (by === 'energytype' || !perMeter) return typeGroups;
  const meters = new Map(config.meters.map((m) => [m.did, m]));
  if (by === 'building') {
    const names = new Map(config.buildings.map((b) => [b.did, b.name]));
    return groupSeries(perMeter.series, (s) => {
      const building = meters.get(s.key)?.building;
      return building ? { key: building, name: names.get(building) ?? building } : null;
    });
  }
  const categories = groupSeries(perMeter.series, (s) => {
    const category = meters.get(s.key)?.category;
    return category ? { key: category, name: labels.category(category) } : null;
  });
  // Without electricity sub-meters the electricity total stands as one group.
  return [...(categories.length ? categories : typeGroups.filter((g) => g.key === 'electricity')), ...typeGroups.filter((g) => g.key !== 'electricity')];
}

/** Ranking rows of a breakdown from the server's totals (grouped by type, building or category). */
export function rankingOf(by: Breakdown, perType: AggAnswer, grouped: AggAnswer | null, labels: Labels): Array<{ key: string; name: string; value: number }> {
  const types = perType.rows.map((r) => ({ key: r.key, name: labels.energyType((r.energytype ?? r.key) as EnergyType), value: r.carbon }));
  if (by === 'energytype' || !grouped) return types;
  if (by === 'building') return grouped.rows.map((r) => ({ key: r.key, name: r.name, value: r.carbon }));
  const categories = grouped.rows.map((r) => ({ key: `cat-${r.key}`, name: labels.category(r.key as MeterCategory), value: r.carbon }));
  return [...(categories.length ? categories : types.filter((t) => t.key === 'electricity')), ...types.filter((t) => t.key !== 'electricity')];
}
