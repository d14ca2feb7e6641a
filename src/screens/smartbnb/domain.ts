import { SMARTBNB_ROUTES } from '../../api/smartbnb/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The smart-bnb screens (short-stay rooms of the hotel stores). The entry holds only their keys;
 * the lazy imports live in registry.ts, a chunk of its own.
 */
export const domain: ScreenDomain = {
  name: 'smartbnb',
  keys: SMARTBNB_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).SMARTBNB_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  // The host's saved habit chooses the hotel st-1001-04.
  account: 'bnbhost',
  stops: /* @__PURE__ */ walkStops(SMARTBNB_ROUTES, {
    'smartbnb-home': { ready: 'ul li' },
    'smartbnb-calendar': { query: { view: 'week' }, ready: '[data-stay]', live: false },
    // One room (a scanned curtain's): its list row and its live devices with the curtain's commands.
    'smartbnb-room': { query: { room: 'sp-st-1001-04-02-f02-r02' } },
    'smartbnb-music-home': { ready: '[data-testid="speaker"]', live: false },
  }),
};
