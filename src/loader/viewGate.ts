import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { RouteDef } from '../routes';
import { useStores } from '../stores/context';

/** Generic screens whose page is the one named in their `:pid` parameter. */
const PID_ROUTES: ReadonlySet<string> = new Set(['detail', 'add', 'history', 'common-page']);

/**
 * The pid of a page opened by address: a generic screen's `:pid`, else the catalogue's rule for a
 * screen (`p-<route>`); '' for a route that names no page (an iframe link).
 */
export function pidOfAddress(route: RouteDef, params: Readonly<Record<string, string | undefined>>): string {
  if (PID_ROUTES.has(route.name)) return params.pid ?? '';
  return route.name === 'card-iframe' ? '' : `p-${route.name}`;
}

export type ViewGate = { status: 'open' } | { status: 'checking' } | { status: 'denied'; pid: string };

/**
 * Issue 35 item 4: a shell page the menu does not list may still be one the user may view (a
 * route parameter, a link from another screen), so its page is asked for once; a page the server
 * knows and refuses `view` on is denied before its screen loads (no refusal toast, no Retry).
 */
export function useViewGate(route: RouteDef): ViewGate {
  const { menu, pages } = useStores();
  const { pathname, search } = useLocation();
  const params = useParams();
  const listed = menu.leafOf(pathname + search) !== undefined;
  const menuKnown = menu.status === 'ready' || menu.status === 'error';
  const pid = route.parent === 'index' && menuKnown && !listed ? pidOfAddress(route, params) : '';
  useEffect(() => pages.checkView(pid), [pages, pid]);
  if (route.parent !== 'index' || listed) return { status: 'open' };
  if (!menuKnown) return { status: 'checking' };
  if (!pid) return { status: 'open' };
  const access = pages.viewAccess(pid);
  if (access === 'loading') return { status: 'checking' };
  return access === 'none' ? { status: 'denied', pid } : { status: 'open' };
}
