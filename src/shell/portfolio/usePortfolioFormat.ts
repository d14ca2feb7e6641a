import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FxRates } from '../../api/energyTypes';
import { changePercent } from '../../lib/carbon';
import { useEnergyFormat } from '../../ui/format/useEnergyFormat';

/**
 * The portfolio's numbers in the current language: the energy screens' formatting (money in the
 * language's currency through the server's reference rates) with one unit per column.
 */
export function usePortfolioFormat(fx: FxRates | null) {
  const intl = useIntl();
  const energy = useEnergyFormat(fx ?? undefined);
  return useMemo(
    () => ({
      moneyCurrency: energy.moneyCurrency,
      money: energy.money,
      tce: (tce: number) => energy.number(tce, 3),
      /** kgCO2 shown in tCO2, one unit for the whole column so rows compare at a glance. */
      tco2: (kg: number) => energy.number(kg / 1000, 2),
      /** "+3.2 %" against the previous period, or null when there is nothing to compare with. */
      change: (current: number, previous: number | null | undefined): string | null => {
        const change = changePercent(current, previous);
        return change === null ? null : intl.formatNumber(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
      },
      count: (n: number) => intl.formatNumber(n),
    }),
    [energy, intl],
  );
}

export type PortfolioFormat = ReturnType<typeof usePortfolioFormat>;
