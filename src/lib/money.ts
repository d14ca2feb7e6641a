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

/**
 * Converts an amount in `from` into `to`, through the rates' base (rates are quoted from it).
 * Null when either rate is unknown.
 */
export function convertBetween(amount: number, from: string, rates: Rates, to: string): number | null {
  if (from === to) return amount;
  const rate = rates.rates[from];
  const inBase = from === rates.base ? amount : typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? amount / rate : null;
  return inBase === null ? null : convertMoney(inBase, rates, to);
}
