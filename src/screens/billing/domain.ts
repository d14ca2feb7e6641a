import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The billing, contract and tenant screens. The entry holds only their keys; the lazy imports
 * live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'billing',
  keys: [
    'bill-space-config',
    'space-room-state',
    'tenant-configuration',
    'contract-management',
    'tenant-status',
    'bill-managemant',
    'transaction-reconciliation',
  ],
  modules: ['billing'],
  registry: async () => (await import('./registry')).BILLING_SCREENS,
};

/** The e2e walk: every route (and the tenant rules tab) with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  stops: [
    { route: 'bill-space-config', path: 'index/bill-space-config?space=sp-st-1005-01-01-f01-r04', live: false },
    { route: 'space-room-state', path: 'index/space-room-state', ready: '[data-room]' },
    { route: 'tenant-configuration', path: 'index/tenant-configuration' },
    { route: 'tenant-configuration', path: 'index/tenant-configuration?tab=rules', ready: '[data-rule]', live: false },
    { route: 'contract-management', path: 'index/contract-management' },
    { route: 'tenant-status', path: 'index/tenant-status' },
    { route: 'bill-managemant', path: 'index/bill-managemant?month=2026-10', live: false },
    { route: 'transaction-reconciliation', path: 'index/transaction-reconciliation' },
  ],
};
