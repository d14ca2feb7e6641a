import type { SubApp } from '../../src/api/types';
import { filterSubApps } from '../../src/stores/SubAppStore';
import { setupMockBackend } from '../support/backend';
import { signedInRoot } from '../support/testRoot';

setupMockBackend();

const app = (key: string, extra: Partial<SubApp> = {}): SubApp => ({
  key, name: key, icon: '', online: true, whitelist: [], main: true, entry: `/${key}/`, ...extra,
});
const APPS = [
  app('main'),
  app('secondary', { main: false }),
  app('offline', { online: false }),
  app('only-u1', { whitelist: ['u1'], main: false }),
];
const keys = (apps: SubApp[]) => apps.map((a) => a.key);

describe('sub-app filter (spec §6)', () => {
  it('issupportswitch 0: none', () => {
    expect(filterSubApps(APPS, 'u1', 'none')).toEqual([]);
  });

  it('issupportswitch 1: online main apps only', () => {
    expect(keys(filterSubApps(APPS, 'u1', 'main'))).toEqual(['main']);
  });

  it('otherwise: all online apps whose whitelist is empty or names the user', () => {
    expect(keys(filterSubApps(APPS, 'u1', 'all'))).toEqual(['main', 'secondary', 'only-u1']);
    expect(keys(filterSubApps(APPS, 'u2', 'all'))).toEqual(['main', 'secondary']);
  });
});

describe('SubAppStore', () => {
  it('loads only when embedded', async () => {
    const standalone = await signedInRoot('admin', 'admin123', { mode: 'standalone' });
    expect(standalone.root.subApps.all).toEqual([]);
    standalone.dispose();
    const embedded = await signedInRoot('admin', 'admin123', { mode: 'micro' });
    expect(embedded.root.subApps.all.length).toBeGreaterThan(0);
    embedded.dispose();
  });

  it.each([
    ['localhost', 'admin', 'admin123', ['cem-platform', 'ops-portal', 'smart-bnb', 'carbon-lab']], // issupportswitch 2: all
    ['localhost', 'operator', 'operator123', ['cem-platform', 'ops-portal', 'smart-bnb']], // not on carbon-lab's whitelist
    ['127.0.0.1', 'admin', 'admin123', ['cem-platform', 'ops-portal']], // issupportswitch 1: main apps
  ])("on %s, %s sees the tenant's and whitelist's choice of the mock's sub-apps", async (host, username, password, expected) => {
    const t = await signedInRoot(username, password, { hostname: host, mode: 'micro' });
    expect(keys(t.root.subApps.visible)).toEqual(expected);
    t.dispose();
  });
});
