import { PAGE_ACTIONS, type PageAction } from '../../../../src/api/pageConfig.ts';
import type { UserRole } from '../users.ts';
import type { PageArea } from './definition.ts';

/**
 * Page permissions by role (spec §6). Admins may do whatever a page supports. Operators view,
 * export and read history everywhere, and add and edit orders and tickets. Maintainers add,
 * edit and read history on maintenance lists (tickets, maintenance records, teams, knowledge)
 * and view elsewhere. Viewers view. Nobody but an admin deletes, imports or controls.
 */
const GRANTS: Record<UserRole, (area: PageArea) => readonly PageAction[]> = {
  admin: () => PAGE_ACTIONS,
  operator: (area) => (area === 'orders' || area === 'tickets' ? ['view', 'export', 'history', 'add', 'edit'] : ['view', 'export', 'history']),
  maintenance: (area) => (area === 'tickets' || area === 'maintenance' ? ['view', 'add', 'edit', 'history'] : ['view']),
  viewer: () => ['view'],
};

/** The role's actions on a list page: what the role is granted of what the page supports. */
export function pageActions(role: UserRole, supported: readonly PageAction[], area: PageArea = 'general'): PageAction[] {
  const granted = new Set(GRANTS[role](area));
  return ['view' as const, ...supported.filter((action) => action !== 'view')].filter((action) => granted.has(action));
}

/** Screens that are maintenance work: maintainers plan it and record it there. */
const MAINTENANCE_SCREENS: ReadonlySet<string> = new Set(['p-hot-water-maintance']);

/** Billing screens: operators run the property's business (meter groups, contracts, bills, payments). */
const BILLING_SCREENS: ReadonlySet<string> = new Set([
  'p-bill-space-config', 'p-space-room-state', 'p-contract-management', 'p-bill-managemant',
  'p-transaction-reconciliation', 'p-tenant-configuration', 'p-tenant-status',
]);

/**
 * Pages that are not lists (dashboards, control panels): admins all, operators and maintainers
 * also control; maintainers add and edit on maintenance screens; operators add and edit on
 * billing screens (deleting stays with admins).
 */
export function screenActions(role: UserRole, pid = ''): PageAction[] {
  if (role === 'admin') return [...PAGE_ACTIONS];
  if (role === 'operator') return BILLING_SCREENS.has(pid) ? ['view', 'export', 'control', 'add', 'edit'] : ['view', 'export', 'control'];
  if (role === 'maintenance') return MAINTENANCE_SCREENS.has(pid) ? ['view', 'control', 'add', 'edit'] : ['view', 'control'];
  return ['view'];
}
