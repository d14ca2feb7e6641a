import { useEffect } from 'react';
import type { MenuStore } from '../../stores/MenuStore';
import { useStores } from '../../stores/context';

export interface PagePidOptions {
  /** The screen's page key: without a menu entry of its own, a screen borrows the pid of an entry that opens the same page… */
  screen?: string;
  /** …preferring one with these parameters (another policy's execution record, say). */
  params?: Readonly<Record<string, string>>;
  /** The page's own pid, when neither the menu entry nor a borrowed one gives it (a link from another screen). */
  fallback?: string;
}

/** The pid of a menu entry that opens `screen`, preferring one with the same parameters; '' when none. */
function borrowedPid(menu: MenuStore, screen: string, params: Readonly<Record<string, string>>): string {
  const leaves = [...menu.leafIndex.values()].map((l) => l.item).filter((item) => item.page === screen && item.pid);
  const same = leaves.find((item) => Object.entries(params).every(([key, value]) => item.params[key] === value));
  return (same ?? leaves[0])?.pid ?? '';
}

/**
 * The pid whose permissions a screen works under: its menu entry's, else one borrowed from an
 * entry of the same screen, else its fallback. Permissions of a pid not its own are loaded here.
 */
export function usePagePid({ screen, params = {}, fallback = '' }: PagePidOptions = {}): string {
  const { menu, pages } = useStores();
  const own = pages.currentPid;
  const other = own ? '' : (screen ? borrowedPid(menu, screen, params) : '') || fallback;
  useEffect(() => {
    if (other) pages.load(other);
  }, [pages, other]);
  return own || other;
}
