import type { AggRow, EmissionFactor, EnergyType } from '../../../api/energyTypes';
import { factorSpans } from '../../../lib/carbon';

/** The route codes of measurement-result/:resulttype? (spec §2): 1 energy, 2 carbon, 3 cost. */
export const RESULT_CODES = [1, 2, 3] as const;
export type ResultCode = (typeof RESULT_CODES)[number];
export type ResultMetric = 'energy' | 'carbon' | 'cost';
export const METRIC_OF_CODE: Record<ResultCode, ResultMetric> = { 1: 'energy', 2: 'carbon', 3: 'cost' };

/** One meter's result with the rate that turns its energy into carbon or cost. */
export interface ResultRow {
  key: string;
  name: string;
  energytype: EnergyType;
  energy: number;
  green: number;
  carbon: number;
  cost: number;
  tce: number;
  /** Energy that carries emissions and is bought: energy − green. */
  net: number;
  /** kgCO2 per unit: the factor in force when one covers the whole period, else the weighted mean. */
  factor: number | null;
  /** True when one factor covers the whole period (the factor is the published one). */
  singleFactor: boolean;
  /** Average price per bought unit (server currency): cost ÷ net. */
  price: number | null;
}

/** The factor of `type` over [start, end]: the published one if a single factor covers it. */
export function periodFactor(factors: readonly EmissionFactor[], type: EnergyType, start: string, end: string): EmissionFactor | null {
  const spans = factorSpans(factors, type, start, end);
  return spans.length === 1 && spans[0]?.factor ? (spans[0].factor as EmissionFactor) : null;
}

/** The meter rows of the aggregation with their rates, grouped by energy type, largest first. */
export function resultRows(rows: readonly AggRow[], factors: readonly EmissionFactor[], start: string, end: string): ResultRow[] {
  return rows
    .filter((r): r is AggRow & { energytype: EnergyType } => r.energytype !== undefined)
    .map((r) => {
      const net = r.energy - r.green;
      const published = periodFactor(factors, r.energytype, start, end);
      return {
        key: r.key,
        name: r.name,
        energytype: r.energytype,
        energy: r.energy,
        green: r.green,
        carbon: r.carbon,
        cost: r.cost,
        tce: r.tce,
        net,
        factor: published ? published.value : net > 0 ? r.carbon / net : null,
        singleFactor: published !== null,
        price: net > 0 ? r.cost / net : null,
      };
    })
    .sort((a, b) => a.energytype.localeCompare(b.energytype) || b.energy - a.energy);
}

/** Sum of the meter rows against the store total: do they agree (to rounding)? */
export interface SumCheck {
  label: string;
  sum: number;
  total: number;
  agrees: boolean;
}

export function sumCheck(label: string, sum: number, total: number): SumCheck {
  return { label, sum, total, agrees: Math.abs(sum - total) <= Math.max(0.01, Math.abs(total) * 1e-6) };
}
