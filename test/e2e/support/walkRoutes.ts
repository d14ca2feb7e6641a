// Each account's routes as the walks see them (the screen domains' `walk` descriptors, whose stops
// are every route the domain declares in src/api/<domain>/routes.ts with the parameters its walk
// gives them): the chaos walk (chaos.e2e.ts) and the bench's walk row (test/bench/network) walk the same list.
import type { DomainWalk, WalkStop } from '../../../src/loader/domain';

export type WalkAccount = NonNullable<DomainWalk['account']>;

const descriptors = import.meta.glob<{ walk?: DomainWalk }>('../../../src/screens/*/domain.ts', { eager: true });

/** Each account's routes, once each (a route's first stop), in the descriptors' order. */
export function routesByAccount(): Map<WalkAccount, WalkStop[]> {
  const routes = new Map<WalkAccount, WalkStop[]>();
  for (const { walk } of Object.values(descriptors)) {
    if (!walk) continue;
    const stops = routes.get(walk.account ?? 'operator') ?? [];
    for (const stop of walk.stops) if (!stops.some((s) => s.route === stop.route)) stops.push(stop);
    routes.set(walk.account ?? 'operator', stops);
  }
  return routes;
}
