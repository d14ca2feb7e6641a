import type { DomainRoute } from '../../../../src/api/routeDecl.ts';
import { leafOfRoute, walk, type CatalogueItem } from './build.ts';

/**
 * The catalogue with a leaf for each route that declares its menu place (src/api/<domain>/routes.ts)
 * and is not written here: appended to the group or module it names, titled by the route's title
 * key, so a new route is added in its domain (and its messages) alone. A place the catalogue lacks
 * is an error, not a silently missing page.
 */
export function withDeclaredLeaves(modules: CatalogueItem[], routes: readonly DomainRoute[]): CatalogueItem[] {
  const items = walk(modules);
  for (const route of routes) {
    // Its own leaf's name: its page id is p-<name>.
    const name = route.pid?.replace(/^p-/, '');
    if (!route.menu || !name || items.some((item) => item.name === name)) continue;
    const parent = items.find((item) => item.name === route.menu?.under && item.children);
    if (!parent) throw new Error(`route ${route.name} declares its menu under ${route.menu.under}, which the catalogue lacks`);
    parent.children!.push(leafOfRoute(route));
  }
  return modules;
}
