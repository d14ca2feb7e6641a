import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/context';

/**
 * `/index/carbon-home/…` → `p-carbon-home`: the page of a screen the menu does not list; a
 * fullscreen wall (`/carbon-cockpit-fullscreen`) is its page's (`p-carbon-cockpit`).
 */
function routePid(pathname: string): string {
  const name = /^(?:\/index)?\/([^/?]+)/.exec(pathname)?.[1]?.replace(/-fullscreen$/, '');
  return name && name !== 'index' ? `p-${name}` : '';
}

/**
 * The page (pid) a screen's calls are made for, known at its first render: the menu entry of
 * the address on screen, else the page named after its route. (The shell makes the same entry
 * current in an effect, which runs after the screen's own first requests.)
 */
export function useScreenPid(): string {
  const { menu } = useStores();
  const { pathname, search } = useLocation();
  return menu.leafOf(pathname + search)?.item.pid || routePid(pathname);
}
