import { useLocation, useMatches } from 'react-router-dom';
import type { RouteDef } from '../routes';

function routeOfHandle(handle: unknown): RouteDef | undefined {
  return typeof handle === 'object' && handle !== null && 'route' in handle ? (handle as { route: RouteDef }).route : undefined;
}

/** The route-table entry being shown (from the router's handle) and the app path with its query. */
export function useCurrentRoute(): { route: RouteDef | undefined; path: string } {
  const matches = useMatches();
  const location = useLocation();
  const route = [...matches].reverse().map((m) => routeOfHandle(m.handle)).find(Boolean);
  return { route, path: location.pathname + location.search };
}
