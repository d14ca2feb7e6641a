import type { FxRates } from '../../../../src/api/energyTypes.ts';

/** The published exchange rates the energy settings show (billing receives them from the composition root). */
export const FX_RATES: FxRates = { base: 'CNY', date: '2026-11-01', rates: { CNY: 1, USD: 0.1404, HKD: 1.0935, THB: 4.59 } };
