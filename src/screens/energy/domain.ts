import { ENERGY_ROUTES } from '../../api/energy/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The energy and carbon screens. The entry holds only their keys; the lazy imports live in
 * registry.ts, a chunk of its own, so forty-odd import() calls and their dependency lists do not
 * weigh on the login route. A test checks the two agree.
 */
export const domain: ScreenDomain = {
  name: 'energy',
  keys: ENERGY_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).ENERGY_SCREENS,
};

/** The e2e walk: every route, with the parameters the menus pass; these screens settle, then show figures. */
export const walk: DomainWalk = {
  check: 'settled',
  stops: /* @__PURE__ */ walkStops(ENERGY_ROUTES, {
    'carbon-cockpit': { params: { menutype: '1' } },
    'carbon-cockpit-fullscreen': { params: { menutype: '1' } },
    'measurement-method': { params: { metertype: '1' } },
    'measurement-result': { params: { resulttype: '1' } },
    'load-monitoring': { params: { loadtype: '13' } },
    // A settings form: its data is the saved figures it opens with.
    'run-configuration': { ready: 'form input[aria-valuenow]' },
  }),
};
