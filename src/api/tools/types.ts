/**
 * Administration tools: the knowledge base, IoT SIM cards, news and the navigation style (shared by the client and the mock).
 * Every call takes `{ pid }` and refuses with -45403 without the page's permission.
 *
 * Calls:
 * - /sfsaas/api/tools/knowledge/list|get|version|save|restore (knowledgeTypes.ts)
 * - /sfsaas/api/tools/iot/list (iotTypes.ts)
 * - /sfsaas/api/tools/news/list|get|read (newsTypes.ts)
 * - /sfsaas/api/tools/menu/get|save|reset (menuTemplateTypes.ts)
 * - /sfsaas/api/tools/navigation-style/get|save (navigationStyleTypes.ts)
 */
import { pageIdOf } from '../routeDecl.ts';
import { TOOLS_ROUTES } from './routes.ts';

/** Page ids of the tools screens (the menu leaf pids). */
export const TOOLS_PIDS = {
  knowledge: pageIdOf(TOOLS_ROUTES, 'knowledge-base'),
  /** The same screen opened from the maintenance menu. */
  maintenanceKnowledge: 'p-maintenance-knowledge-articles',
  iot: pageIdOf(TOOLS_ROUTES, 'iot-equipment'),
  news: pageIdOf(TOOLS_ROUTES, 'news-information'),
  menuTemplate: pageIdOf(TOOLS_ROUTES, 'menu-template'),
  menuTool: pageIdOf(TOOLS_ROUTES, 'menu-tool'),
  navigationStyle: pageIdOf(TOOLS_ROUTES, 'navigation-style'),
} as const;
