import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The administration screens. The entry holds only their keys; the lazy imports live in
 * registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'admin',
  keys: [
    'authority-management',
    'staff-management',
  ],
  modules: ['administration'],
  registry: async () => (await import('./registry')).ADMIN_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  stops: [
    { route: 'staff-management', path: 'index/staff-management', ready: 'tbody tr[data-row-key]', live: false },
    { route: 'authority-management', path: 'index/authority-management?role=viewer', ready: '[role=treeitem]', live: false },
  ],
};
