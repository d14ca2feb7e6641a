import type { RouteDef } from '../routes';
import type { MenuItem } from '../stores/menu/normalizeMenu';

/**
 * Menu rules of spec §2 and §6 that depend on the menu entry rather than the route:
 * the block list of the no-project view, the picker blacklist (plus the smart-building extras),
 * and the entries blocked for the smart-bnb portal.
 */
export const NO_PROJECT_BLOCKLIST = new Set(['import-export-log', 'external-dashboard', 'knowledge-base', 'iot-equipment']);

export const PICKER_BLACKLIST = new Set(['personal-center', 'menu-template', 'menu-tool', 'navigation-style', 'knowledge-base', 'import-export-log']);
export const PICKER_BLACKLIST_SMART_BUILDING = new Set(['space-configuration', 'terminal-monitoring', 'space-management']);

export const SMART_BNB_PORTAL = 'smart-bnb';
export const SMART_BNB_BLOCKED = new Set(['screen-group', 'program-channel', 'playgrid']);

/** The no-project view replaces the content unless the route or the menu entry is exempt. */
export function noProjectApplies(route: RouteDef | undefined, item: MenuItem | undefined): boolean {
  if (!route || route.parent !== 'index') return false;
  if (route.noProjectExempt) return false;
  return !(item && (NO_PROJECT_BLOCKLIST.has(item.name) || (item.page !== undefined && NO_PROJECT_BLOCKLIST.has(item.page))));
}

/** Whether the header offers the project picker on this route / menu entry. */
export function pickerOffered(route: RouteDef | undefined, item: MenuItem | undefined, variant: string): boolean {
  const keys = [route?.name, item?.name, item?.page].filter((k): k is string => Boolean(k));
  const extra = variant === 'smart-building' ? PICKER_BLACKLIST_SMART_BUILDING : new Set<string>();
  return !keys.some((k) => PICKER_BLACKLIST.has(k) || extra.has(k));
}

/** Entries blocked for the smart-bnb portal are not shown there (spec §6). */
export function shownOnPortal(item: MenuItem, portal: string): boolean {
  return portal !== SMART_BNB_PORTAL || !(SMART_BNB_BLOCKED.has(item.name) || (item.page !== undefined && SMART_BNB_BLOCKED.has(item.page)));
}
