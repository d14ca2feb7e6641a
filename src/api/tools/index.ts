import type { HttpClient } from '../http';
import { createIotApi } from './iot';
import { createKnowledgeApi } from './knowledge';

/** Administration tools (types.ts lists the calls), one line per area. */
export function createToolsApi(http: HttpClient) {
  return {
    knowledge: createKnowledgeApi(http),
    iot: createIotApi(http),
  };
}

export type ToolsApi = ReturnType<typeof createToolsApi>;
