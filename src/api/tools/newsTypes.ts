/**
 * News and information: energy and carbon policy news for everyone, plus the tenant company's own
 * announcements; read or unread per user. Times are ISO instants.
 *
 * - /tools/api/news/list { pid, category?, read?, search? } → NewsList
 * - /tools/api/news/get { pid, did } → NewsItem
 * - /tools/api/news/read { pid, did, read } → NewsRow (a per-user write, audited)
 */

export const NEWS_CATEGORIES = ['policy', 'carbon-market', 'industry', 'announcement'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_READ_STATES = ['read', 'unread'] as const;
export type NewsReadState = (typeof NEWS_READ_STATES)[number];

export interface NewsRow {
  did: string;
  title: string;
  category: NewsCategory;
  /** Who published it: an authority, a news source, or the company itself. */
  source: string;
  publishedAt: string;
  summary: string;
  read: boolean;
}

export interface NewsItem extends NewsRow {
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** The original, an http(s) URL ('' for an announcement). */
  link: string;
}

export interface NewsList {
  /** Unread items per category, whatever the filters. */
  unread: Record<NewsCategory, number>;
  rows: NewsRow[];
}

export interface NewsQuery {
  pid: string;
  category?: NewsCategory;
  read?: NewsReadState;
  search?: string;
}
