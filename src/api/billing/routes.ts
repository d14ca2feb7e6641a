import { declareRoutes, type SeedGrants } from '../routeDecl.ts';

/** The operator keeps the bills, contracts, tenants and billing spaces: adds and edits besides its usual share. */
const OPERATOR_KEEPS: SeedGrants = { operator: ['view', 'export', 'control', 'add', 'edit'] };

/**
 * The billing, contract and tenant routes. Each route is declared here once (src/api/routeDecl.ts);
 * its screen lives in src/screens/billing/registry.ts.
 */
export const BILLING_ROUTES = declareRoutes('billing', [
  { name: 'bill-space-config', module: 'billing', grants: OPERATOR_KEEPS },
  { name: 'space-room-state', module: 'billing', grants: OPERATOR_KEEPS },
  { name: 'tenant-configuration', module: 'billing', grants: OPERATOR_KEEPS },
  { name: 'contract-management', module: 'billing', grants: OPERATOR_KEEPS },
  { name: 'tenant-status', module: 'billing', grants: OPERATOR_KEEPS },
  { name: 'bill-managemant', module: 'billing', grants: OPERATOR_KEEPS },
  { name: 'transaction-reconciliation', module: 'billing', grants: OPERATOR_KEEPS },
]);
