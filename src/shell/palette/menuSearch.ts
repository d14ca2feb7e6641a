import { pathOfItem } from '../../stores/MenuStore';
import type { MenuItem } from '../../stores/menu/normalizeMenu';
import { shownOnPortal } from '../menuRules';

/** A menu leaf the palette can open, with the texts it is found by (in the current language). */
export interface MenuEntry {
  key: string;
  path: string;
  title: string;
  module: string;
  /** The groups between the module and the leaf, outermost first. */
  groups: string[];
  pid?: string;
}

/**
 * Every leaf someone could open from the menus: not disabled or hidden, nor below a disabled or
 * hidden group or module, nor blocked on this portal, and with a known route. Menu order.
 */
export function collectEntries(modules: MenuItem[], label: (item: MenuItem) => string, portal: string): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const walk = (item: MenuItem, trail: MenuItem[]) => {
    if (item.disabled || item.hidden || !shownOnPortal(item, portal)) return;
    if (item.children.length > 0) {
      for (const child of item.children) walk(child, [...trail, item]);
      return;
    }
    const path = pathOfItem(item);
    const [module, ...groups] = trail;
    if (!path || !module) return;
    entries.push({ key: `${module.name}/${item.name}`, path, title: label(item), module: label(module), groups: groups.map(label), pid: item.pid });
  };
  for (const module of modules) walk(module, []);
  return entries;
}

/**
 * Case-insensitive substring search over the title, the module and group titles and the pid.
 * Titles that start with the query come first, then titles that contain it, then the rest; menu
 * order within each. An empty query lists everything.
 */
export function searchEntries(entries: MenuEntry[], query: string): MenuEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return entries;
  const ranked: MenuEntry[][] = [[], [], []];
  for (const entry of entries) {
    const title = entry.title.toLocaleLowerCase();
    if (title.startsWith(needle)) ranked[0]!.push(entry);
    else if (title.includes(needle)) ranked[1]!.push(entry);
    else if ([entry.module, ...entry.groups, entry.pid ?? ''].some((text) => text.toLocaleLowerCase().includes(needle))) ranked[2]!.push(entry);
  }
  return ranked.flat();
}
