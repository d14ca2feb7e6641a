import type { ScreenModule } from '../../loader/registry';

/** Every smart-bnb screen by manifest component path (`screens/<route name>`). */
export const SMARTBNB_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/smartbnb-home': () => import('./home/SmartBnbHomeScreen'),
  'screens/smartbnb-calendar': () => import('./calendar/SmartBnbCalendarScreen'),
  'screens/smartbnb-room': () => import('./rooms/SmartBnbRoomScreen'),
  'screens/smartbnb-music-home': () => import('./music/SmartBnbMusicScreen'),
};
