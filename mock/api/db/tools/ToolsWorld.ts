import { TOOLS_PIDS } from '../../../../src/api/tools/types.ts';
import type { PageAction } from '../../../../src/api/pageConfig.ts';
import type { KnowledgeArticle, KnowledgeList, KnowledgeVersion } from '../../../../src/api/tools/knowledgeTypes.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import type { Row } from '../core/tables/Table.ts';
import type { SentVersion } from '../core/versions.ts';
import type { Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import { checkArticleVersion } from './knowledge/articleVersion.ts';
import { KnowledgeBook, type KnowledgeFilter } from './knowledge/KnowledgeBook.ts';
import { knowledgeContent } from './knowledge/knowledgeInput.ts';
import { categoriesOf, seedKnowledge } from './knowledge/seedKnowledge.ts';
import { seedSimCards, type IotGateway, type SimCard } from './iot/seedSimCards.ts';
import { simCardList, type SimFilter } from './iot/simCards.ts';
import { NewsBook, type NewsFilter } from './news/NewsBook.ts';
import { NavigationStyles, type NavigationStyleSources } from './navigationStyles.ts';
import type { NewsItem, NewsList, NewsRow } from '../../../../src/api/tools/newsTypes.ts';
import type { SimCardList } from '../../../../src/api/tools/iotTypes.ts';

/** A store's gateways as the device world has them now, and the store's zone and country. */
export interface IotStore {
  zone: string;
  country: string;
  gateways: IotGateway[];
}

export interface ToolsSources {
  seed: number;
  /** The local day of the one world clock in a zone, and the seed's day there. */
  today: (zone: string) => string;
  seedDay: (zone: string) => string;
  /** Throws (-1 unknown store, -45403 not reached) unless the user reaches the store. */
  iotStore: (user: UserRecord, store: string) => IotStore;
  /** The simulated now (ms), the one world clock. */
  now: () => number;
  /** The knowledge category records a user's company owns, as the generic category list has them now. */
  knowledgeCategoryRows: (user: UserRecord) => readonly Row[];
  /** The catalogue's seeded knowledge articles a user's company owns (each becomes its first version). */
  knowledgeArticleRows: (user: UserRecord) => readonly Row[];
  /** The seeded navigation styles and the tenants of hosts and companies. */
  navigation: Omit<NavigationStyleSources, 'writes'>;
  writes: Writes;
}

/** The pages through which knowledge is reached: the tools leaf and the maintenance one. */
export const KNOWLEDGE_PAGES: readonly string[] = [TOOLS_PIDS.knowledge, TOOLS_PIDS.maintenanceKnowledge];

const articleRef = (id: string): ResourceRef => ({ type: 'knowledge-article', id, pages: KNOWLEDGE_PAGES });
const newsRef = (id: string): ResourceRef => ({ type: 'news', id, pages: [TOOLS_PIDS.news] });

/**
 * The tools domain of the mock: per company, its knowledge base (built on first use from the
 * catalogue's seed); per store, the SIM cards of its gateways; per tenant, its navigation style. Access, clock and the audited write path are the core's, passed in.
 */
export class ToolsWorld {
  private readonly books = new Map<string, KnowledgeBook>();
  private readonly simCards = new Map<string, SimCard[]>();
  private readonly news = new NewsBook();
  /** The tenants' navigation colours (menu/get's style JSON) and their write. */
  readonly navigation: NavigationStyles;

  constructor(private readonly sources: ToolsSources) {
    this.navigation = new NavigationStyles({ ...sources.navigation, writes: sources.writes });
  }

  get writes(): Writes {
    return this.sources.writes;
  }

  /** Throws -45403 unless the user may do `action` on `pid` (to the resource). */
  authorize(user: UserRecord, pid: string, action: PageAction, resource?: ResourceRef): void {
    this.sources.writes.access.check(user, pid, action, resource);
  }

  private book(user: UserRecord): KnowledgeBook {
    let book = this.books.get(user.companyid);
    if (!book) {
      book = new KnowledgeBook(user.companyid, seedKnowledge(user.companyid, this.sources.knowledgeCategoryRows(user), this.sources.knowledgeArticleRows(user)));
      this.books.set(user.companyid, book);
      return book;
    }
    return book.useCategories(categoriesOf(this.sources.knowledgeCategoryRows(user)));
  }

  private savedAt(): string {
    return new Date(this.sources.now()).toISOString();
  }

  knowledgeList(user: UserRecord, pid: string, filter: KnowledgeFilter): KnowledgeList {
    this.authorize(user, pid, 'view', articleRef('list'));
    return this.book(user).list(filter);
  }

  knowledgeArticle(user: UserRecord, pid: string, did: string): KnowledgeArticle {
    this.authorize(user, pid, 'view', articleRef(did));
    return this.book(user).article(did);
  }

  knowledgeVersion(user: UserRecord, pid: string, did: string, version: number): KnowledgeVersion {
    this.authorize(user, pid, 'view', articleRef(did));
    return this.book(user).version(did, version);
  }

  /**
   * A new article (add) or a new version of one (edit), audited with before and after; an edit made
   * on an older version than the article's latest is refused with who and when.
   */
  saveKnowledge(user: UserRecord, pid: string, did: string | undefined, cmd: unknown, sent: SentVersion): KnowledgeArticle {
    const book = this.book(user);
    if (did === undefined) {
      return this.writes.run(user, { pid, needs: 'add', area: 'records', op: 'knowledge-create', resource: articleRef('new'), detail: { cmd } }, () => {
        const article = book.create(knowledgeContent(book, cmd), user.username, this.savedAt());
        return { answer: article, target: article.did };
      });
    }
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'knowledge-edit', resource: articleRef(did), detail: { cmd }, before: () => book.article(did) }, () => {
      const content = knowledgeContent(book, cmd);
      const overwrote = checkArticleVersion(sent, book.article(did));
      return { answer: book.append(did, content, user.username, this.savedAt()), detail: { cmd, ...overwrote } };
    });
  }

  /** An older version saved again as the newest (a restore is an edit: nothing is lost). */
  restoreKnowledge(user: UserRecord, pid: string, did: string, version: number): KnowledgeArticle {
    const book = this.book(user);
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'knowledge-restore', resource: articleRef(did), detail: { version }, before: () => book.article(did) }, () => {
      const old = book.version(did, version);
      const content = { title: old.title, category: book.category(old.category) ? old.category : book.article(did).category, tags: old.tags, body: old.body, attachments: old.attachments };
      return { answer: book.append(did, content, user.username, this.savedAt(), version) };
    });
  }

  /** The SIM cards of a store's gateways and its spares, with today's alerts (seeded per store on first use). */
  iotList(user: UserRecord, pid: string, store: string, filter: SimFilter): SimCardList {
    this.authorize(user, pid, 'view', { type: 'sim-card', id: store, pages: [TOOLS_PIDS.iot], store });
    const found = this.sources.iotStore(user, store);
    let cards = this.simCards.get(store);
    if (!cards) {
      cards = seedSimCards(this.sources.seed, store, found.country, this.sources.seedDay(found.zone), found.gateways);
      this.simCards.set(store, cards);
    }
    return simCardList(cards, found.gateways, this.sources.today(found.zone), filter);
  }

  newsList(user: UserRecord, pid: string, filter: NewsFilter): NewsList {
    this.authorize(user, pid, 'view', newsRef('list'));
    return this.news.list(user, filter);
  }

  newsItem(user: UserRecord, pid: string, did: string): NewsItem {
    this.authorize(user, pid, 'view', newsRef(did));
    return this.news.item(user, did);
  }

  /** Read or unread, for this user only: a write of the reader's own state, so 'view' is enough. */
  markNews(user: UserRecord, pid: string, did: string, read: boolean): NewsRow {
    return this.writes.run(user, { pid, needs: 'view', area: 'records', op: read ? 'news-read' : 'news-unread', resource: newsRef(did), detail: { read }, before: () => ({ read: this.news.item(user, did).read }) }, () => {
      const row = this.news.setRead(user, did, read);
      return { answer: row, after: { read: row.read } };
    });
  }
}
