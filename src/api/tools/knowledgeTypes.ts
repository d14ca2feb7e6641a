import { KNOWLEDGE_RULES } from './rules.ts';

/**
 * The knowledge base: articles in a company's category tree, with tags, attachments and versions.
 * Bodies are Markdown (rendered without raw HTML). Times are ISO instants.
 *
 * - /sfsaas/api/tools/knowledge/list → KnowledgeList (filters: category with its children, tag, search in title and body)
 * - /sfsaas/api/tools/knowledge/get → KnowledgeArticle (the latest version and the version history)
 * - /sfsaas/api/tools/knowledge/version → KnowledgeVersion (one older version as it was saved)
 * - /sfsaas/api/tools/knowledge/save → KnowledgeArticle (create without did, edit with it: each save is a new version)
 * - /sfsaas/api/tools/knowledge/restore → KnowledgeArticle (an older version saved again as the newest)
 */

import type { VersionStamp } from '../types';

/** Longest title, tag, body and attachment list a save accepts. */
export const KNOWLEDGE_LIMITS = { title: KNOWLEDGE_RULES.title.maxLength, tag: 20, tags: 8, body: KNOWLEDGE_RULES.body.maxLength, attachments: 10, attachmentName: 120 } as const;

export interface KnowledgeCategory {
  did: string;
  name: string;
  /** Parent category did; '' for a root. */
  parent: string;
  /** Articles in it and its children. */
  articles: number;
}

export interface KnowledgeAttachment {
  name: string;
  /** A same-origin path (an uploaded file) or an http(s) URL. */
  url: string;
}

/** A row's and an article's stamp is the article's latest version (changedBy: its author, changedAt: when it was saved). */
export interface KnowledgeRow extends VersionStamp {
  did: string;
  title: string;
  category: string;
  categoryName: string;
  tags: string[];
  author: string;
  updatedAt: string;
  /** The latest version number (1 for a new article). */
  version: number;
}

export interface KnowledgeList {
  categories: KnowledgeCategory[];
  /** Every tag in use, sorted. */
  tags: string[];
  rows: KnowledgeRow[];
}

export interface KnowledgeQuery {
  pid: string;
  category?: string;
  tag?: string;
  search?: string;
}

/** One saved version: who saved it, when, and (for a restore) which version it brought back. */
export interface KnowledgeVersionInfo {
  version: number;
  author: string;
  savedAt: string;
  restoredFrom?: number;
}

export interface KnowledgeContent {
  title: string;
  category: string;
  tags: string[];
  body: string;
  attachments: KnowledgeAttachment[];
}

export interface KnowledgeVersion extends KnowledgeContent, KnowledgeVersionInfo {
  did: string;
  categoryName: string;
}

export interface KnowledgeArticle extends KnowledgeVersion, VersionStamp {
  /** Newest first. */
  versions: KnowledgeVersionInfo[];
}

export interface KnowledgeSave {
  pid: string;
  /** Absent: a new article. */
  did?: string;
  cmd: KnowledgeContent;
  /** An edit: the article's version the editor was opened on; `overwrite`: save over a newer one on purpose (audited). */
  version?: number;
  overwrite?: boolean;
}
