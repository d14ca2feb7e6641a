import { DOMAIN_ROUTES } from '../../../src/api/routeDeclarations.ts';
import type { PageFacts } from './core/access/seedRoles.ts';
import { walk } from './menus/build.ts';
import { catalogue } from './menus/index.ts';
import { PAGE_DEFINITIONS } from './pages/catalogue.ts';

/**
 * Every page of the catalogue as the role book's seed needs it: its module, list or screen, what it
 * supports, and a screen's grants as its route declares them.
 */
export function pageIndex(): { modules: string[]; pages: PageFacts[] } {
  const modules = catalogue();
  const moduleOf = new Map<string, string>();
  const routeOf = new Map<string, string>();
  for (const module of modules) {
    for (const item of walk([module])) {
      if (!item.pid) continue;
      moduleOf.set(item.pid, module.name);
      if (item.page) routeOf.set(item.pid, item.page);
    }
  }
  const grantsOf = new Map(DOMAIN_ROUTES.map((route) => [route.name, route.grants]));
  const pages = new Map<string, PageFacts>();
  for (const def of PAGE_DEFINITIONS) {
    for (const name of [def.name, ...(def.aliases ?? [])]) {
      const pid = `p-${name}`;
      pages.set(pid, { pid, module: moduleOf.get(pid) ?? '', kind: 'list', supports: def.actions, area: def.area ?? 'general', history: `${pid}-history` });
    }
  }
  for (const [pid, module] of moduleOf) {
    if (pages.has(pid)) continue;
    const grants = grantsOf.get(routeOf.get(pid) ?? '');
    pages.set(pid, { pid, module, kind: 'screen', supports: [], area: 'general', ...(grants ? { grants } : {}) });
  }
  return { modules: modules.map((m) => m.name), pages: [...pages.values()] };
}

/** The policy pages of a menutype: the catalogue's device-policy-list leaves with that menutype. */
export function policyPagesOf(menutype: number): string[] {
  return walk(catalogue())
    .filter((item) => item.page === 'device-policy-list' && item.pid && Number(item.params?.menutype) === menutype)
    .map((item) => item.pid as string);
}
