import type { FxRates, Tariff, TouBand } from '../../../../api/energyTypes';

export const TOU_BANDS: readonly TouBand[] = ['peak', 'flat', 'valley'];

/** The electricity tariff in force on `day`: the latest one that started on or before it. */
export function electricityTariffOn(tariffs: readonly Tariff[], day: string): Tariff | undefined {
  return tariffs
    .filter((t) => t.energytype === 'electricity' && t.from <= day)
    .reduce<Tariff | undefined>((best, t) => (!best || t.from > best.from ? t : best), undefined);
}

/** Hours 0..23 of each band, in order of the day. */
export function hoursOfBand(bands: readonly TouBand[], band: TouBand): number[] {
  return bands.flatMap((b, hour) => (b === band ? [hour] : []));
}

/** Consecutive hours of one band as ranges ('08:00–11:00'), wrapping past midnight. */
export function bandRanges(bands: readonly TouBand[], band: TouBand): Array<{ from: number; to: number }> {
  const ranges: Array<{ from: number; to: number }> = [];
  bands.forEach((b, hour) => {
    if (b !== band) return;
    const last = ranges[ranges.length - 1];
    if (last && last.to === hour) last.to = hour + 1;
    else ranges.push({ from: hour, to: hour + 1 });
  });
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (ranges.length > 1 && first && last && first.from === 0 && last.to === 24) {
    ranges.shift();
    last.to = 24 + first.to;
  }
  return ranges;
}

/** `HH:00`, hours past 24 wrapping to the next day. */
export const hourLabel = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/**
 * A price of a tariff in the server's base currency (FxRates.base), so it can be shown with the
 * screens' money formatting; null when the tariff's currency has no rate.
 */
export function toBaseCurrency(amount: number, currency: string, fx: FxRates): number | null {
  if (currency === fx.base) return amount;
  const rate = fx.rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? amount / rate : null;
}

/** Band prices of a tariff in the base currency (null when it has no bands or no rate). */
export function bandPricesInBase(tariff: Tariff | undefined, fx: FxRates): Record<TouBand, number> | null {
  if (!tariff?.bandPrices) return null;
  const prices = {} as Record<TouBand, number>;
  for (const band of TOU_BANDS) {
    const price = toBaseCurrency(tariff.bandPrices[band], tariff.currency, fx);
    if (price === null) return null;
    prices[band] = price;
  }
  return prices;
}
