import type { ScreenModule } from '../../loader/registry';

/** Every signage screen by manifest component path (`screens/<route name>`). */
export const SIGNAGE_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/screen-summary': () => import('./summary/ScreenSummaryScreen'),
};
