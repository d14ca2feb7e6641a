// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menuTitles, menuTitlesZh } from '../../mock/api/db/menus/index';
import type { ManifestEntry, MenuAnswer, MenuItemWire, SubApp } from '../../src/api/types';
import { call, flatten, leaves, login, startMockBackend } from './support';

startMockBackend();

/** Children of /index the console routes to (spec §2); every one must be a leaf of admin's menu. */
const ROUTES = `home carbon-home carbon-metering carbon-emissions carbon-assessment carbon-prediction load-forecast
building-energy-efficiency energy-efficiency-analysis indicator-budget project-overview building-management
project-parameters peaking-info news-information peaking-income-analysis load-analysis-prediction energy-standard
energy-config store-management staff-management authority-management audit-management space-configuration
terminal-monitoring peaking-plan load-monitoring device-policy-list policy-execution-record config-monitoring
device-projects-overview live-monitoring video-monitoring bill-space-config space-room-state contract-management
bill-managemant transaction-reconciliation tenant-configuration tenant-status common-ac common-power-switch
comparative-analysis vertical-comparison energy-tree-analysis energy-data-report electricity-price water-price gas-price
hot-cold-price pv-price carbon-cockpit measurement-method measurement-result gateway-management cmihome cmi-project-map
pv-generation es-charge-discharge run-configuration energy-overview photovoltaic-monitoring storage-monitoring
energy-monitoring power-report inverter-report storage-charge-report billing-report menu-template navigation-style
menu-tool device-operation-report knowledge-base iot-equipment smartbnb-home smartbnb-calendar smartbnb-room
smartbnb-music-home screen-group screen-summary program-channel playlist playgrid media-manage personal-center
hot-water-maintance space-management green-electricity-trace dashboard meter-monitoring asset-overview charging-station
asset-total add-report warehousing-slip operation-overview operational-overview operation-maintenance-overview
equipment-evaluation user-portrait-Portrait cost-benefit-analysis network-level-monitoring station-monitoring
report-center technical-transformation-report judgment-screening oper-main-stat-repo smart-car-parking work-overview
work-rank processing-statistics work-rule common-page card-iframe`.split(/\s+/);

/** Route parameters that must be present on leaves (optional ones may be omitted). */
const REQUIRED_PARAMS: Record<string, string[]> = {
  'device-policy-list': ['menutype'],
  'policy-execution-record': ['did', 'name'],
  'common-ac': ['actype'],
  'common-power-switch': ['powercontroltype'],
  'work-rank': ['type'],
  'common-page': ['pid'],
  'card-iframe': ['url'],
};

async function menuOf(username: string, password: string, origin = 'http://localhost', portalcode = 'cem-platform') {
  const session = await login(username, password);
  const { envelope } = await call<MenuAnswer>('/vts/api/menu/get', { session, origin, body: { portalcode } });
  expect(envelope.status).toBe(0);
  return envelope.result;
}

const enabled = (item: MenuItemWire) => !item.disabled && !item.disable && !item.hidden;

describe('admin menu', () => {
  it('reaches every console route from some leaf', async () => {
    const pages = new Set(leaves((await menuOf('admin', 'admin123')).list).map((item) => item.page));
    expect(ROUTES.filter((route) => !pages.has(route))).toEqual([]);
  });

  it('starts with the energy & carbon module whose first enabled leaf is home', async () => {
    const { list } = await menuOf('admin', 'admin123');
    expect(list[0]).toMatchObject({ name: 'energy-carbon', tag: 'energy', title: 'Energy & Carbon' });
    expect(leaves([list[0] as MenuItemWire]).find(enabled)?.page).toBe('home');
    expect(list.every((module) => module.tag && module.icon && module.languagesetting && module.subList)).toBe(true);
  });

  it('gives every item a unique kebab-case name, an English title and a menu.<name> key', async () => {
    const items = flatten((await menuOf('admin', 'admin123')).list);
    const names = items.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    for (const item of items) {
      expect(item.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.languagesetting).toBe(`menu.${item.name}`);
      expect(item.title).toBeTruthy();
    }
    expect(Object.keys(menuTitles()).sort()).toEqual(names.map((name) => `menu.${name}`).sort());
    expect(Object.keys(menuTitlesZh()).sort()).toEqual(Object.keys(menuTitles()).sort());
  });

  it('gives leaves pids, list leaves history pids, and routes their parameters', async () => {
    for (const item of leaves((await menuOf('admin', 'admin123')).list)) {
      expect(item.pid).toBe(`p-${item.name}`);
      for (const key of REQUIRED_PARAMS[item.page ?? ''] ?? []) expect(item.params?.[key], `${item.name}.${key}`).toBeTruthy();
      if (item.page === 'common-page') expect(item.historyPid).toBe(`p-${item.name}-history`);
    }
  });

  it('reproduces the grouped catalogue strategy and load types', async () => {
    const items = leaves((await menuOf('admin', 'admin123')).list);
    const types = (page: string, key: string) =>
      items.filter((item) => item.page === page).map((item) => item.params?.[key]);
    expect(types('device-policy-list', 'menutype')).toEqual(expect.arrayContaining(['6', '8', '9', '7', '10', '11', '12', '13']));
    expect(types('config-monitoring', 'menutype')).toEqual(expect.arrayContaining(['2', '4', '6']));
    expect(types('load-monitoring', 'loadtype')).toEqual(expect.arrayContaining(['13', '14']));
  });

  // Every content is a JSON object: a malformed one made every page warn in the console (issue 37);
  // the app's handling of malformed content is test/stores/normalizeMenu.test.ts.
  it('carries disabled placeholders, a hidden item and content that is a JSON object', async () => {
    const items = flatten((await menuOf('admin', 'admin123')).list);
    expect(items.filter((item) => item.disabled || item.disable).length).toBeGreaterThanOrEqual(5);
    expect(items.some((item) => item.hidden)).toBe(true);
    const contents = items.flatMap((item) => (item.content ? [item.content] : []));
    expect(contents).toEqual(expect.arrayContaining(['{"icon":"bolt"}', '{"icon":"dashboard"}']));
    const isObject = (text: string) => { try { const value: unknown = JSON.parse(text); return typeof value === 'object' && value !== null && !Array.isArray(value); } catch { return false; } };
    expect(contents.filter((text) => !isObject(text))).toEqual([]);
    expect(items.some((item) => item.sub_menu)).toBe(true);
  });
});

describe('menus by role, portal and host', () => {
  it('gives the operator a smaller menu without administration', async () => {
    const admin = (await menuOf('admin', 'admin123')).list.map((m) => m.name);
    const operator = (await menuOf('operator', 'operator123')).list.map((m) => m.name);
    expect(operator.length).toBeLessThan(admin.length);
    expect(operator).not.toContain('administration');
    expect(operator.every((name) => admin.includes(name))).toBe(true);
  });

  it('shows only the smart-bnb module on the smart-bnb portal', async () => {
    expect((await menuOf('admin', 'admin123', undefined, 'smart-bnb')).list.map((m) => m.name)).toEqual(['smart-bnb-media']);
  });

  it('sends the navigation style only for the localhost tenant', async () => {
    const style = JSON.parse((await menuOf('admin', 'admin123')).style ?? '') as Record<string, string>;
    expect(Object.keys(style).sort()).toEqual(
      ['headerBackground', 'headerFont', 'headerSelected', 'sideBackground', 'sideFont', 'sideSelected'].sort(),
    );
    expect((await menuOf('admin', 'admin123', 'http://127.0.0.1:5173')).style).toBe('');
  });

  it('requires a portal code and a session', async () => {
    const session = await login();
    expect((await call('/vts/api/menu/get', { session, body: {} })).envelope.message).toBe('missing field: portalcode');
    expect((await call('/vts/api/menu/get', { body: { portalcode: 'x' } })).envelope.status).toBe(-45592);
  });
});

describe('manifest and sub-apps', () => {
  it('has one entry per screen key plus the main fallback', async () => {
    const session = await login();
    const { envelope } = await call<ManifestEntry[]>('/sfadapter/v1/manifest', { session });
    const pids = envelope.result.map((entry) => entry.pid);
    expect(new Set(pids).size).toBe(pids.length);
    expect(pids).toEqual(expect.arrayContaining([...ROUTES, 'detail', 'add', 'history']));
    expect(envelope.result.find((entry) => entry.pid === 'carbon-home')?.path).toBe('screens/carbon-home');
    expect(envelope.result.filter((entry) => entry.main)).toEqual([
      { pid: 'main', path: 'screens/common-page', common: true, main: true },
    ]);
  });

  it('lists main, secondary, offline and whitelisted sub-apps', async () => {
    const session = await login();
    const apps = (await call<SubApp[]>('/sfsaas/api/user/minimodule', { session })).envelope.result;
    expect(apps.find((app) => app.key === 'cem-platform')).toMatchObject({ main: true, online: true });
    expect(apps.find((app) => app.key === 'ops-portal')).toMatchObject({ main: true, online: true });
    expect(apps.find((app) => app.key === 'smart-bnb')).toMatchObject({ main: false, online: true });
    expect(apps.some((app) => !app.online)).toBe(true);
    expect(apps.some((app) => app.whitelist.length === 1 && app.whitelist[0] === 'u-1001')).toBe(true);
  });
});
