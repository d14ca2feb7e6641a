import type { PageFacts } from '../core/access/seedRoles.ts';
import { walk } from '../menus/build.ts';
import { catalogue } from '../menus/index.ts';
import { PAGE_DEFINITIONS } from './catalogue.ts';

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
