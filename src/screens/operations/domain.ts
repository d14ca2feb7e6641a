import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The charging operations screens (monitoring, overviews, work orders, screening). The entry
 * holds only their keys; the lazy imports live in registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'operations',
  keys: [
    'work-overview',
    'work-rank',
    'processing-statistics',
    'work-rule',
    'judgment-screening',
  ],
  modules: ['operations'],
  registry: async () => (await import('./registry')).OPERATIONS_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass; these screens settle, then show figures. */
export const walk: DomainWalk = {
  check: 'settled',
  stops: [
    { route: 'work-overview', path: 'index/work-overview/work-overview' },
    { route: 'work-rank', path: 'index/work-overview/work-rank/1' },
    { route: 'processing-statistics', path: 'index/processing-statistics' },
    { route: 'work-rule', path: 'index/work-rule' },
    { route: 'judgment-screening', path: 'index/judgment-screening' },
  ],
};
