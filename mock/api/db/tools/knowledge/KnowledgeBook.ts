import type { KnowledgeArticle, KnowledgeCategory, KnowledgeContent, KnowledgeList, KnowledgeRow, KnowledgeVersion } from '../../../../../src/api/tools/knowledgeTypes.ts';
import { notFound } from '../../core/notFound.ts';
import { articleStamp } from './articleVersion.ts';
import type { KnowledgeSeed } from './seedKnowledge.ts';

/** The filters of a list: a category (with its children), a tag, words in the title or body. */
export interface KnowledgeFilter {
  category?: string;
  tag?: string;
  search?: string;
}

/**
 * One company's knowledge base: every article as its versions, oldest first, filed under the
 * categories of the generic category list (read again for each request, so a category added or
 * renamed there shows here at once).
 */
export class KnowledgeBook {
  private categories: KnowledgeCategory[];
  private readonly articles: Map<string, KnowledgeVersion[]>;

  constructor(
    readonly companyid: string,
    seed: KnowledgeSeed,
  ) {
    this.categories = seed.categories;
    this.articles = new Map(seed.articles.map((versions) => [versions[0]!.did, versions]));
  }

  /** The categories as the category list has them now. */
  useCategories(categories: KnowledgeCategory[]): this {
    this.categories = categories;
    return this;
  }

  category(did: string): KnowledgeCategory | undefined {
    return this.categories.find((c) => c.did === did);
  }

  /** The category and every category below it. */
  private subtree(did: string): Set<string> {
    const dids = new Set([did]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of this.categories) if (dids.has(c.parent) && !dids.has(c.did)) grew = dids.add(c.did).size > 0;
    }
    return dids;
  }

  private latest(): KnowledgeVersion[] {
    return [...this.articles.values()].map((versions) => versions.at(-1)!);
  }

  list(filter: KnowledgeFilter): KnowledgeList {
    const latest = this.latest();
    const inCategory = filter.category ? this.subtree(filter.category) : undefined;
    const words = filter.search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    const rows: KnowledgeRow[] = latest
      .filter((a) => !inCategory || inCategory.has(a.category))
      .filter((a) => !filter.tag || a.tags.includes(filter.tag))
      .filter((a) => words.every((word) => `${a.title}\n${a.body}`.toLowerCase().includes(word)))
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.did.localeCompare(b.did))
      .map((a) => ({ did: a.did, title: a.title, category: a.category, categoryName: a.categoryName, tags: a.tags, author: a.author, updatedAt: a.savedAt, ...articleStamp(a) }));
    const categories = this.categories.map((c) => {
      const dids = this.subtree(c.did);
      return { ...c, articles: latest.filter((a) => dids.has(a.category)).length };
    });
    const tags = [...new Set(latest.flatMap((a) => a.tags))].sort((a, b) => a.localeCompare(b));
    return { categories, tags, rows };
  }

  versionsOf(did: string): KnowledgeVersion[] {
    const versions = this.articles.get(did);
    if (!versions) throw notFound('record', did);
    return versions;
  }

  article(did: string): KnowledgeArticle {
    const versions = this.versionsOf(did);
    const latest = versions.at(-1)!;
    return structuredClone({
      ...latest,
      ...articleStamp(latest),
      versions: [...versions].reverse().map(({ version, author, savedAt, restoredFrom }) => ({ version, author, savedAt, ...(restoredFrom ? { restoredFrom } : {}) })),
    });
  }

  version(did: string, version: number): KnowledgeVersion {
    const found = this.versionsOf(did).find((v) => v.version === version);
    if (!found) throw notFound('record', `${did} v${version}`);
    return structuredClone(found);
  }

  /** A new article, as its version 1. */
  create(content: KnowledgeContent, author: string, savedAt: string): KnowledgeArticle {
    const did = `kb-${this.companyid}-${String(this.articles.size + 1).padStart(4, '0')}`;
    this.articles.set(did, [this.versionOf(did, content, 1, author, savedAt)]);
    return this.article(did);
  }

  /** A new version of an article (an edit, or a restore naming the version it brings back). */
  append(did: string, content: KnowledgeContent, author: string, savedAt: string, restoredFrom?: number): KnowledgeArticle {
    const versions = this.versionsOf(did);
    versions.push({ ...this.versionOf(did, content, versions.length + 1, author, savedAt), ...(restoredFrom ? { restoredFrom } : {}) });
    return this.article(did);
  }

  private versionOf(did: string, content: KnowledgeContent, version: number, author: string, savedAt: string): KnowledgeVersion {
    return { did, ...structuredClone(content), categoryName: this.category(content.category)?.name ?? '', version, author, savedAt };
  }
}
