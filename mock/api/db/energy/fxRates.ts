import type { FxRates } from '../../../../src/api/energyTypes.ts';
import { SEED_DAY } from '../core/clock/time.ts';

/** The published exchange rates of the seed's day the energy settings show (billing receives them from the composition root). */
export const FX_RATES: FxRates = { base: 'CNY', date: SEED_DAY, rates: { CNY: 1, USD: 0.1404, HKD: 1.0935, THB: 4.59 } };
