import { buildPath, type RouteDef } from '../routes';
import type { ScreenRegistry } from './registry';

/**
 * One screen domain (a folder of src/screens), declared in its `domain.ts` as `domain`. The app's
 * registry and the manifest coverage test loop over these, so a new domain is its routes
 * (src/api/<name>/routes.ts, a line in src/api/routeDeclarations.ts), its descriptor and a line in
 * app/screens.ts.
 */
export interface ScreenDomain {
  /** Its folder under src/screens. */
  name: string;
  /** Route names it builds (manifest path `screens/<key>`): its declared routes' names (src/api/<domain>/routes.ts). */
  keys: readonly string[];
  /** Its registry, a lazy chunk of its own, loaded on the domain's first screen. */
  registry: () => Promise<ScreenRegistry>;
}

/**
 * A route the e2e walk opens (with the parameters the menus pass) and what shows that its data
 * arrived: by default a table row and a "last updated" stamp; screens without a live table name
 * their own selector (`ready`, inside `[data-screen="<route>"]`) and set `live: false`.
 */
export interface WalkStop {
  route: string;
  path: string;
  /** In a `settled` stop: what shows its data besides the kinds the walk knows (a form's saved values). */
  ready?: string;
  live?: boolean;
  /** How this stop shows its data arrived, when not as its walk's other stops do (a domain with both kinds). */
  check?: DomainWalk['check'];
  /** A `settled` stop whose seeded data is empty: it must show its empty state (else its data). */
  empty?: boolean;
}

/**
 * A domain's e2e walk, exported beside its descriptor as `walk` (a separate export, so the stops
 * stay out of the entry). `ready`: each stop waits for its ready selector; `settled`: each stop
 * waits for its skeletons to go and must show its own data (table rows, chart points, KPI figures,
 * list items; test/e2e/support/walk.ts) or, when it says its seed is `empty`, its empty state.
 */
export interface DomainWalk {
  check: 'ready' | 'settled';
  /** The demo account that walks it (default the operator; administration needs the admin, smart-bnb its host). */
  account?: 'operator' | 'admin' | 'bnbhost';
  stops: readonly WalkStop[];
}

/** A walk stop as a domain writes it: the route's parameters and query (as the menus pass them) and how its data shows. */
export type StopParams = Omit<WalkStop, 'route' | 'path'> & {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
};

/**
 * A domain's walk stops: each declared route in its declared order, once per entry of its
 * parameters, or once as it is when it has none (a route that needs a parameter must name one).
 * Call it marked `@__PURE__`, so the stops stay out of the entry.
 */
export function walkStops(routes: readonly RouteDef[], stops: Readonly<Record<string, StopParams | readonly StopParams[]>>): WalkStop[] {
  const strays = Object.keys(stops).filter((name) => !routes.some((route) => route.name === name));
  if (strays.length > 0) throw new Error(`walk stops for routes the domain does not declare: ${strays.join(', ')}`);
  return routes.flatMap((route) => {
    const entry = stops[route.name] ?? {};
    const entries: readonly StopParams[] = Array.isArray(entry) ? entry : [entry as StopParams];
    return entries.map(({ params, query, ...how }) => {
      const path = buildPath(route.name, params, query);
      if (path === null) throw new Error(`the walk stop of ${route.name} lacks a parameter its path needs`);
      return { route: route.name, path: path.replace(/^\//, ''), ...how };
    });
  });
}
