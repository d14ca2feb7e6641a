import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The administration screens (authority, staff, audit) and the personal centre. The entry holds
 * only their keys; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'admin',
  keys: [
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
    { route: 'audit-management', path: 'index/audit-management', ready: '[data-row-key]', live: false },
    { route: 'personal-center', path: 'index/personal-center', ready: '[data-row-key]', live: false },
  ],
};
