// @vitest-environment node
import { DOMAIN_ROUTES } from '../../src/api/routeDeclarations';
import { walkStops, type DomainWalk } from '../../src/loader/domain';
import { routeByName } from '../../src/routes';

const descriptors = import.meta.glob<{ walk?: DomainWalk; domain: { name: string } }>('../../src/screens/*/domain.ts', { eager: true });
const walks = Object.values(descriptors).flatMap(({ walk, domain }) => (walk ? [[domain.name, walk] as const] : []));

describe("the e2e walk's stops (the declarations plus the domains' walk parameters)", () => {
  it.each(walks)('%s: stops at every route it declares, in the declared order', (name, walk) => {
    const declared = DOMAIN_ROUTES.filter((route) => route.domain === name).map((route) => route.name);
    expect([...new Set(walk.stops.map((stop) => stop.route))]).toEqual(declared);
  });

  it('walks the same stops as before the declarations (per domain)', () => {
    const counts = Object.fromEntries(walks.map(([name, walk]) => [name, walk.stops.length]));
    expect(counts).toEqual({ admin: 5, billing: 8, devices: 28, energy: 48, operations: 22, signage: 6, smartbnb: 4, tools: 6 });
    const paths = walks.flatMap(([, walk]) => walk.stops.map((stop) => stop.path));
    expect(paths).toContain('index/policy-execution-record/pol-st-1005-01-01/Office%20AC%20schedule');
    expect(paths).toContain('carbon-cockpit-fullscreen/1');
    expect(paths).toContain('index/work-overview/work-rank/1');
    expect(paths).toContain('index/authority-management?role=viewer');
    expect(paths).toContain('index/energy-standard');
  });

  it('builds a stop from its route and parameters, and refuses strays and missing parameters', () => {
    const ac = routeByName('common-ac')!;
    const home = routeByName('home')!;
    expect(walkStops([home, ac], { 'common-ac': [{ params: { actype: '2' }, live: false }], home: { query: { a: 'b c' } } })).toEqual([
      { route: 'home', path: 'index/home?a=b+c' },
      { route: 'common-ac', path: 'index/common-ac/2', live: false },
    ]);
    expect(() => walkStops([home, ac], {})).toThrow('common-ac');
    expect(() => walkStops([home], { 'no-such-route': {} })).toThrow('no-such-route');
  });
});
