import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The smart screens and media (digital signage in the stores' buildings). The entry holds only
 * their keys; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'signage',
  keys: [
    'media-manage',
    'playgrid',
    'screen-group',
    'screen-summary',
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
    { route: 'media-manage', path: 'index/media-manage', ready: 'tbody tr[data-row-key]', live: false },
    { route: 'playgrid', path: 'index/playgrid', ready: '[data-testid="playgrid-week"] button', live: false },
    { route: 'screen-group', path: 'index/screen-group', ready: '[data-testid="group-screens"] tbody tr', live: false },
    { route: 'screen-summary', path: 'index/screen-summary', ready: 'table tbody tr[data-row-key]' },
    { route: 'playlist', path: 'index/playlist', ready: 'tbody tr[data-row-key]', live: false },
    { route: 'program-channel', path: 'index/program-channel', ready: 'tbody tr[data-row-key]', live: false },
  ],
};
