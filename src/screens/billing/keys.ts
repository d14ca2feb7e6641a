/**
 * Route names of the billing, contract and tenant screens built so far. The app's entry holds
 * only this list; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const BILLING_SCREEN_KEYS: readonly string[] = [
  'bill-space-config',
  'space-room-state',
  'tenant-configuration',
  'contract-management',
  'tenant-status',
  'bill-managemant',
  'transaction-reconciliation',
];
