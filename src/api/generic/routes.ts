import { declareRoutes } from '../routeDecl.ts';

/**
 * The generic, configuration-driven routes (lists, records, history) and the iframe routes. Each
 * route is declared here once (src/api/routeDecl.ts); its screen lives in
 * src/screens/generic/registry.ts.
 */
export const GENERIC_ROUTES = declareRoutes('generic', [
  { name: 'common-page', path: 'common-page/:pid/:modetype?', module: 'generic', noProjectExempt: true, title: 'generic.route.list', leaf: null },
  { name: 'detail', path: 'detail/:pid/:did/:mode', module: 'generic', noProjectExempt: true, title: 'generic.view', leaf: null },
  { name: 'add', path: 'add/:pid/:mode', module: 'generic', noProjectExempt: true, title: 'generic.add', leaf: null },
  { name: 'history', path: 'history/:pid/:did', module: 'generic', noProjectExempt: true, title: 'generic.history', leaf: null },
  { name: 'common-iframe', path: '/common-iframe/:url', module: 'generic', parent: 'root', dashboard: true, title: 'iframe.route', leaf: null },
  { name: 'card-iframe', path: 'card-iframe/:url?', module: 'generic', noProjectExempt: true, leaf: 'external-dashboard' },
]);
