import type { VersionStamp } from '../../../../../src/api/types.ts';
import { checkSentVersion, type SentVersion } from '../../core/versions.ts';
import type { KnowledgeArticle, KnowledgeVersionInfo } from '../../../../../src/api/tools/knowledgeTypes.ts';

/** An article's stamp is its latest version: its number, who saved it and when (an article keeps every version). */
export const articleStamp = (latest: KnowledgeVersionInfo): VersionStamp => ({ version: latest.version, changedBy: latest.author, changedAt: latest.savedAt });

/**
 * The version check of every versioned record, on an article's own history (issue 36 item 2).
 * Returns the audit's detail (`{overwrote: N}` for an overwrite on purpose).
 */
export function checkArticleVersion(sent: SentVersion, article: KnowledgeArticle): Record<string, unknown> {
  const overwrote = checkSentVersion(sent, articleStamp(article));
  return overwrote === undefined ? {} : { overwrote };
}
