import { useEffect } from 'react';
import { useStores } from '../../../stores/context';

/**
 * The pid whose permissions a screen works under: its menu entry's, else (a route parameter the
 * user's menu does not list, such as another policy's execution record) the pid of an entry that
 * opens the same screen, preferring one with the same parameters. Its permissions are loaded.
 */
export function useScreenPid(page: string, params: Record<string, string> = {}): string {
  const { menu, pages } = useStores();
  const own = pages.currentPid;
  let borrowed = '';
  if (!own) {
    const leaves = [...menu.leafIndex.values()].map((l) => l.item).filter((item) => item.page === page && item.pid);
    const same = leaves.find((item) => Object.entries(params).every(([key, value]) => item.params[key] === value));
    borrowed = (same ?? leaves[0])?.pid ?? '';
  }
  useEffect(() => {
    if (borrowed) pages.load(borrowed);
  }, [pages, borrowed]);
  return own || borrowed;
}
