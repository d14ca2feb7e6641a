import { useIntl } from 'react-intl';
import type { FxRates } from '../../../api/energyTypes';
import { useEnergyFormat, type EnergyFormat } from '../../../ui/format/useEnergyFormat';

/** A unit price (server base currency) in the language's currency, with up to 4 decimals (0.3125 ¥/kWh). */
export function useUnitPrice(format: EnergyFormat) {
  const intl = useIntl();
  return (price: number) =>
    intl.formatNumber(format.moneyValue(price), { style: 'currency', currency: format.moneyCurrency, maximumFractionDigits: 4 });
}

/** The same outside an EnergyFrame, from the store's exchange rates. */
export function useUnitPriceOf(fx: FxRates) {
  return useUnitPrice(useEnergyFormat(fx));
}
