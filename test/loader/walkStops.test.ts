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

  it("passes the parameters and queries the menus pass, and a route's kinds each once", () => {
    const paths = walks.flatMap(([, walk]) => walk.stops.map((stop) => stop.path));
    expect(paths).toEqual(expect.arrayContaining([
      'index/policy-execution-record/pol-st-1005-01-01/Office%20AC%20schedule',
      'carbon-cockpit-fullscreen/1',
      'index/work-overview/work-rank/1',
      'index/authority-management?role=viewer',
      'index/tenant-configuration?tab=rules',
      'index/energy-standard',
    ]));
    const policyKinds = paths.filter((path) => path.startsWith('index/device-policy-list/')).map((path) => path.split('/').at(-1));
    expect(policyKinds).toEqual(['1', '6', '7', '8', '9', '10', '11', '12', '13']);
    expect(new Set(paths).size).toBe(paths.length);
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
