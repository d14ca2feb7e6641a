import { SCREEN_REGISTRY } from '../../src/app/screens';
import { ALL_ROUTES } from '../../src/routes';
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
