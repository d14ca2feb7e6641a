import type { AggAnswer, EmissionFactor } from '../../../../api/energyTypes';
import { factorSpans } from '../../../../lib/carbon';
import { monthKeyOf, monthsOf } from '../model/months';

/** One month of the green electricity trace (kWh, kgCO2). */
export interface GreenMonth {
  month: string;
  consumption: number;
  generation: number;
  /** PV used on site (part of consumption). */
  green: number;
  /** PV generated and not used on site: fed into the grid. */
  exported: number;
  /** Percent of consumption. */
  share: number;
  /** kgCO2 the green electricity did not emit: green × the factor in force. */
  avoided: number;
}

/** The stretches of the period with one electricity factor each, for the avoided emissions. */
export function factorStretches(factors: readonly EmissionFactor[], start: string, end: string) {
  return factorSpans(factors, 'electricity', start, end).map((span) => ({ from: span.from, to: span.to, value: span.factor?.value ?? 0 }));
}

const byMonth = (answer: AggAnswer | undefined) => {
  const out = new Map<string, AggAnswer['rows'][number]>();
  for (const row of answer?.rows ?? []) out.set(monthKeyOf(row.key), row);
  return out;
};

/**
 * The months of the period from aggregations grouped by month: consumption and green of the
 * electricity mains, PV generation, and green per factor stretch (each × its factor).
 */
export function greenMonths(
  start: string,
  end: string,
  consumption: AggAnswer,
  pv: AggAnswer,
  stretches: ReadonlyArray<{ value: number; answer: AggAnswer }>,
): GreenMonth[] {
  const mains = byMonth(consumption);
  const gen = byMonth(pv);
  const perStretch = stretches.map((s) => ({ value: s.value, rows: byMonth(s.answer) }));
  return monthsOf(start, end).map(({ key }) => {
    const main = mains.get(key);
    const used = main?.green ?? 0;
    const generation = gen.get(key)?.energy ?? 0;
    const energy = main?.energy ?? 0;
    return {
      month: key,
      consumption: energy,
      generation,
      green: used,
      exported: Math.max(0, generation - used),
      share: energy > 0 ? (used / energy) * 100 : 0,
      avoided: perStretch.reduce((sum, s) => sum + (s.rows.get(key)?.green ?? 0) * s.value, 0),
    };
  });
}

/** Average kWh per day of each hour 0..23 from an aggregation grouped by hour of day. */
export function hourProfile(answer: AggAnswer | undefined, days: number, pick: 'energy' | 'green' = 'energy'): number[] {
  const out = new Array<number>(24).fill(0);
  for (const row of answer?.rows ?? []) {
    const hour = Number.parseInt(row.key, 10);
    if (Number.isInteger(hour) && hour >= 0 && hour < 24) out[hour] = (out[hour] ?? 0) + row[pick] / Math.max(1, days);
  }
  return out;
}
