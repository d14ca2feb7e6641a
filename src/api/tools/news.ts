import type { CallOptions, HttpClient } from '../http';
import type { NewsItem, NewsList, NewsQuery, NewsRow } from './newsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** News and information (newsTypes.ts lists the calls). */
export function createNewsApi(http: HttpClient) {
  return {
    list: (query: NewsQuery, opts?: Read) => http.post<NewsList>('/tools/api/news/list', query, opts),
    item: (query: { pid: string; did: string }, opts?: Read) => http.post<NewsItem>('/tools/api/news/get', query, opts),
    markRead: (body: { pid: string; did: string; read: boolean }, opts?: Write) => http.post<NewsRow>('/tools/api/news/read', body, opts),
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;
