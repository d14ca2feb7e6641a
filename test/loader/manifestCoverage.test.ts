import { SCREEN_REGISTRY } from '../../src/app/screens';
import { ALL_ROUTES, routeByName } from '../../src/routes';
import { DEVICE_SCREEN_KEYS } from '../../src/screens/devices/keys';
import { DEVICE_SCREENS } from '../../src/screens/devices/registry';
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

describe.each([
  ['energy', ENERGY_SCREENS, ENERGY_SCREEN_KEYS, 'carbon-home'],
  ['device', DEVICE_SCREENS, DEVICE_SCREEN_KEYS, 'common-ac'],
] as const)('the %s screens registry (a chunk of its own)', (_domain, registry, keys, sample) => {
  it('lists exactly the keys the entry knows, each a route, and resolves each to a real screen', async () => {
    expect(Object.keys(registry).sort()).toEqual(keys.map((key) => `screens/${key}`).sort());
    expect(keys.filter((key) => !routeByName(key))).toEqual([]);
    const placeholder = (await import('../../src/loader/PlaceholderScreen')).default;
    const module = await SCREEN_REGISTRY[`screens/${sample}`]!();
    expect(module.default).toBeTypeOf('function');
    expect(module.default).not.toBe(placeholder);
  });
});
