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

/** Page ids of the tools screens (the menu leaf pids). */
export const TOOLS_PIDS = {
  knowledge: 'p-knowledge-base',
  /** The same screen opened from the maintenance menu. */
  maintenanceKnowledge: 'p-maintenance-knowledge-articles',
  iot: 'p-iot-equipment',
  news: 'p-news-information',
  menuTemplate: 'p-menu-template',
  menuTool: 'p-menu-tool',
  navigationStyle: 'p-navigation-style',
} as const;
