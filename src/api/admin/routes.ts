import { declareRoutes, type SeedGrants } from '../routeDecl.ts';

/** Everyone's writes, with their addresses: only admins read the audit log. */
const ADMIN_ONLY: SeedGrants = { operator: [], maintenance: [], viewer: [] };

/** Of the tools, a viewer reads only its own personal centre. */
const VIEWER_READS: SeedGrants = { viewer: ['view'] };

/**
 * The administration routes (stores, staff, roles and authority, audit) and the personal centre.
 * Each route is declared here once (src/api/routeDecl.ts); its screen lives in
 * src/screens/admin/registry.ts.
 *
 * Stores, roles, staff and the audit log are the company's, not a store's: no store needs choosing
 * first (and disabling the chosen store must not lock its administrator out of the page).
 */
export const ADMIN_ROUTES = declareRoutes('admin', [
  { name: 'store-management', module: 'administration', noProjectExempt: true },
  { name: 'staff-management', module: 'administration', noProjectExempt: true },
  { name: 'authority-management', module: 'administration', noProjectExempt: true },
  { name: 'audit-management', module: 'administration', noProjectExempt: true, grants: ADMIN_ONLY },
  { name: 'personal-center', module: 'misc', noProjectExempt: true, grants: VIEWER_READS },
]);
