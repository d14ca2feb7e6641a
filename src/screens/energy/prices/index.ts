import type { ScreenModule } from '../../../loader/registry';

/** Price screens (tariffs and what the period cost at them): manifest component path → lazily imported screen. */
export const PRICE_SCREENS: Record<string, () => Promise<ScreenModule>> = {
  'screens/electricity-price': () => import('./UtilityPriceScreen').then((m) => ({ default: m.ElectricityPriceScreen })),
  'screens/water-price': () => import('./UtilityPriceScreen').then((m) => ({ default: m.WaterPriceScreen })),
  'screens/gas-price': () => import('./UtilityPriceScreen').then((m) => ({ default: m.GasPriceScreen })),
  'screens/hot-cold-price': () => import('./UtilityPriceScreen').then((m) => ({ default: m.HotColdPriceScreen })),
  'screens/pv-price': () => import('./PvPriceScreen'),
};
