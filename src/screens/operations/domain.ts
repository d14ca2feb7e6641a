import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The charging operations screens (issue 24): monitoring, overviews, assets, work orders and
 * screening. The entry holds only their keys; the lazy imports live in registry.ts, a chunk of its
 * own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'operations',
  keys: [
    'network-level-monitoring',
    'station-monitoring',
    'charging-station',
    'work-overview',
    'work-rank',
    'processing-statistics',
    'work-rule',
    'judgment-screening',
    'operation-overview',
    'operational-overview',
    'operation-maintenance-overview',
    'cost-benefit-analysis',
    'equipment-evaluation',
    'user-portrait-Portrait',
    'report-center',
    'add-report',
    'oper-main-stat-repo',
    'technical-transformation-report',
    'warehousing-slip',
    'asset-overview',
    'asset-total',
    'smart-car-parking',
  ],
  modules: ['operations'],
  registry: async () => (await import('./registry')).OPERATIONS_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass; the figure screens settle, then show figures. */
export const walk: DomainWalk = {
  check: 'ready',
  // The operator reaches one station, cs-0008.
  account: 'operator',
  stops: [
    { route: 'network-level-monitoring', path: 'index/network-level-monitoring' },
    { route: 'station-monitoring', path: 'index/station-monitoring?station=cs-0008' },
    { route: 'charging-station', path: 'index/charging-station?station=cs-0008' },
    { route: 'work-overview', path: 'index/work-overview/work-overview', check: 'settled' },
    { route: 'work-rank', path: 'index/work-overview/work-rank/1', check: 'settled' },
    { route: 'processing-statistics', path: 'index/processing-statistics', check: 'settled' },
    { route: 'work-rule', path: 'index/work-rule', check: 'settled', ready: 'form input[aria-valuenow]' },
    { route: 'judgment-screening', path: 'index/judgment-screening', check: 'settled' },
    { route: 'operation-overview', path: 'index/operation-overview', live: false },
    { route: 'operational-overview', path: 'index/operational-overview', live: false },
    { route: 'operation-maintenance-overview', path: 'index/operation-maintenance-overview', live: false },
    { route: 'cost-benefit-analysis', path: 'index/cost-benefit-analysis', live: false },
    { route: 'equipment-evaluation', path: 'index/equipment-evaluation', live: false },
    { route: 'user-portrait-Portrait', path: 'index/user-portrait-Portrait', live: false },
    { route: 'report-center', path: 'index/report-center?report=rpt-0001', live: false },
    { route: 'add-report', path: 'index/add-report', ready: 'input', live: false },
    { route: 'oper-main-stat-repo', path: 'index/oper-main-stat-repo', live: false },
    { route: 'technical-transformation-report', path: 'index/technical-transformation-report', live: false },
    { route: 'warehousing-slip', path: 'index/warehousing-slip', live: false },
    { route: 'asset-overview', path: 'index/asset-overview', check: 'settled' },
    { route: 'asset-total', path: 'index/asset-total', live: false },
    { route: 'smart-car-parking', path: 'index/smart-car-parking?station=cs-0008', live: false },
  ],
};
