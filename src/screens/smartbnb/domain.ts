import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The smart-bnb screens (short-stay rooms of the hotel stores). The entry holds only their keys;
 * the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'smartbnb',
  keys: [
    'smartbnb-home',
    'smartbnb-calendar',
    'smartbnb-room',
    'smartbnb-music-home',
  ],
  modules: ['media'],
  registry: async () => (await import('./registry')).SMARTBNB_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  // The host's saved habit chooses the hotel st-1001-04.
  account: 'bnbhost',
  stops: [
    { route: 'smartbnb-home', path: 'index/smartbnb-home', ready: 'ul li' },
    { route: 'smartbnb-calendar', path: 'index/smartbnb-calendar?view=week', ready: '[data-stay]', live: false },
    { route: 'smartbnb-room', path: 'index/smartbnb-room?cleaning=vacant-dirty', live: false },
    { route: 'smartbnb-music-home', path: 'index/smartbnb-music-home', ready: '[data-testid="speaker"]', live: false },
  ],
};
