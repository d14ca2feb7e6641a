import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FxRates } from '../../api/energyTypes';
import { changePercent } from '../../lib/carbon';
import { convertMoney } from '../../lib/money';
import { useStores } from '../../stores/context';

/**
 * The portfolio's numbers in the current language. Money follows the energy screens'
 * useEnergyFormat: a server amount (CNY) converted with the server's reference rates into the
 * language's currency, or left in CNY when no rate is known (never a wrong figure). That hook
 * lives under screens/, which the shell may not import, hence this twin over the same lib code.
 */
export function usePortfolioFormat(fx: FxRates | null) {
  const intl = useIntl();
  const { locale } = useStores();
  const currency = locale.currency;
  return useMemo(() => {
    const converted = (amount: number) => (fx ? convertMoney(amount, fx, currency) : null);
    const moneyCurrency = converted(1) === null ? (fx?.base ?? 'CNY') : currency;
    return {
      moneyCurrency,
      tce: (tce: number) => intl.formatNumber(tce, { maximumFractionDigits: 3 }),
      /** kgCO2 shown in tCO2, one unit for the whole column so rows compare at a glance. */
      tco2: (kg: number) => intl.formatNumber(kg / 1000, { maximumFractionDigits: 2 }),
      money: (amount: number) => {
        const value = converted(amount);
        return intl.formatNumber(value ?? amount, { style: 'currency', currency: value === null ? (fx?.base ?? 'CNY') : currency, maximumFractionDigits: 2 });
      },
      /** "+3.2 %" against the previous period, or null when there is nothing to compare with. */
      change: (current: number, previous: number | null | undefined): string | null => {
        const change = changePercent(current, previous);
        return change === null ? null : intl.formatNumber(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
      },
      count: (n: number) => intl.formatNumber(n),
    };
  }, [intl, fx, currency]);
}

export type PortfolioFormat = ReturnType<typeof usePortfolioFormat>;
