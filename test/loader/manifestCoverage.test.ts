// @vitest-environment node
import { DOMAIN_ROUTES } from '../../src/api/routeDeclarations';
import { SCREEN_DOMAINS, SCREEN_REGISTRY } from '../../src/app/screens';
import { ALL_ROUTES, INDEX_ROUTES, routeByName } from '../../src/routes';
import { setupMockBackend } from '../support/backend';

const backend = setupMockBackend();

describe("the mock's manifest and the app's registry", () => {
  it('every routed screen key has its own manifest entry whose path the registry knows', () => {
    const entries = backend.db.menus.manifest();
    const keys = ALL_ROUTES.filter((r) => !r.open && r.name !== 'index').map((r) => r.name);
    const missing = keys.filter((key) => !entries.some((e) => e.pid === key));
    expect(missing).toEqual([]);
    const unknownPaths = entries.filter((e) => !(e.path in SCREEN_REGISTRY)).map((e) => e.path);
    expect(unknownPaths).toEqual([]);
  });

  it('builds every routed screen: no route is left to the placeholder, as many as the domains declare', () => {
    const built = new Set(SCREEN_DOMAINS.flatMap((d) => d.keys));
    const routed = ALL_ROUTES.filter((r) => !r.open && r.name !== 'index');
    expect(routed.filter((r) => !built.has(r.name)).map((r) => r.name)).toEqual([]);
    expect(routed).toHaveLength(DOMAIN_ROUTES.length);
    expect(built.size).toBe(DOMAIN_ROUTES.length);
  });

  // The spec's 117 are pinned by name and path in test/routes.test.ts; a domain's new route needs no edit here.
  it('has every route inside /index declared by a domain', () => {
    expect(INDEX_ROUTES.filter((r) => !r.domain).map((r) => r.name)).toEqual([]);
  });

  it("each domain builds exactly the routes it declares (src/api/<domain>/routes.ts), in their order", () => {
    for (const domain of SCREEN_DOMAINS) {
      expect(domain.keys, domain.name).toEqual(DOMAIN_ROUTES.filter((r) => r.domain === domain.name).map((r) => r.name));
    }
    expect(new Set(DOMAIN_ROUTES.map((r) => r.domain))).toEqual(new Set(SCREEN_DOMAINS.map((d) => d.name)));
  });

  it('gives every declared route a manifest entry of its own, the generic ones flagged common', () => {
    const entries = new Map(backend.db.menus.manifest().map((e) => [e.pid, e]));
    for (const route of DOMAIN_ROUTES) {
      expect(entries.get(route.name), route.name).toEqual({ pid: route.name, path: `screens/${route.name}`, ...(route.domain === 'generic' ? { common: true } : {}) });
    }
  });

  it('has exactly one fallback entry flagged main', () => {
    expect(backend.db.menus.manifest().filter((e) => e.main === true)).toHaveLength(1);
  });

  it('every domain descriptor in src/screens is among the app\'s domains, and no key is built twice', () => {
    const files = Object.keys(import.meta.glob('../../src/screens/*/domain.ts'));
    const names = files.map((file) => file.split('/').at(-2));
    expect(SCREEN_DOMAINS.map((d) => d.name).sort()).toEqual(names.sort());
    const keys = SCREEN_DOMAINS.flatMap((d) => d.keys);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe.each(SCREEN_DOMAINS.map((domain) => [domain.name, domain] as const))('the %s screens registry (a chunk of its own)', (_name, domain) => {
  it('lists exactly the keys the entry knows, each a declared route, and resolves each to a real screen', async () => {
    const registry = await domain.registry();
    expect(Object.keys(registry).sort()).toEqual(domain.keys.map((key) => `screens/${key}`).sort());
    expect(domain.keys.filter((key) => !routeByName(key))).toEqual([]);
    const placeholder = (await import('../../src/loader/PlaceholderScreen')).default;
    const module = await SCREEN_REGISTRY[`screens/${domain.keys[0]}`]!();
    // A function component, or one wrapped by observer (a memo object).
    const component = module.default as unknown as { $$typeof?: symbol };
    expect(typeof component === 'function' || component.$$typeof === Symbol.for('react.memo')).toBe(true);
    expect(module.default).not.toBe(placeholder);
  });
});
