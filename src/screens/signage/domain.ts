import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The smart screens and media (digital signage in the stores' buildings). The entry holds only
 * their keys; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'signage',
  keys: [
    'playlist',
    'program-channel',
  ],
  modules: ['media'],
  registry: async () => (await import('./registry')).SIGNAGE_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. The admin has every action on these pages. */
export const walk: DomainWalk = {
  check: 'ready',
  account: 'admin',
  stops: [
    { route: 'playlist', path: 'index/playlist', ready: 'tbody tr[data-row-key]', live: false },
    { route: 'program-channel', path: 'index/program-channel', ready: 'tbody tr[data-row-key]', live: false },
  ],
};
