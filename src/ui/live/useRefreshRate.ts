import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { MENU_REFRESH_RATE_MS } from '../../stores/MenuStore';

/** The live-data interval of the page on screen: its menu item's `refreshRate`, else spec §9's 10000 ms. */
export function useRefreshRate(): number {
  const { menu } = useStores();
  const { pathname, search } = useLocation();
  return menu.leafOf(pathname + search)?.item.refreshRate ?? MENU_REFRESH_RATE_MS;
}
