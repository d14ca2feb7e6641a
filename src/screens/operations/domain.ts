import { OPERATIONS_ROUTES } from '../../api/operations/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The charging operations screens (issue 24): monitoring, overviews, assets, work orders and
 * screening. The entry holds only their keys; the lazy imports live in registry.ts, a chunk of its
 * own.
 */
export const domain: ScreenDomain = {
  name: 'operations',
  keys: OPERATIONS_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).OPERATIONS_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass; the figure screens settle, then show figures. */
export const walk: DomainWalk = {
  check: 'ready',
  // The operator reaches one station, cs-0008.
  account: 'operator',
  stops: /* @__PURE__ */ walkStops(OPERATIONS_ROUTES, {
    'station-monitoring': { query: { station: 'cs-0008' } },
    'charging-station': { query: { station: 'cs-0008' } },
    'work-overview': { check: 'settled' },
    'work-rank': { params: { type: '1' }, check: 'settled' },
    'processing-statistics': { check: 'settled' },
    'work-rule': { ready: 'form input[aria-valuenow]', check: 'settled' },
    'judgment-screening': { check: 'settled' },
    'operation-overview': { live: false },
    'operational-overview': { live: false },
    'operation-maintenance-overview': { live: false },
    'cost-benefit-analysis': { live: false },
    'equipment-evaluation': { live: false },
    'user-portrait-Portrait': { live: false },
    'report-center': { query: { report: 'rpt-0001' }, live: false },
    'add-report': { ready: 'input', live: false },
    'oper-main-stat-repo': { live: false },
    'technical-transformation-report': { live: false },
    'warehousing-slip': { live: false },
    'asset-overview': { check: 'settled' },
    'asset-total': { live: false },
    'smart-car-parking': { query: { station: 'cs-0008' }, live: false },
  }),
};
