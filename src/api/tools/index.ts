import { domainApi } from '../domainApi';
import type { HttpClient } from '../http';
import { createIotApi } from './iot';
import { createKnowledgeApi } from './knowledge';
import { createMenuTemplateApi } from './menuTemplate';
import { createNavigationStyleApi } from './navigationStyle';
import { createNewsApi } from './news';

/** Administration tools (types.ts lists the calls), one line per area. */
export function createToolsApi(http: HttpClient) {
  return {
    knowledge: createKnowledgeApi(http),
    iot: createIotApi(http),
    news: createNewsApi(http),
    menu: createMenuTemplateApi(http),
    navigationStyle: createNavigationStyleApi(http),
  };
}

export type ToolsApi = ReturnType<typeof createToolsApi>;

/** The section over a mount's api: `toolsApi(api).…`. */
export const toolsApi = domainApi(createToolsApi);
