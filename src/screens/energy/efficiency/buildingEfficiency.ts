import type { AggAnswer, AggRow, EnergyStandardView, MeterCategory, MeterInfo } from '../../../api/energyTypes';
import { changePercent } from '../../../lib/carbon';
import { periodDays, type Period } from '../../../lib/period';
import { standardStatus, type StandardStatus } from './standards';

/** The uses sub-meters are split into (spec: lighting, air conditioning, power, special). */
export const USES: readonly MeterCategory[] = ['lighting', 'hvac', 'power', 'special'];

export interface BuildingEfficiency {
  did: string;
  name: string;
  area: number;
  /** Electricity of the period, kWh (the building's mains, from the server's aggregation). */
  kwh: number;
  /** kWh/m² over the period. */
  intensity: number | null;
  /** kWh/(m²·a): the period's intensity scaled to a year (× 365 / days). */
  annualised: number | null;
  /** Change of the period's kWh against the same period a year earlier, percent. */
  yoy: number | null;
  /** kWh per use, from the building's sub-meters (which sum to its mains). */
  uses: Partial<Record<MeterCategory, number>>;
  constraint: number | null;
  guide: number | null;
  status: StandardStatus;
}

/**
 * Per building: the period's electricity and intensity (server totals per building), the split
 * by use (server totals per sub-meter, grouped by the meter's building and category), and the
 * standards of the building's type.
 */
export function buildingEfficiency(
  period: Period,
  current: AggAnswer,
  yoy: AggAnswer | null,
  subs: AggAnswer | undefined,
  meters: readonly MeterInfo[],
  view: EnergyStandardView | undefined,
): BuildingEfficiency[] {
  const days = periodDays(period);
  const meterOf = new Map(meters.map((m) => [m.did, m]));
  return current.rows.map((row: AggRow) => {
    const area = row.area ?? 0;
    const intensity = area > 0 ? row.energy / area : null;
    const uses: Partial<Record<MeterCategory, number>> = {};
    for (const sub of subs?.rows ?? []) {
      const meter = meterOf.get(sub.key);
      if (meter?.building === row.key) uses[meter.category] = (uses[meter.category] ?? 0) + sub.energy;
    }
    const standard = view?.buildings.find((b) => b.did === row.key);
    const annualised = intensity === null ? null : (intensity * 365) / days;
    const constraint = standard?.constraint ?? null;
    const guide = standard?.guide ?? null;
    return {
      did: row.key,
      name: row.name,
      area,
      kwh: row.energy,
      intensity,
      annualised,
      yoy: changePercent(row.energy, yoy?.rows.find((r) => r.key === row.key)?.energy),
      uses,
      constraint,
      guide,
      status: annualised === null ? 'no-standard' : standardStatus(annualised, constraint, guide, 'constraint'),
    };
  });
}

/** Share of a use in a total, percent (null when there is no total). */
export function shareOf(part: number | undefined, total: number): number | null {
  return total > 0 ? ((part ?? 0) / total) * 100 : null;
}
