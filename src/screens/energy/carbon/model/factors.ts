import type { EmissionFactor, EnergyType } from '../../../../api/energyTypes';
import { factorSpans } from '../../../../lib/carbon';

/** The factors in force over [start, end] for one energy type, as short text: "0.5703 (2025-10-01 – 2025-12-31)". */
export function factorsText(factors: readonly EmissionFactor[], type: EnergyType, start: string, end: string, number: (v: number, digits?: number) => string): string {
  return factorSpans(factors, type, start, end)
    .map((span) => `${span.factor ? number(span.factor.value, 4) : '0'} (${span.from} – ${span.to})`)
    .join('; ');
}
