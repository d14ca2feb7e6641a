/**
 * THE route table: every route of spec §2. Route names are what menu items carry in `page`.
 * Paths of /index children are relative to /index.
 */

export type RouteModule =
  | 'auth'
  | 'shell'
  | 'generic'
  | 'carbon-energy'
  | 'administration'
  | 'devices'
  | 'billing'
  | 'control'
  | 'analysis'
  | 'energy-assets'
  | 'tools'
  | 'media'
  | 'misc'
  | 'operations';

export interface RouteDef {
  /** Unique name; the `page` of menu items. */
  name: string;
  /** Path pattern (react-router syntax); top-level absolute, /index children relative. */
  path: string;
  module: RouteModule;
  /** Top-level route, or child of /index (inside the shell). */
  parent: 'root' | 'index';
  /** Reachable without a session (spec §5). */
  open?: boolean;
  /** Excluded from the no-project view (spec §2). */
  noProjectExempt?: boolean;
  /** Allowed on the dashboard host (spec §5). */
  dashboard?: boolean;
}

const top = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  module: 'auth',
  parent: 'root',
  ...extra,
});

/** Children of /index, grouped as spec §2 lists them. */
function group(module: RouteModule, paths: string[], exempt: string[] = []): RouteDef[] {
  return paths.map((path) => {
    const name = path.split('/')[0]!;
    return { name, path, module, parent: 'index', ...(exempt.includes(name) ? { noProjectExempt: true } : {}) };
  });
}

export const TOP_ROUTES: RouteDef[] = [
  top('transition', '/transition', { open: true }),
  top('login', '/login', { open: true }),
  top('register', '/register', { open: true }),
  top('carbon-cockpit-fullscreen', '/carbon-cockpit-fullscreen/:menutype?', { module: 'carbon-energy', dashboard: true }),
  top('common-iframe', '/common-iframe/:url', { module: 'generic', dashboard: true }),
  top('index', '/index', { module: 'shell' }),
];

export const INDEX_ROUTES: RouteDef[] = [
  ...group('generic', ['detail/:pid/:did/:mode', 'add/:pid/:mode', 'history/:pid/:did', 'common-page/:pid/:modetype?', 'card-iframe/:url?'],
    ['detail', 'add', 'history', 'common-page', 'card-iframe']),
  ...group('carbon-energy', [
    'home', 'carbon-home', 'carbon-metering', 'carbon-emissions', 'carbon-assessment', 'carbon-prediction',
    'load-forecast', 'building-energy-efficiency', 'energy-efficiency-analysis',
    'indicator-budget', 'project-overview', 'building-management', 'project-parameters',
    'peaking-info', 'news-information', 'peaking-income-analysis', 'load-analysis-prediction',
    'energy-standard/:value?/:level?', 'energy-config/:value?/:level?',
  ], ['home']),
  // Stores, roles, staff and the audit log are the company's, not a store's: no store needs choosing first
  // (and disabling the chosen store must not lock its administrator out of the page).
  ...group('administration', ['store-management', 'staff-management', 'authority-management', 'audit-management'], ['store-management', 'staff-management', 'authority-management', 'audit-management']),
  ...group('devices', [
    'space-configuration', 'terminal-monitoring', 'peaking-plan', 'load-monitoring/:loadtype?',
    'device-policy-list/:menutype', 'policy-execution-record/:did/:name', 'config-monitoring/:menutype?',
    'device-projects-overview', 'live-monitoring', 'video-monitoring',
  ], ['space-configuration', 'terminal-monitoring']),
  ...group('billing', [
    'bill-space-config', 'space-room-state', 'contract-management', 'bill-managemant',
    'transaction-reconciliation', 'tenant-configuration', 'tenant-status',
  ]),
  ...group('control', ['common-ac/:actype', 'common-power-switch/:powercontroltype']),
  ...group('analysis', [
    'comparative-analysis', 'vertical-comparison', 'energy-tree-analysis', 'energy-data-report',
    'electricity-price', 'water-price', 'gas-price', 'hot-cold-price', 'pv-price',
    'carbon-cockpit/:menutype?', 'measurement-method/:metertype?', 'measurement-result/:resulttype?', 'gateway-management',
  ], ['carbon-cockpit']),
  ...group('energy-assets', [
    'cmihome', 'cmi-project-map', 'pv-generation', 'es-charge-discharge', 'run-configuration',
    'energy-overview', 'photovoltaic-monitoring', 'storage-monitoring', 'energy-monitoring',
    'power-report', 'inverter-report', 'storage-charge-report', 'billing-report',
  ], ['cmi-project-map', 'cmihome']),
  // The navigation style is the tenant's, like its menu templates: no store needs choosing first.
  ...group('tools', ['menu-template', 'navigation-style', 'menu-tool', 'device-operation-report', 'knowledge-base', 'iot-equipment'],
    ['menu-template', 'navigation-style', 'menu-tool']),
  // The smart screens, their schedule and the media library are the company's (screens of every store,
  // one file service): no store needs choosing first.
  ...group('media', [
    'smartbnb-home', 'smartbnb-calendar', 'smartbnb-room', 'smartbnb-music-home',
    'screen-group', 'screen-summary', 'program-channel', 'playlist', 'playgrid', 'media-manage',
  ], ['smartbnb-calendar', 'screen-group', 'screen-summary', 'program-channel', 'playlist', 'playgrid', 'media-manage']),
  ...group('misc', ['personal-center', 'hot-water-maintance', 'space-management', 'green-electricity-trace', 'dashboard', 'meter-monitoring'],
    ['personal-center']),
  ...group('operations', [
    'asset-overview', 'charging-station', 'asset-total', 'add-report', 'warehousing-slip',
    'operation-overview', 'operational-overview', 'operation-maintenance-overview',
    'equipment-evaluation', 'user-portrait-Portrait', 'cost-benefit-analysis',
    'network-level-monitoring', 'station-monitoring',
    'report-center', 'technical-transformation-report', 'judgment-screening',
    'oper-main-stat-repo', 'smart-car-parking',
    'work-overview/work-overview', 'work-overview/work-rank/:type',
    'processing-statistics', 'work-rule',
  ], [
    // Monitoring, overviews, analysis, reports, assets, stock and parking span every station and
    // storeroom the user reaches, not one store (issue 24).
    'network-level-monitoring', 'station-monitoring', 'charging-station',
    'operation-overview', 'operational-overview', 'operation-maintenance-overview',
    'cost-benefit-analysis', 'equipment-evaluation', 'user-portrait-Portrait',
    'report-center', 'add-report', 'oper-main-stat-repo', 'technical-transformation-report',
    'warehousing-slip', 'asset-overview', 'asset-total', 'smart-car-parking',
  ]),
].map((route) => fixWorkOverviewName(route));

/** work-overview has two children of its own (spec §2); name them after the child. */
function fixWorkOverviewName(route: RouteDef): RouteDef {
  if (!route.path.startsWith('work-overview/')) return route;
  return { ...route, name: route.path.split('/')[1]! };
}

export const ALL_ROUTES: RouteDef[] = [...TOP_ROUTES, ...INDEX_ROUTES];

const BY_NAME = new Map(ALL_ROUTES.map((r) => [r.name, r]));

export function routeByName(name: string | undefined): RouteDef | undefined {
  return name ? BY_NAME.get(name) : undefined;
}

/** Absolute app path of a route (without the router base). */
export function fullPattern(route: RouteDef): string {
  return route.parent === 'index' ? `/index/${route.path}` : route.path;
}

/**
 * Fills a route's pattern with params (missing optional ones are dropped) and appends the
 * query. Returns null when a required parameter is missing.
 */
export function buildPath(name: string, params: Record<string, string> = {}, query: Record<string, string> = {}): string | null {
  const route = routeByName(name);
  if (!route) return null;
  const parts: string[] = [];
  // Once an optional parameter is missing the path ends there: a later value would
  // otherwise slide into the missing one's place.
  let ended = false;
  for (const segment of fullPattern(route).split('/')) {
    const optional = segment.endsWith('?');
    const key = segment.startsWith(':') ? segment.slice(1, optional ? -1 : undefined) : null;
    const value = key ? params[key] : undefined;
    const present = value !== undefined && value !== '';
    if (ended) {
      if (key === null || !optional || present) return null;
      continue;
    }
    if (key === null) parts.push(segment);
    else if (present) parts.push(encodeURIComponent(value));
    else if (optional) ended = true;
    else return null;
  }
  const search = new URLSearchParams(query).toString();
  return parts.join('/') + (search ? `?${search}` : '');
}
