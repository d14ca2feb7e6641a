import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { EnergyType, FxRates } from '../../api/energyTypes';
import { scaleUnit } from '../../lib/carbon';
import { dayRangeText, dayText, monthText, shortDayText } from '../../lib/dateText';
import { convertMoney } from '../../lib/money';
import { useStores } from '../../stores/context';

/** Number and day formatting of energy figures (screens and the landing page), in the current language and its currency. */
export function useEnergyFormat(fx: FxRates | undefined) {
  const intl = useIntl();
  const { locale } = useStores();
  const currency = locale.currency;
  return useMemo(() => {
    const number = (value: number, digits = 2) => intl.formatNumber(value, { maximumFractionDigits: digits });
    /** A value with a readable unit: 12,345 kWh → "12.35 MWh". */
    const quantity = (value: number, unit: string, digits = 2) => {
      const scaled = scaleUnit(value, unit);
      return `${number(scaled.value, digits)} ${scaled.unit}`;
    };
    /** A server amount (FxRates.base) in the language's currency, or in the base one when no rate is known. */
    const money = (amount: number) => {
      const converted = fx ? convertMoney(amount, fx, currency) : null;
      const [value, code] = converted === null ? [amount, fx?.base ?? 'CNY'] : [converted, currency];
      return intl.formatNumber(value, { style: 'currency', currency: code, maximumFractionDigits: 2 });
    };
    /** A server amount converted, as a plain number (charts). */
    const moneyValue = (amount: number) => (fx ? (convertMoney(amount, fx, currency) ?? amount) : amount);
    /** A wall-clock bucket 'YYYY-MM-DDTHH:mm' as the day and its time ('29/02/2028 13:00' in Thai); a bare day as the day. */
    const dayTime = (bucket: string) => (bucket.length > 10 ? `${dayText(intl, bucket.slice(0, 10))} ${bucket.slice(11, 16)}` : dayText(intl, bucket));
    const moneyCurrency = fx && convertMoney(1, fx, currency) !== null ? currency : (fx?.base ?? 'CNY');
    return {
      number,
      quantity,
      carbon: (kg: number, digits = 2) => quantity(kg, 'kgCO2', digits),
      money,
      moneyValue,
      moneyCurrency,
      percent: (value: number, digits = 1) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: digits }),
      energyType: (type: EnergyType) => intl.formatMessage({ id: `energy.type.${type}` }),
      // Days and months as the language writes them (lib/dateText): '2028-02-29', Thai '29/02/2028'.
      day: (day: string) => dayText(intl, day),
      month: (month: string) => monthText(intl, month),
      dayRange: (from: string, to: string) => dayRangeText(intl, from, to),
      /** A wall-clock bucket 'YYYY-MM-DDTHH:mm' as the day and its time ('29/02/2028 13:00' in Thai). */
      dayTime,
      /** A time bucket of a report or series: a month 'YYYY-MM', a day or an hour, as the language writes it. */
      bucket: (value: string) => (/^\d{4}-\d{2}$/.test(value) ? monthText(intl, value) : dayTime(value)),
      /** A day without its year ('02-29', Thai '29/02'): chart labels. */
      shortDay: (day: string) => shortDayText(intl, day),
    };
  }, [intl, fx, currency]);
}

export type EnergyFormat = ReturnType<typeof useEnergyFormat>;
