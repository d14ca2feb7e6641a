import type { ScreenRegistry } from '../../loader/registry';

const iframe = () => import('./IframeScreen');

/** The configuration-driven screens by manifest component path (`screens/<route name>`). */
export const GENERIC_SCREENS: ScreenRegistry = {
  'screens/common-page': () => import('./CommonPageScreen'),
  'screens/detail': () => import('./DetailScreen'),
  'screens/add': () => import('./AddScreen'),
  'screens/history': () => import('./HistoryScreen'),
  'screens/common-iframe': iframe,
  'screens/card-iframe': iframe,
};
