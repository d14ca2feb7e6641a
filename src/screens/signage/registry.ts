import type { ScreenModule } from '../../loader/registry';

/** Every smart-screen screen by manifest component path (`screens/<route name>`). */
export const SIGNAGE_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/playlist': () => import('./playlist/PlaylistScreen'),
  'screens/program-channel': () => import('./channel/ProgramChannelScreen'),
};
