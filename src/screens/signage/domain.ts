import { SIGNAGE_ROUTES } from '../../api/signage/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The smart screens and media (digital signage in the stores' buildings). The entry holds only
 * their keys; the lazy imports live in registry.ts, a chunk of its own.
 */
export const domain: ScreenDomain = {
  name: 'signage',
  keys: SIGNAGE_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).SIGNAGE_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. The admin has every action on these pages. */
export const walk: DomainWalk = {
  check: 'ready',
  account: 'admin',
  stops: /* @__PURE__ */ walkStops(SIGNAGE_ROUTES, {
    'media-manage': { ready: 'tbody tr[data-row-key]', live: false },
    'playgrid': { ready: '[data-testid="playgrid-week"] button', live: false },
    'screen-group': { ready: '[data-testid="group-screens"] tbody tr', live: false },
    'screen-summary': { ready: 'table tbody tr[data-row-key]' },
    'playlist': { ready: 'tbody tr[data-row-key]', live: false },
    'program-channel': { ready: 'tbody tr[data-row-key]', live: false },
  }),
};
