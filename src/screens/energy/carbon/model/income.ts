import type { AggAnswer, TouBand } from '../../../../api/energyTypes';
import { TOU_BANDS } from './tariff';

/** Energy of each time-of-use band from an aggregation grouped by touBand (missing bands are 0). */
export function byBand(answer: AggAnswer | undefined): Record<TouBand, number> {
  const out: Record<TouBand, number> = { peak: 0, flat: 0, valley: 0 };
  for (const row of answer?.rows ?? []) if ((TOU_BANDS as readonly string[]).includes(row.key)) out[row.key as TouBand] += row.energy;
  return out;
}

/** One month of the storage's peak shaving account. */
export interface IncomeMonth {
  month: string;
  charge: Record<TouBand, number>;
  discharge: Record<TouBand, number>;
  /** What the charged energy cost at the tariff (base currency). */
  chargeCost: number;
  /** What the discharged energy saved buying from the grid at the tariff (base currency). */
  dischargeValue: number;
  income: number;
  cumulative: number;
}

/**
 * Income of shifting load with storage: each kWh discharged saves the price of its band, each
 * kWh charged costs the price of its band; income = Σ discharge × price − Σ charge × price.
 * With a battery that charges in the valley and discharges in the peak this is exactly
 * "discharge in peak × peak price − charge in valley × valley price".
 */
export function incomeMonths(
  months: ReadonlyArray<{ month: string; charge: Record<TouBand, number>; discharge: Record<TouBand, number>; prices: Record<TouBand, number> | null }>,
): IncomeMonth[] {
  let cumulative = 0;
  return months.map(({ month, charge, discharge, prices }) => {
    const value = (energy: Record<TouBand, number>) => (prices ? TOU_BANDS.reduce((sum, b) => sum + energy[b] * prices[b], 0) : 0);
    const chargeCost = value(charge);
    const dischargeValue = value(discharge);
    const income = dischargeValue - chargeCost;
    cumulative += income;
    return { month, charge, discharge, chargeCost, dischargeValue, income, cumulative };
  });
}

/** Estimate of moving `share` (0.1 = 10 %) of the peak-band energy to the valley band. */
export function shiftSaving(peakEnergy: number, share: number, prices: Record<TouBand, number>): { shifted: number; saving: number } {
  const shifted = peakEnergy * share;
  return { shifted, saving: shifted * (prices.peak - prices.valley) };
}

export const sumBands = (energy: Record<TouBand, number>) => energy.peak + energy.flat + energy.valley;
