import type { DomainRoute } from '../../../../src/api/routeDecl.ts';
import { DOMAIN_ROUTES } from '../../../../src/api/routeDeclarations.ts';
import type { MenuItemWire } from '../../../../src/api/types.ts';
import { messageTitles } from './messageTitles.ts';

/**
 * A menu item of the mock catalogue: the wire item plus its Chinese title (for the lead's
 * language files) and its children, serialised under `subList` or the legacy `sub_menu`.
 */
export interface CatalogueItem extends Omit<MenuItemWire, 'subList' | 'sub_menu'> {
  name: string;
  title: string;
  zh: string;
  children?: CatalogueItem[];
  /** The real server uses both spellings; one group keeps `sub_menu` so the app must normalise. */
  legacyChildren?: boolean;
}

export type LeafExtra = Partial<
  Pick<MenuItemWire, 'params' | 'query' | 'icon' | 'disabled' | 'disable' | 'hidden' | 'content' | 'historyPid'>
>;

/** A leaf opening route `page`; pid is `p-<name>`. */
export function leaf(name: string, title: string, zh: string, page: string, extra: LeafExtra = {}): CatalogueItem {
  return { name, title, zh, languagesetting: `menu.${name}`, page, pid: `p-${name}`, ...extra };
}

/**
 * A route's own leaf, from its declaration (src/api/<domain>/routes.ts): its page id (p-<leaf>) and
 * its title key's words in the language files. Only where it sits in the menu, and any parameters
 * the menu passes, are written in the catalogue.
 */
export function leafOfRoute(route: DomainRoute, extra: LeafExtra = {}): CatalogueItem {
  if (!route.pid) throw new Error(`route ${route.name} declares no menu leaf of its own`);
  const { title, zh } = messageTitles(route.title);
  return leaf(route.pid.replace(/^p-/, ''), title, zh, route.name, extra);
}

/** The own leaf of a declared route, by its name. */
export function routeLeaf(name: string, extra: LeafExtra = {}): CatalogueItem {
  const route = DOMAIN_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no declared route ${name}`);
  return leafOfRoute(route, extra);
}

/** A list of records served by the generic common-page screen, with its history pid. */
export function list(name: string, title: string, zh: string, extra: LeafExtra = {}): CatalogueItem {
  return leaf(name, title, zh, 'common-page', {
    params: { pid: `p-${name}` },
    historyPid: `p-${name}-history`,
    ...extra,
  });
}

/** A disabled list placeholder (the catalogue has many, spec §2). */
export function placeholder(name: string, title: string, zh: string): CatalogueItem {
  return list(name, title, zh, { disabled: 1 });
}

export function group(
  name: string,
  title: string,
  zh: string,
  icon: string,
  children: CatalogueItem[],
  extra: Pick<CatalogueItem, 'disabled' | 'hidden' | 'legacyChildren' | 'content'> = {},
): CatalogueItem {
  return { name, title, zh, languagesetting: `menu.${name}`, icon, children, ...extra };
}

/** A top-level module: a group with a tag, shown as a header tab. */
export function topModule(tag: string, name: string, title: string, zh: string, icon: string, children: CatalogueItem[]): CatalogueItem {
  return { tag, ...group(name, title, zh, icon, children) };
}

/** Strips mock-only fields and serialises children the way the server does. */
export function toWire(item: CatalogueItem): MenuItemWire {
  const { zh: _zh, children, legacyChildren, ...wire } = item;
  void _zh;
  if (!children) return wire;
  const sub = children.map(toWire);
  return legacyChildren ? { ...wire, sub_menu: sub } : { ...wire, subList: sub };
}

/** Every item of a tree, depth first, parents before children. */
export function walk(items: readonly CatalogueItem[]): CatalogueItem[] {
  const out: CatalogueItem[] = [];
  const visit = (item: CatalogueItem): void => {
    out.push(item);
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  return out;
}
