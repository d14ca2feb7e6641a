/** Exchange rates (structural twin of api/energyTypes' FxRates: lib imports no other layer). */
export interface Rates {
  base: string;
  date: string;
  rates: Record<string, number>;
}

/**
 * Converts an amount in `rates.base` into `currency`. Returns null when the rate is unknown,
 * so a screen shows the base currency rather than a wrong figure.
 */
export function convertMoney(amount: number, rates: Rates, currency: string): number | null {
  if (currency === rates.base) return amount;
  const rate = rates.rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? amount * rate : null;
}
