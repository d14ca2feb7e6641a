import { METER_KINDS, type AggRow, type EnergyType, type MeterInfo, type MeterKind } from '../../../api/energyTypes';

/** The route codes of measurement-method/:metertype? (spec §2): 1 electricity, 2 water, 3 gas, 4 heat. */
export const METER_TYPE_CODES = [1, 2, 3, 4] as const;
export type MeterTypeCode = (typeof METER_TYPE_CODES)[number];
export const TYPE_OF_CODE: Record<MeterTypeCode, EnergyType> = { 1: 'electricity', 2: 'water', 3: 'gas', 4: 'heat' };

/** Every kind of meter, so an aggregation by meter returns assets and sub-meters too. */
export const ALL_KINDS: MeterKind[] = [...METER_KINDS];

export interface MeterRow extends MeterInfo {
  /** Energy of the period (the meter's unit); null when the aggregation has no row for it. */
  energy: number | null;
  /** Mains only: percent of the main's energy its sub-meters account for; null without subs. */
  coverage: number | null;
  parentName: string | null;
}

/** The meters of one energy type with their period energy and, for mains, the coverage by their subs. */
export function meterRows(meters: readonly MeterInfo[], type: EnergyType, agg: readonly AggRow[]): MeterRow[] {
  const energyOf = new Map(agg.map((r) => [r.key, r.energy]));
  const own = meters.filter((m) => m.energytype === type);
  const nameOf = new Map(meters.map((m) => [m.did, m.name]));
  return own.map((m) => {
    const subs = own.filter((s) => s.parent === m.did);
    const energy = energyOf.get(m.did) ?? null;
    const subEnergy = subs.reduce((sum, s) => sum + (energyOf.get(s.did) ?? 0), 0);
    const coverage = m.kind === 'main' && subs.length > 0 && energy !== null && energy > 0 ? (subEnergy / energy) * 100 : null;
    return { ...m, energy, coverage, parentName: m.parent ? (nameOf.get(m.parent) ?? m.parent) : null };
  });
}

/** Coverage of all mains that have sub-meters together (percent), and how many mains have none. */
export function overallCoverage(rows: readonly MeterRow[]): { percent: number | null; mainsWithoutSubs: number } {
  const mains = rows.filter((r) => r.kind === 'main');
  const covered = mains.filter((r) => r.coverage !== null);
  const mainEnergy = covered.reduce((sum, r) => sum + (r.energy ?? 0), 0);
  const subEnergy = covered.reduce((sum, r) => sum + ((r.coverage ?? 0) / 100) * (r.energy ?? 0), 0);
  return { percent: mainEnergy > 0 ? (subEnergy / mainEnergy) * 100 : null, mainsWithoutSubs: mains.length - covered.length };
}
