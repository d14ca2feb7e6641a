/**
 * Administration tools: the knowledge base, IoT SIM cards and news (shared by the client and the mock).
 * Every call takes `{ pid }` and refuses with -45403 without the page's permission.
 *
 * Calls:
 * - /tools/api/knowledge/list|get|version|save|restore (knowledgeTypes.ts)
 * - /tools/api/iot/list (iotTypes.ts)
 * - /tools/api/news/list|get|read (newsTypes.ts)
 */

/** Page ids of the tools screens (the menu leaf pids). */
export const TOOLS_PIDS = {
  knowledge: 'p-knowledge-base',
  /** The same screen opened from the maintenance menu. */
  maintenanceKnowledge: 'p-maintenance-knowledge-articles',
  iot: 'p-iot-equipment',
  news: 'p-news-information',
} as const;
