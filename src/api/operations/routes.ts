import { declareRoutes, type SeedGrants } from '../routeDecl.ts';

/** The charging network's operator keeps its stock (posted warehousing slips) and its report definitions. */
const OPERATOR_KEEPS: SeedGrants = { operator: ['view', 'export', 'control', 'add', 'edit'] };

/**
 * The charging operations routes (issue 24): monitoring, overviews, analysis, reports, assets, work
 * orders. Each route is declared here once (src/api/routeDecl.ts); its screen lives in
 * src/screens/operations/registry.ts.
 *
 * Monitoring, overviews, analysis, reports, assets, stock and parking span every station and
 * storeroom the user reaches, not one store (issue 24): they need no store chosen.
 */
export const OPERATIONS_ROUTES = declareRoutes('operations', [
  { name: 'network-level-monitoring', module: 'operations', noProjectExempt: true },
  { name: 'station-monitoring', module: 'operations', noProjectExempt: true },
  { name: 'charging-station', module: 'operations', noProjectExempt: true },
  { name: 'work-overview', path: 'work-overview/work-overview', module: 'operations', leaf: 'service-ticket-overview' },
  { name: 'work-rank', path: 'work-overview/work-rank/:type', module: 'operations', leaf: 'service-ticket-ranking' },
  { name: 'processing-statistics', module: 'operations', leaf: 'fault-handling-statistics' },
  { name: 'work-rule', module: 'operations', leaf: 'service-ticket-rules' },
  { name: 'judgment-screening', module: 'operations', leaf: 'fault-screening' },
  { name: 'operation-overview', module: 'operations', noProjectExempt: true, leaf: 'operation-monitoring-overview' },
  { name: 'operational-overview', module: 'operations', noProjectExempt: true, leaf: 'operation-management-overview' },
  { name: 'operation-maintenance-overview', module: 'operations', noProjectExempt: true },
  { name: 'cost-benefit-analysis', module: 'operations', noProjectExempt: true },
  { name: 'equipment-evaluation', module: 'operations', noProjectExempt: true, leaf: 'equipment-evaluation-overview' },
  { name: 'user-portrait-Portrait', module: 'operations', noProjectExempt: true, leaf: 'user-portrait-ranking' },
  { name: 'report-center', module: 'operations', noProjectExempt: true, leaf: 'asset-report-center' },
  { name: 'add-report', module: 'operations', noProjectExempt: true, grants: OPERATOR_KEEPS },
  { name: 'oper-main-stat-repo', module: 'operations', noProjectExempt: true, leaf: 'fault-basic-statistics' },
  { name: 'technical-transformation-report', module: 'operations', noProjectExempt: true },
  { name: 'warehousing-slip', module: 'operations', noProjectExempt: true, grants: OPERATOR_KEEPS },
  { name: 'asset-overview', module: 'operations', noProjectExempt: true },
  { name: 'asset-total', module: 'operations', noProjectExempt: true },
  { name: 'smart-car-parking', module: 'operations', noProjectExempt: true, leaf: 'smart-car-park' },
]);
