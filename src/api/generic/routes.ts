import { declareRoutes } from '../routeDecl.ts';

/**
 * The generic, configuration-driven routes (lists, records, history) and the iframe routes. Each
 * route is declared here once (src/api/routeDecl.ts); its screen lives in
 * src/screens/generic/registry.ts.
 */
export const GENERIC_ROUTES = declareRoutes('generic', [
  { name: 'common-page', path: 'common-page/:pid/:modetype?', module: 'generic', noProjectExempt: true, title: 'generic.route.list' },
  { name: 'detail', path: 'detail/:pid/:did/:mode', module: 'generic', noProjectExempt: true, title: 'generic.view' },
  { name: 'add', path: 'add/:pid/:mode', module: 'generic', noProjectExempt: true, title: 'generic.add' },
  { name: 'history', path: 'history/:pid/:did', module: 'generic', noProjectExempt: true, title: 'generic.history' },
  { name: 'common-iframe', path: '/common-iframe/:url', module: 'generic', parent: 'root', dashboard: true, title: 'iframe.route' },
  { name: 'card-iframe', path: 'card-iframe/:url?', module: 'generic', noProjectExempt: true, title: 'menu.external-dashboard' },
]);
