import { declareRoutes } from '../routeDecl.ts';

/**
 * The tools routes (knowledge base, IoT equipment, menu templates, menu tool, navigation style) and
 * news. Each route is declared here once (src/api/routeDecl.ts); its screen lives in
 * src/screens/tools/registry.ts.
 *
 * Menu templates, the menu tool and the navigation style are the tenant's: no store needs choosing
 * first.
 */
export const TOOLS_ROUTES = declareRoutes('tools', [
  { name: 'knowledge-base', module: 'tools' },
  { name: 'iot-equipment', module: 'tools' },
  { name: 'news-information', module: 'carbon-energy' },
  { name: 'menu-template', module: 'tools', noProjectExempt: true },
  { name: 'menu-tool', module: 'tools', noProjectExempt: true },
  { name: 'navigation-style', module: 'tools', noProjectExempt: true },
]);
