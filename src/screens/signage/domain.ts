import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The smart screens and media (digital signage in the stores' buildings). The entry holds only
 * their keys; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'signage',
  keys: [
    'screen-summary',
  ],
  modules: ['media'],
  registry: async () => (await import('./registry')).SIGNAGE_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. The admin has every action on these pages. */
export const walk: DomainWalk = {
  check: 'ready',
  account: 'admin',
  stops: [
    { route: 'screen-summary', path: 'index/screen-summary', ready: 'table tbody tr[data-row-key]' },
  ],
};
