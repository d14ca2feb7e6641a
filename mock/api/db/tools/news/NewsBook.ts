import { NEWS_CATEGORIES, type NewsCategory, type NewsItem, type NewsList, type NewsReadState, type NewsRow } from '../../../../../src/api/tools/newsTypes.ts';
import { notFound } from '../../core/notFound.ts';
import { seedNews, seedReadState, type NewsRecord } from './seedNews.ts';

export interface NewsFilter {
  category?: NewsCategory;
  read?: NewsReadState;
  search?: string;
}

/** The news every company reads, its own announcements, and what each user has read. */
export class NewsBook {
  private readonly items: NewsRecord[] = seedNews();
  private readonly seededRead = seedReadState(this.items);
  private readonly readBy = new Map<string, Set<string>>();

  private readSet(userid: string): Set<string> {
    let set = this.readBy.get(userid);
    if (!set) {
      set = this.seededRead(userid);
      this.readBy.set(userid, set);
    }
    return set;
  }

  /** Public items and the company's own announcements. */
  private visible(companyid: string): NewsRecord[] {
    return this.items.filter((item) => !item.companyid || item.companyid === companyid);
  }

  private rowOf(item: NewsRecord, userid: string): NewsRow {
    return { did: item.did, title: item.title, category: item.category, source: item.source, publishedAt: item.publishedAt, summary: item.summary, read: this.readSet(userid).has(item.did) };
  }

  list(user: { userid: string; companyid: string }, filter: NewsFilter): NewsList {
    const rows = this.visible(user.companyid).map((item) => this.rowOf(item, user.userid));
    const words = filter.search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    const unread = Object.fromEntries(NEWS_CATEGORIES.map((c) => [c, rows.filter((r) => r.category === c && !r.read).length])) as Record<NewsCategory, number>;
    return {
      unread,
      rows: rows
        .filter((r) => (!filter.category || r.category === filter.category) && (!filter.read || r.read === (filter.read === 'read')))
        .filter((r) => words.every((word) => `${r.title} ${r.summary} ${r.source}`.toLowerCase().includes(word))),
    };
  }

  item(user: { userid: string; companyid: string }, did: string): NewsItem {
    const item = this.visible(user.companyid).find((i) => i.did === did);
    if (!item) throw notFound('record', did);
    return structuredClone({ ...this.rowOf(item, user.userid), paragraphs: item.paragraphs, link: item.link });
  }

  /** Marks an item read or unread for this user only. */
  setRead(user: { userid: string; companyid: string }, did: string, read: boolean): NewsRow {
    const item = this.visible(user.companyid).find((i) => i.did === did);
    if (!item) throw notFound('record', did);
    if (read) this.readSet(user.userid).add(did);
    else this.readSet(user.userid).delete(did);
    return this.rowOf(item, user.userid);
  }
}
