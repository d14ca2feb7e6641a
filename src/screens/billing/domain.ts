import { BILLING_ROUTES } from '../../api/billing/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The billing, contract and tenant screens. The entry holds only their keys; the lazy imports
 * live in registry.ts, a chunk of its own.
 */
export const domain: ScreenDomain = {
  name: 'billing',
  keys: BILLING_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).BILLING_SCREENS,
};

/** The e2e walk: every route (and the tenant rules tab) with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  stops: /* @__PURE__ */ walkStops(BILLING_ROUTES, {
    'bill-space-config': { query: { space: 'sp-st-1005-01-01-f01-r04' }, live: false },
    'space-room-state': { ready: '[data-room]' },
    'tenant-configuration': [
      {},
      { query: { tab: 'rules' }, ready: '[data-rule]', live: false },
    ],
    'bill-managemant': { live: false },
  }),
};
