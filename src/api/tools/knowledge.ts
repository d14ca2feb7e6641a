import type { CallOptions, HttpClient } from '../http';
import type { KnowledgeArticle, KnowledgeList, KnowledgeQuery, KnowledgeSave, KnowledgeVersion } from './knowledgeTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** The knowledge base (knowledgeTypes.ts lists the calls). */
export function createKnowledgeApi(http: HttpClient) {
  return {
    list: (query: KnowledgeQuery, opts?: Read) => http.post<KnowledgeList>('/tools/api/knowledge/list', query, opts),
    article: (query: { pid: string; did: string }, opts?: Read) => http.post<KnowledgeArticle>('/tools/api/knowledge/get', query, opts),
    version: (query: { pid: string; did: string; version: number }, opts?: Read) => http.post<KnowledgeVersion>('/tools/api/knowledge/version', query, opts),
    save: (body: KnowledgeSave, opts?: Write) => http.post<KnowledgeArticle>('/tools/api/knowledge/save', body, opts),
    restore: (body: { pid: string; did: string; version: number }, opts?: Write) => http.post<KnowledgeArticle>('/tools/api/knowledge/restore', body, opts),
  };
}

export type KnowledgeApi = ReturnType<typeof createKnowledgeApi>;
