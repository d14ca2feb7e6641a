import { createContext, useContext } from 'react';
import { matchRoutes } from 'react-router-dom';
import { INDEX_ROUTES, fullPattern, type RouteDef } from '../routes';
import type { ScreenLoader } from './ScreenLoader';

/**
 * Starts fetching the code a signed-in path needs, the layout and the path's screen, while the
 * user signs in (issue 39 §6: on a slow network those chunks otherwise wait for the sign-in, the
 * session and the menus, one after another). Fire and forget; a failure costs nothing but the try.
 */
export type WarmUp = (path: string) => void;

/** No provider (a screen rendered alone): nothing to warm. */
export const WarmUpContext = createContext<WarmUp>(() => undefined);

export const useWarmUp = (): WarmUp => useContext(WarmUpContext);

/** The /index route a path opens, if any ('/index/work-overview/work-overview?x=1' → work-overview). */
function indexRouteOf(path: string, table: ReadonlyArray<{ path: string; route: RouteDef }>): RouteDef | undefined {
  const pathname = path.split(/[?#]/)[0]!;
  return matchRoutes([...table], pathname)?.[0]?.route.route;
}

export function createWarmUp({ layout, loader }: { layout: () => Promise<unknown>; loader: Pick<ScreenLoader, 'prefetch'> }): WarmUp {
  const table = INDEX_ROUTES.map((route) => ({ path: fullPattern(route), route }));
  let layoutAsked = false;
  return (path) => {
    if (!/^\/index([/?#]|$)/.test(path)) return;
    if (!layoutAsked) {
      layoutAsked = true;
      // Asked again on the next call when it failed.
      layout().catch(() => (layoutAsked = false));
    }
    const route = indexRouteOf(path, table);
    if (route) loader.prefetch(route.name);
  };
}
