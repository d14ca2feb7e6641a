import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The charging operations screens (issue 24): monitoring, assets, work orders. The entry holds
 * only their keys; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'operations',
  keys: [
    'network-level-monitoring',
    'station-monitoring',
    'charging-station',
    'warehousing-slip',
    'asset-overview',
    'asset-total',
    'smart-car-parking',
  ],
  modules: ['operations'],
  registry: async () => (await import('./registry')).OPERATIONS_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  // The operator reaches one station, cs-0008.
  account: 'operator',
  stops: [
    { route: 'network-level-monitoring', path: 'index/network-level-monitoring' },
    { route: 'station-monitoring', path: 'index/station-monitoring?station=cs-0008' },
    { route: 'charging-station', path: 'index/charging-station?station=cs-0008' },
    { route: 'warehousing-slip', path: 'index/warehousing-slip', live: false },
    { route: 'asset-overview', path: 'index/asset-overview', live: false },
    { route: 'asset-total', path: 'index/asset-total', live: false },
    { route: 'smart-car-parking', path: 'index/smart-car-parking?station=cs-0008', live: false },
  ],
};
