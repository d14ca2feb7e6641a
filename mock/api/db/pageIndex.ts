import type { PageFacts } from './core/access/seedRoles.ts';
import { walk } from './menus/build.ts';
import { catalogue } from './menus/index.ts';
import { PAGE_DEFINITIONS } from './pages/catalogue.ts';

/** Every page of the catalogue as the role book's seed needs it: its module, list or screen, what it supports. */
export function pageIndex(): { modules: string[]; pages: PageFacts[] } {
  const modules = catalogue();
  const moduleOf = new Map<string, string>();
  for (const module of modules) for (const item of walk([module])) if (item.pid) moduleOf.set(item.pid, module.name);
  const pages = new Map<string, PageFacts>();
  for (const def of PAGE_DEFINITIONS) {
    for (const name of [def.name, ...(def.aliases ?? [])]) {
      const pid = `p-${name}`;
      pages.set(pid, { pid, module: moduleOf.get(pid) ?? '', kind: 'list', supports: def.actions, area: def.area ?? 'general', history: `${pid}-history` });
    }
  }
  for (const [pid, module] of moduleOf) if (!pages.has(pid)) pages.set(pid, { pid, module, kind: 'screen', supports: [], area: 'general' });
  return { modules: modules.map((m) => m.name), pages: [...pages.values()] };
}

/** The policy pages of a menutype: the catalogue's device-policy-list leaves with that menutype. */
export function policyPagesOf(menutype: number): string[] {
  return walk(catalogue())
    .filter((item) => item.page === 'device-policy-list' && item.pid && Number(item.params?.menutype) === menutype)
    .map((item) => item.pid as string);
}
