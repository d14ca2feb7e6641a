import { DOMAIN_ROUTES } from './api/routeDeclarations';
import type { RouteDef } from './api/routeDecl';

export type { RouteDef, RouteModule } from './api/routeDecl';

/**
 * THE route table: every route of spec §2, composed from the domains' declarations
 * (src/api/<domain>/routes.ts) and the few routes of sign-in and the shell. Route names are what
 * menu items carry in `page`. Paths of /index children are relative to /index.
 */
const SHELL_ROUTES: RouteDef[] = [
  { name: 'transition', path: '/transition', module: 'auth', parent: 'root', open: true },
  { name: 'login', path: '/login', module: 'auth', parent: 'root', open: true },
  { name: 'register', path: '/register', module: 'auth', parent: 'root', open: true },
  { name: 'index', path: '/index', module: 'shell', parent: 'root' },
];

export const ALL_ROUTES: readonly RouteDef[] = [...SHELL_ROUTES, ...DOMAIN_ROUTES];

export const TOP_ROUTES: readonly RouteDef[] = ALL_ROUTES.filter((route) => route.parent === 'root');

export const INDEX_ROUTES: readonly RouteDef[] = ALL_ROUTES.filter((route) => route.parent === 'index');

const BY_NAME = new Map(ALL_ROUTES.map((r) => [r.name, r]));

export function routeByName(name: string | undefined): RouteDef | undefined {
  return name ? BY_NAME.get(name) : undefined;
}

/** Absolute app path of a route (without the router base). */
export function fullPattern(route: RouteDef): string {
  return route.parent === 'index' ? `/index/${route.path}` : route.path;
}

/**
 * Fills a route's pattern with params (missing optional ones are dropped) and appends the
 * query. Returns null when a required parameter is missing.
 */
export function buildPath(name: string, params: Record<string, string> = {}, query: Record<string, string> = {}): string | null {
  const route = routeByName(name);
  if (!route) return null;
  const parts: string[] = [];
  // Once an optional parameter is missing the path ends there: a later value would
  // otherwise slide into the missing one's place.
  let ended = false;
  for (const segment of fullPattern(route).split('/')) {
    const optional = segment.endsWith('?');
    const key = segment.startsWith(':') ? segment.slice(1, optional ? -1 : undefined) : null;
    const value = key ? params[key] : undefined;
    const present = value !== undefined && value !== '';
    if (ended) {
      if (key === null || !optional || present) return null;
      continue;
    }
    if (key === null) parts.push(segment);
    else if (present) parts.push(encodeURIComponent(value));
    else if (optional) ended = true;
    else return null;
  }
  const search = new URLSearchParams(query).toString();
  return parts.join('/') + (search ? `?${search}` : '');
}
