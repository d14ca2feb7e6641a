// @vitest-environment node
import { matchPath } from 'react-router-dom';
import { ALL_ROUTES, INDEX_ROUTES, TOP_ROUTES, buildPath, fullPattern, routeByName } from '../src/routes';

/** Spec §2, top-level routes: name → path (the `/` redirect is not a named route). */
const SPEC_TOP: Record<string, string> = {
  transition: '/transition',
  login: '/login',
  register: '/register',
  'carbon-cockpit-fullscreen': '/carbon-cockpit-fullscreen/:menutype?',
  'common-iframe': '/common-iframe/:url',
  index: '/index',
};

/** Spec §2, children of /index, written out from the spec: name → path under /index. */
const SPEC_INDEX: Record<string, string> = {
  // generic
  detail: 'detail/:pid/:did/:mode',
  add: 'add/:pid/:mode',
  history: 'history/:pid/:did',
  'common-page': 'common-page/:pid/:modetype?',
  'card-iframe': 'card-iframe/:url?',
  // carbon and energy
  ...plain(
    'home carbon-home carbon-metering carbon-emissions carbon-assessment carbon-prediction',
    'load-forecast building-energy-efficiency energy-efficiency-analysis',
    'indicator-budget project-overview building-management project-parameters',
    'peaking-info news-information peaking-income-analysis load-analysis-prediction',
  ),
  'energy-standard': 'energy-standard/:value?/:level?',
  'energy-config': 'energy-config/:value?/:level?',
  // administration
  ...plain('store-management staff-management authority-management audit-management'),
  // devices and policies
  ...plain('space-configuration terminal-monitoring peaking-plan device-projects-overview live-monitoring video-monitoring'),
  'load-monitoring': 'load-monitoring/:loadtype?',
  'device-policy-list': 'device-policy-list/:menutype',
  'policy-execution-record': 'policy-execution-record/:did/:name',
  'config-monitoring': 'config-monitoring/:menutype?',
  // billing and tenants
  ...plain('bill-space-config space-room-state contract-management bill-managemant'),
  ...plain('transaction-reconciliation tenant-configuration tenant-status'),
  // control
  'common-ac': 'common-ac/:actype',
  'common-power-switch': 'common-power-switch/:powercontroltype',
  // analysis, prices and metering
  ...plain('comparative-analysis vertical-comparison energy-tree-analysis energy-data-report'),
  ...plain('electricity-price water-price gas-price hot-cold-price pv-price gateway-management'),
  'carbon-cockpit': 'carbon-cockpit/:menutype?',
  'measurement-method': 'measurement-method/:metertype?',
  'measurement-result': 'measurement-result/:resulttype?',
  // energy assets
  ...plain(
    'cmihome cmi-project-map pv-generation es-charge-discharge run-configuration',
    'energy-overview photovoltaic-monitoring storage-monitoring energy-monitoring',
    'power-report inverter-report storage-charge-report billing-report',
  ),
  // tools
  ...plain('menu-template navigation-style menu-tool device-operation-report knowledge-base iot-equipment'),
  // smart-bnb, screens and media
  ...plain('smartbnb-home smartbnb-calendar smartbnb-room smartbnb-music-home'),
  ...plain('screen-group screen-summary program-channel playlist playgrid media-manage'),
  // miscellaneous
  ...plain('personal-center hot-water-maintance space-management green-electricity-trace dashboard meter-monitoring'),
  // operations and asset pages
  ...plain(
    'asset-overview charging-station asset-total add-report warehousing-slip',
    'operation-overview operational-overview operation-maintenance-overview',
    'equipment-evaluation user-portrait-Portrait cost-benefit-analysis',
    'network-level-monitoring station-monitoring',
    'report-center technical-transformation-report judgment-screening',
    'oper-main-stat-repo smart-car-parking processing-statistics work-rule',
  ),
  'work-overview': 'work-overview/work-overview',
  'work-rank': 'work-overview/work-rank/:type',
};

function plain(...lines: string[]): Record<string, string> {
  const names = lines.join(' ').split(/\s+/).filter(Boolean);
  return Object.fromEntries(names.map((n) => [n, n]));
}

describe('route table', () => {
  it('has exactly the top-level routes of spec §2, with their paths', () => {
    const actual = Object.fromEntries(TOP_ROUTES.map((r) => [r.name, r.path]));
    expect(actual).toEqual(SPEC_TOP);
    for (const route of TOP_ROUTES) expect(route.parent).toBe('root');
  });

  it('has every child of /index of spec §2, with its path; any other is a domain\'s own (src/api/<domain>/routes.ts)', () => {
    expect(Object.keys(SPEC_INDEX)).toHaveLength(117);
    const actual = Object.fromEntries(INDEX_ROUTES.map((r) => [r.name, r.path]));
    expect(Object.fromEntries(Object.keys(SPEC_INDEX).map((name) => [name, actual[name]]))).toEqual(SPEC_INDEX);
    // A route beyond the spec is added in its domain alone: declared there, never written into the table by hand.
    expect(INDEX_ROUTES.filter((r) => !(r.name in SPEC_INDEX) && !r.domain).map((r) => r.name)).toEqual([]);
    for (const route of INDEX_ROUTES) expect(route.parent).toBe('index');
  });

  it.each(['bill-managemant', 'hot-water-maintance', 'user-portrait-Portrait', 'work-overview', 'work-rank'])(
    'keeps the spec spelling of %s',
    (name) => {
      expect(routeByName(name)?.parent).toBe('index');
    },
  );

  it('has unique names and unique full paths', () => {
    const names = ALL_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const patterns = ALL_ROUTES.map(fullPattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('puts /index children under /index', () => {
    expect(fullPattern(routeByName('work-rank')!)).toBe('/index/work-overview/work-rank/:type');
    expect(fullPattern(routeByName('home')!)).toBe('/index/home');
    expect(fullPattern(routeByName('login')!)).toBe('/login');
  });

  it('opens only login, register and transition (spec §5)', () => {
    const open = ALL_ROUTES.filter((r) => r.open).map((r) => r.name).sort();
    expect(open).toEqual(['login', 'register', 'transition']);
  });

  it('allows only the fullscreen cockpit and the iframe on the dashboard host (spec §5)', () => {
    const dashboard = ALL_ROUTES.filter((r) => r.dashboard).map((r) => r.name).sort();
    expect(dashboard).toEqual(['carbon-cockpit-fullscreen', 'common-iframe']);
  });

  it('exempts the spec routes from the no-project view', () => {
    const exempt = [
      'home', 'common-page', 'detail', 'add', 'history', 'terminal-monitoring', 'space-configuration',
      'menu-template', 'menu-tool', 'smartbnb-calendar', 'cmi-project-map', 'personal-center',
      // Parent-business dashboards: they show every store, so they need none chosen.
      'carbon-cockpit', 'cmihome',
      // Roles and staff are the company's (issue 22).
      'staff-management', 'authority-management',
      // The smart screens, their schedule and the media library are the company's (issue 23).
      'screen-group', 'screen-summary', 'program-channel', 'playlist', 'playgrid', 'media-manage',
      // Charging monitoring, overviews, analysis, reports, assets and parking span every station the user reaches (issue 24).
      'network-level-monitoring', 'station-monitoring', 'charging-station',
      'operation-overview', 'operational-overview', 'operation-maintenance-overview',
      'cost-benefit-analysis', 'equipment-evaluation', 'user-portrait-Portrait',
      'report-center', 'add-report', 'oper-main-stat-repo', 'technical-transformation-report',
      'warehousing-slip', 'asset-overview', 'asset-total', 'smart-car-parking',
    ];
    for (const name of exempt) expect(routeByName(name)?.noProjectExempt, name).toBe(true);
    for (const name of ['carbon-home', 'bill-managemant', 'energy-overview']) {
      expect(routeByName(name)?.noProjectExempt, name).toBeFalsy();
    }
  });

  it('finds nothing for an unknown or missing name', () => {
    expect(routeByName('no-such-route')).toBeUndefined();
    expect(routeByName(undefined)).toBeUndefined();
    expect(routeByName('')).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('builds a path without params', () => {
    expect(buildPath('home')).toBe('/index/home');
    expect(buildPath('login')).toBe('/login');
  });

  it('fills required params in order', () => {
    expect(buildPath('detail', { pid: 'p1', did: 'd2', mode: 'edit' })).toBe('/index/detail/p1/d2/edit');
    expect(buildPath('work-rank', { type: 'month' })).toBe('/index/work-overview/work-rank/month');
    expect(buildPath('common-ac', { actype: '3' })).toBe('/index/common-ac/3');
  });

  it('fills and drops optional params', () => {
    expect(buildPath('common-page', { pid: 'p1', modetype: '2' })).toBe('/index/common-page/p1/2');
    expect(buildPath('common-page', { pid: 'p1' })).toBe('/index/common-page/p1');
    expect(buildPath('common-page', { pid: 'p1', modetype: '' })).toBe('/index/common-page/p1');
    expect(buildPath('carbon-cockpit-fullscreen')).toBe('/carbon-cockpit-fullscreen');
    expect(buildPath('energy-standard', { value: 'v', level: '2' })).toBe('/index/energy-standard/v/2');
    expect(buildPath('energy-standard', { value: 'v' })).toBe('/index/energy-standard/v');
  });

  it('does not let a later optional param slide into the slot of a missing earlier one', () => {
    const route = routeByName('energy-standard')!;
    const built = buildPath('energy-standard', { level: '2' });
    const readBack = built === null ? null : matchPath(fullPattern(route), built)?.params;
    // Either the path cannot be built, or the router must not read `2` back as `value`.
    expect(readBack?.value).not.toBe('2');
  });

  it('returns null when a required param is missing or empty', () => {
    expect(buildPath('detail', { pid: 'p1', mode: 'edit' })).toBeNull();
    expect(buildPath('detail', { pid: 'p1', did: '', mode: 'edit' })).toBeNull();
    expect(buildPath('common-iframe')).toBeNull();
    expect(buildPath('device-policy-list', {})).toBeNull();
  });

  it('returns null for an unknown route', () => {
    expect(buildPath('no-such-route', { a: '1' })).toBeNull();
  });

  it('encodes param values so they stay one segment', () => {
    expect(buildPath('common-iframe', { url: 'https://x.com/a?b=1#c' })).toBe('/common-iframe/https%3A%2F%2Fx.com%2Fa%3Fb%3D1%23c');
    expect(buildPath('policy-execution-record', { did: 'd/1', name: 'Air con 1' })).toBe(
      '/index/policy-execution-record/d%2F1/Air%20con%201',
    );
  });

  it('ignores params the pattern does not have', () => {
    expect(buildPath('home', { pid: 'p1' })).toBe('/index/home');
  });

  it('appends the query, encoded', () => {
    const path = buildPath('config-monitoring', { menutype: '6' }, { menutype: '6', baseFilter: '[{"a":"x y"}]' });
    expect(path).not.toBeNull();
    const [pathname, search] = path!.split('?');
    expect(pathname).toBe('/index/config-monitoring/6');
    const query = new URLSearchParams(search);
    expect(query.get('menutype')).toBe('6');
    expect(query.get('baseFilter')).toBe('[{"a":"x y"}]');
    expect(search).not.toContain('"');
  });

  it('adds no question mark for an empty query', () => {
    expect(buildPath('home', {}, {})).toBe('/index/home');
  });
});
