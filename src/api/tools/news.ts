import type { CallOptions, HttpClient } from '../http';
import type { NewsItem, NewsList, NewsQuery, NewsRow } from './newsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** News and information (newsTypes.ts lists the calls). */
export function createNewsApi(http: HttpClient) {
  return {
    list: (query: NewsQuery, opts?: Read) => http.post<NewsList>('/sfsaas/api/tools/news/list', query, opts),
    item: (query: { pid: string; did: string }, opts?: Read) => http.post<NewsItem>('/sfsaas/api/tools/news/get', query, opts),
    markRead: (body: { pid: string; did: string; read: boolean }, opts?: Write) => http.post<NewsRow>('/sfsaas/api/tools/news/read', body, opts),
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;
