import type { MenuStore } from '../../stores/MenuStore';

/**
 * The pages that show the parent businesses' figures (the project overview, home and the CMI
 * home and map all frame the same portfolio), in the order the portfolio prefers to read under.
 */
export const PORTFOLIO_PIDS: readonly string[] = ['p-project-overview', 'p-home', 'p-cmihome', 'p-cmi-project-map'];

/**
 * The page the portfolio reads its figures under: the first of its pages the user's menu holds
 * (the menu is exactly what the user may view, issue 35 item 4); undefined when it holds none,
 * and then there is no portfolio to show.
 */
export function portfolioPid(menu: Pick<MenuStore, 'leafIndex'>): string | undefined {
  const held = new Set([...menu.leafIndex.values()].flatMap((leaf) => leaf.item.pid ?? []));
  return PORTFOLIO_PIDS.find((pid) => held.has(pid));
}
