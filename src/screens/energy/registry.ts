import type { ScreenModule } from '../../loader/registry';
import { ANALYSIS_SCREENS } from './analysis';
import { ASSET_SCREENS } from './assets';
import { CARBON_SCREENS } from './carbon';
import { EFFICIENCY_SCREENS } from './efficiency';
import { OVERVIEW_SCREENS } from './overview';
import { PRICE_SCREENS } from './prices';

/** Every energy and carbon screen by manifest component path (`screens/<route name>`). */
export const ENERGY_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  ...CARBON_SCREENS,
  ...OVERVIEW_SCREENS,
  ...EFFICIENCY_SCREENS,
  ...ANALYSIS_SCREENS,
  ...ASSET_SCREENS,
  ...PRICE_SCREENS,
};
