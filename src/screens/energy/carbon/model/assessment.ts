import type { EnergyStandardView } from '../../../../api/energyTypes';

export type Rating = 'A' | 'B' | 'C' | 'none';

/** Benchmarks in kgCO2/(m²·a): a standard's kWh/(m²·a) at the grid factor in force. */
export interface CarbonBenchmark {
  guide: number | null;
  constraint: number | null;
}

export const benchmarkOf = (guide: number | null, constraint: number | null, gridFactor: number): CarbonBenchmark => ({
  guide: guide === null ? null : guide * gridFactor,
  constraint: constraint === null ? null : constraint * gridFactor,
});

/** A at or under the guide benchmark, B at or under the constraint, C above it; none without a standard. */
export function rate(intensity: number, benchmark: CarbonBenchmark): Rating {
  if (benchmark.guide === null && benchmark.constraint === null) return 'none';
  if (benchmark.guide !== null && intensity <= benchmark.guide) return 'A';
  if (benchmark.constraint !== null && intensity <= benchmark.constraint) return 'B';
  if (benchmark.constraint === null) return 'B';
  return 'C';
}

export interface AssessedBuilding {
  did: string;
  name: string;
  type: EnergyStandardView['buildings'][number]['type'];
  floorarea: number;
  /** kgCO2 of the 12 months (all energy types, green electricity deducted). */
  carbon: number;
  /** kgCO2/(m²·a). */
  intensity: number;
  /** Electricity kWh/(m²·a) of the standards view, for context. */
  kwhIntensity: number;
  benchmark: CarbonBenchmark;
  rating: Rating;
}

/** Rates each building of the standards view with its 12-month carbon (by building did). */
export function assessBuildings(view: EnergyStandardView, carbonByBuilding: ReadonlyMap<string, number>, gridFactor: number): AssessedBuilding[] {
  return view.buildings.map((b) => {
    const carbon = carbonByBuilding.get(b.did) ?? 0;
    const intensity = b.floorarea > 0 ? carbon / b.floorarea : 0;
    const benchmark = benchmarkOf(b.guide, b.constraint, gridFactor);
    return { did: b.did, name: b.name, type: b.type, floorarea: b.floorarea, carbon, intensity, kwhIntensity: b.intensity, benchmark, rating: b.floorarea > 0 ? rate(intensity, benchmark) : 'none' };
  });
}

/**
 * The store's verdict: its carbon per m² against the floor-area-weighted benchmarks of the
 * buildings that have a standard (buildings without one are left out of both sides).
 */
export function storeVerdict(buildings: readonly AssessedBuilding[]): { intensity: number; benchmark: CarbonBenchmark; rating: Rating; area: number } {
  const rated = buildings.filter((b) => b.rating !== 'none');
  const area = rated.reduce((sum, b) => sum + b.floorarea, 0);
  if (area <= 0) return { intensity: 0, benchmark: { guide: null, constraint: null }, rating: 'none', area: 0 };
  const carbon = rated.reduce((sum, b) => sum + b.carbon, 0);
  const weighted = (pick: (b: AssessedBuilding) => number | null) =>
    rated.every((b) => pick(b) !== null) ? rated.reduce((sum, b) => sum + (pick(b) ?? 0) * b.floorarea, 0) / area : null;
  const benchmark = { guide: weighted((b) => b.benchmark.guide), constraint: weighted((b) => b.benchmark.constraint) };
  const intensity = carbon / area;
  return { intensity, benchmark, rating: rate(intensity, benchmark), area };
}
