import { PAGE_ACTIONS, type PageAction } from '../../../../../src/api/pageConfig.ts';
import { actionKey, moduleKey, pageKey, type PermModule, type RolePerms } from '../../../../../src/api/access/types.ts';
import type { ModuleGrant, PageRecord, RoleBook, RoleRecord } from '../../core/access/roleBook.ts';

/** Every page of the book by module, with the actions it supports (pages of no module last), titled. */
export function catalogueOf(book: RoleBook, pageTitle: (pid: string) => { name: string; title: string }, moduleTitle: (module: string) => string): PermModule[] {
  const byModule = new Map<string, PageRecord[]>();
  for (const module of [...book.data.modules, '']) byModule.set(module, []);
  for (const page of book.allPages()) byModule.get(page.module)?.push(page);
  return [...byModule].filter(([, pages]) => pages.length > 0).map(([module, pages]) => ({
    module,
    title: moduleTitle(module),
    pages: pages.map((p) => ({ pid: p.pid, ...pageTitle(p.pid), actions: [...(p.actions ?? [])] })),
  }));
}

/** A role's grants as (pid, action) pairs keyed `a:<pid>:<action>`. */
export function grantedKeys(role: RoleRecord): Set<string> {
  const keys = new Set<string>();
  for (const grant of Object.values(role.modules)) for (const [pid, actions] of Object.entries(grant.pages)) for (const a of actions) keys.add(actionKey(pid, a));
  return keys;
}

/**
 * The tree state of a role: an action is checked when granted, a page or module when every
 * action under it is, half-checked when some are. Only the fully checked go in `checked`.
 */
export function treeOf(role: RoleRecord, catalogue: readonly PermModule[]): Pick<RolePerms, 'role' | 'checked' | 'halfChecked'> {
  const granted = grantedKeys(role);
  const checked: string[] = [];
  const halfChecked: string[] = [];
  const mark = (key: string, all: boolean, some: boolean) => (all ? checked.push(key) : some ? halfChecked.push(key) : undefined);
  for (const module of catalogue) {
    let moduleAll = module.pages.length > 0;
    let moduleSome = false;
    for (const page of module.pages) {
      const held = page.actions.filter((a) => granted.has(actionKey(page.pid, a)));
      for (const a of held) checked.push(actionKey(page.pid, a));
      const all = page.actions.length > 0 && held.length === page.actions.length;
      mark(pageKey(page.pid), all, held.length > 0);
      moduleAll &&= all;
      moduleSome ||= held.length > 0;
    }
    mark(moduleKey(module.module), moduleAll, moduleSome);
  }
  return { role: role.name, checked, halfChecked };
}

/** The action keys a save grants: only action leaves count (parents follow from them). */
export function actionsFromKeys(keys: readonly string[], pages: ReadonlyMap<string, PageRecord>): Map<string, PageAction[]> {
  const out = new Map<string, PageAction[]>();
  for (const key of keys) {
    const match = /^a:(.+):([a-z]+)$/.exec(key);
    if (!match) continue;
    const [, pid, action] = match as unknown as [string, string, PageAction];
    const page = pages.get(pid);
    if (!page || !PAGE_ACTIONS.includes(action) || !(page.actions ?? PAGE_ACTIONS).includes(action)) continue;
    const list = out.get(pid) ?? [];
    if (!list.includes(action)) list.push(action);
    out.set(pid, list);
  }
  return out;
}

/**
 * The role's modules after a save: the pages' new actions, from the action leaves alone (a module
 * or page key sent checked or half-checked grants nothing).
 */
export function modulesFrom(actions: ReadonlyMap<string, PageAction[]>, pages: readonly PageRecord[]): Record<string, ModuleGrant> {
  const modules: Record<string, ModuleGrant> = {};
  for (const page of pages) {
    const grant = (modules[page.module] ??= { pages: {} });
    const order = page.actions ?? PAGE_ACTIONS;
    grant.pages[page.pid] = order.filter((a) => actions.get(page.pid)?.includes(a));
  }
  return modules;
}

/** The name a role shows: its title, else its key capitalised (the seeded roles have no title). */
export function titleOf(role: Pick<RoleRecord, 'name' | 'title'>): string {
  return role.title ?? role.name.charAt(0).toUpperCase() + role.name.slice(1);
}
