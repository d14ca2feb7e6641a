import { useEffect } from 'react';
import { useStores } from '../../../stores/context';

/**
 * The pid a billing screen works under: its menu entry's, else its own page id (a link from
 * another screen, or a menu that names the route differently); its permissions are loaded.
 */
export function usePagePid(fallback: string): string {
  const { pages } = useStores();
  const pid = pages.currentPid || fallback;
  useEffect(() => {
    pages.load(pid);
  }, [pages, pid]);
  return pid;
}
