import { SCREEN_REGISTRY } from '../../src/app/screens';
import { ALL_ROUTES, routeByName } from '../../src/routes';
import { ENERGY_SCREEN_KEYS } from '../../src/screens/energy/keys';
import { ENERGY_SCREENS } from '../../src/screens/energy/registry';
import { setupMockBackend } from '../support/backend';

const backend = setupMockBackend();

describe("the mock's manifest and the app's registry", () => {
  it('every routed screen key has its own manifest entry whose path the registry knows', () => {
    const entries = backend.db.manifest();
    const keys = ALL_ROUTES.filter((r) => !r.open && r.name !== 'index').map((r) => r.name);
    const missing = keys.filter((key) => !entries.some((e) => e.pid === key));
    expect(missing).toEqual([]);
    const unknownPaths = entries.filter((e) => !(e.path in SCREEN_REGISTRY)).map((e) => e.path);
    expect(unknownPaths).toEqual([]);
  });

  it('has exactly one fallback entry flagged main', () => {
    expect(backend.db.manifest().filter((e) => e.main === true)).toHaveLength(1);
  });
});

describe('the energy screens registry (a chunk of its own)', () => {
  it('lists exactly the keys the entry knows, each a route, and resolves each to a real screen', async () => {
    expect(Object.keys(ENERGY_SCREENS).sort()).toEqual(ENERGY_SCREEN_KEYS.map((key) => `screens/${key}`).sort());
    expect(ENERGY_SCREEN_KEYS.filter((key) => !routeByName(key))).toEqual([]);
    const placeholder = (await import('../../src/loader/PlaceholderScreen')).default;
    const module = await SCREEN_REGISTRY['screens/carbon-home']!();
    expect(module.default).toBeTypeOf('function');
    expect(module.default).not.toBe(placeholder);
  });
});
