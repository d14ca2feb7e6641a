import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The administration screens (stores, authority, staff, audit) and the personal centre. The entry holds
 * only their keys; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'admin',
  keys: [
    'store-management',
    'authority-management',
    'staff-management',
    'audit-management',
    'personal-center',
  ],
  modules: ['administration', 'misc'],
  registry: async () => (await import('./registry')).ADMIN_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  account: 'admin',
  stops: [
    { route: 'store-management', path: 'index/store-management', ready: 'tbody tr[data-row-key]', live: false },
    { route: 'staff-management', path: 'index/staff-management', ready: 'tbody tr[data-row-key]', live: false },
    { route: 'authority-management', path: 'index/authority-management?role=viewer', ready: '[role=treeitem]', live: false },
    { route: 'audit-management', path: 'index/audit-management', ready: '[data-row-key]', live: false },
    { route: 'personal-center', path: 'index/personal-center', ready: '[data-row-key]', live: false },
  ],
};
