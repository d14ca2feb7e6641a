// A normalised menu item, the default navigation colours and the first-leaf rule: what the store
// and the shell read. Parsing the wire menu is in normalizeMenu.ts, loaded with the first answer.
import type { NavigationStyle } from '../../api/types';

/** A menu item after normalisation: one children field, booleans, `content` merged in. */
export interface MenuItem {
  name: string;
  title: string;
  tag?: string;
  /** Translation key; the title is the fallback. */
  languagesetting?: string;
  icon?: string;
  page?: string;
  params: Record<string, string>;
  query: Record<string, string>;
  pid?: string;
  historyPid?: string;
  disabled: boolean;
  hidden: boolean;
  children: MenuItem[];
  /** Origins this item lets the iframe screens embed (`content.frameOrigins`). */
  frameOrigins: string[];
  /** Live-data refresh interval of this item's page in ms (`content.refreshRate`), when set. */
  refreshRate?: number;
}

/** Default navigation colours (spec §9). */
export const DEFAULT_NAV_STYLE: Required<NavigationStyle> = {
  headerBackground: '#191919',
  headerFont: '#ffffff',
  headerSelected: '#007fff',
  sideBackground: '#ffffff',
  sideFont: '#1f1f1f',
  sideSelected: '#007fff',
};

/** First enabled, visible leaf of an item, depth first. */
export function firstEnabledLeaf(item: MenuItem): MenuItem | undefined {
  if (item.disabled || item.hidden) return undefined;
  if (item.children.length === 0) return item.page ? item : undefined;
  for (const child of item.children) {
    const leaf = firstEnabledLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}
