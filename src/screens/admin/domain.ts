import { ADMIN_ROUTES } from '../../api/admin/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The administration screens (stores, authority, staff, audit) and the personal centre. The entry holds
 * only their keys; the lazy imports live in registry.ts, a chunk of its own.
 */
export const domain: ScreenDomain = {
  name: 'admin',
  keys: ADMIN_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).ADMIN_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  account: 'admin',
  stops: /* @__PURE__ */ walkStops(ADMIN_ROUTES, {
    'store-management': { ready: 'tbody tr[data-row-key]', live: false },
    'staff-management': { ready: 'tbody tr[data-row-key]', live: false },
    'authority-management': { query: { role: 'viewer' }, ready: '[role=treeitem]', live: false },
    'audit-management': { ready: '[data-row-key]', live: false },
    'personal-center': { ready: '[data-row-key]', live: false },
  }),
};
