import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FxRates } from '../../api/energyTypes';
import { dayText } from '../../lib/dateText';
import { convertBetween } from '../../lib/money';
import { useStores } from '../../stores/context';

/**
 * Money owed, in the contract's currency and formatted for the language (spec §9 gives each
 * language a currency: where it differs, `hint` is the converted figure with its rate and date,
 * the date as the language writes a day, shown only as a secondary hint; it is null when the currencies agree or no rate is known).
 */
export function useMoney(fx?: FxRates) {
  const intl = useIntl();
  const { locale } = useStores();
  const languageCurrency = locale.currency;
  return useMemo(() => {
    const money = (amount: number, currency: string) => intl.formatNumber(amount, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const hint = (amount: number, currency: string): { text: string; rate: number; date: string } | null => {
      if (!fx || currency === languageCurrency) return null;
      const converted = convertBetween(amount, currency, fx, languageCurrency);
      if (converted === null) return null;
      const rate = converted / (amount || 1);
      return { text: intl.formatNumber(converted, { style: 'currency', currency: languageCurrency, maximumFractionDigits: 2 }), rate: amount ? rate : (fx.rates[languageCurrency] ?? 0), date: dayText(intl, fx.date) };
    };
    return { money, hint, languageCurrency };
  }, [intl, fx, languageCurrency]);
}

export type Money = ReturnType<typeof useMoney>;
