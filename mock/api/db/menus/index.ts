import { DOMAIN_ROUTES } from '../../../../src/api/routeDeclarations.ts';
import type { ManifestEntry, MenuItemWire } from '../../../../src/api/types.ts';
import type { MenuTemplateItem } from '../../../../src/api/tools/menuTemplateTypes.ts';
import { administrationModule, bnbMediaModule, toolsModule } from './admin.ts';
import { assetManagementModule, billingModule, energyAssetsModule } from './assets.ts';
import { toWire, walk, type CatalogueItem } from './build.ts';
import { withDeclaredLeaves } from './declared.ts';
import { templateToWire } from './templates/convert.ts';
import { devicesModule, energySavingModule, microgridModule } from './devices.ts';
import { energyModule } from './energy.ts';
import { viewableModule, type MayView } from './viewable.ts';
import { operationMaintenanceModule, operationManagementModule, operationMonitoringModule } from './operations.ts';

/**
 * The full catalogue in header-tab order, with the leaves the routes' declarations place; built
 * fresh so callers may not corrupt it.
 */
export function catalogue(): CatalogueItem[] {
  return withDeclaredLeaves([
    energyModule(),
    devicesModule(),
    energySavingModule(),
    microgridModule(),
    energyAssetsModule(),
    billingModule(),
    assetManagementModule(),
    operationMonitoringModule(),
    operationManagementModule(),
    operationMaintenanceModule(),
    bnbMediaModule(),
    toolsModule(),
    administrationModule(),
  ], DOMAIN_ROUTES);
}

/** Portal that only shows the smart-bnb module (spec §6 blocks entries for it). */
export const BNB_PORTAL = 'smart-bnb';

/**
 * The user's menu on a portal, as the server sends it: from the company's template when it has one
 * for the portal, else from the catalogue. It holds only the pages the user may view (`mayView`,
 * the role book): a module with none is left out, whatever its name (issue 35 item 4).
 */
export function viewableMenu(portalcode: string, mayView: MayView, template?: readonly MenuTemplateItem[]): MenuItemWire[] {
  const list = template ? template.map(templateToWire) : catalogue().map(toWire);
  return list
    .filter((module) => portalcode !== BNB_PORTAL || module.name === 'smart-bnb-media')
    .flatMap((module) => viewableModule(module, mayView) ?? []);
}

/** Translation key → English title for every catalogue item (for the language files). */
export function menuTitles(): Record<string, string> {
  return Object.fromEntries(walk(catalogue()).map((item) => [`menu.${item.name}`, item.title]));
}

/** Translation key → simplified Chinese title for every catalogue item. */
export function menuTitlesZh(): Record<string, string> {
  return Object.fromEntries(walk(catalogue()).map((item) => [`menu.${item.name}`, item.zh]));
}

/** Every page of the catalogue with a pid (what the list pages are registered under). */
export function cataloguePages(): CatalogueItem[] {
  return walk(catalogue()).filter((item) => item.pid);
}

/** Route names reached by the catalogue's leaves, in first-seen order. */
export function catalogueScreenKeys(): string[] {
  const pages = walk(catalogue())
    .filter((item) => !item.children && item.page)
    .map((item) => item.page as string);
  return [...new Set(pages)];
}

/** The pids of the catalogue's list leaves (served by common-page) and their history pids. */
export function listLeafPids(): { pid: string; historyPid: string }[] {
  return walk(catalogue())
    .filter((item) => item.page === 'common-page' && item.pid && item.historyPid)
    .map((item) => ({ pid: item.pid as string, historyPid: item.historyPid as string }));
}

/**
 * One manifest entry per screen key (the catalogue's first, then every other declared route: the
 * records, fullscreen and iframe screens opened by address), then one per list pid (the generic
 * list screen) and per history pid (the generic history screen), plus the fallback entry flagged
 * main (spec §4). The generic domain's screens are flagged common.
 */
export function manifestEntries(): ManifestEntry[] {
  const keys = [...new Set([...catalogueScreenKeys(), ...DOMAIN_ROUTES.map((route) => route.name)])];
  const generic = new Set(DOMAIN_ROUTES.filter((route) => route.domain === 'generic').map((route) => route.name));
  const entries: ManifestEntry[] = keys.map((key) => ({
    pid: key,
    path: `screens/${key}`,
    ...(generic.has(key) ? { common: true } : {}),
  }));
  for (const { pid, historyPid } of listLeafPids()) {
    entries.push({ pid, path: 'screens/common-page', common: true }, { pid: historyPid, path: 'screens/history', common: true });
  }
  entries.push({ pid: 'main', path: 'screens/common-page', common: true, main: true });
  return entries;
}
