import type { ScreenModule } from '../../loader/registry';

/** Every smart-screen screen by manifest component path (`screens/<route name>`). */
export const SIGNAGE_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/media-manage': () => import('./media/MediaManageScreen'),
  'screens/playgrid': () => import('./playgrid/PlaygridScreen'),
  'screens/screen-group': () => import('./groups/ScreenGroupScreen'),
  'screens/screen-summary': () => import('./summary/ScreenSummaryScreen'),
  'screens/playlist': () => import('./playlist/PlaylistScreen'),
  'screens/program-channel': () => import('./channel/ProgramChannelScreen'),
};
