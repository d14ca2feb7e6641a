import type { EmissionFactor, EnergyType } from '../../../../api/energyTypes';
import { factorSpans } from '../../../../lib/carbon';
import type { EnergyFormat } from '../../../../ui/format/useEnergyFormat';

type FactorFormat = Pick<EnergyFormat, 'number' | 'dayRange'>;

/** The factors in force over [start, end] for one energy type, as short text: "0.5703 (2025-10-01 – 2025-12-31)", the days as the language writes them. */
export function factorsText(factors: readonly EmissionFactor[], type: EnergyType, start: string, end: string, format: FactorFormat): string {
  return factorSpans(factors, type, start, end)
    .map((span) => `${span.factor ? format.number(span.factor.value, 4) : '0'} (${format.dayRange(span.from, span.to)})`)
    .join('; ');
}
