import type { VersionStamp } from '../../../../../src/api/types.ts';
import { expected, invalidField } from '../../core/shapeErrors.ts';
import { staleRefusal, type SentVersion } from '../../core/versions.ts';
import type { KnowledgeArticle, KnowledgeVersionInfo } from '../../../../../src/api/tools/knowledgeTypes.ts';

/** An article's stamp is its latest version: its number, who saved it and when (an article keeps every version). */
export const articleStamp = (latest: KnowledgeVersionInfo): VersionStamp => ({ version: latest.version, changedBy: latest.author, changedAt: latest.savedAt });

/**
 * The check of `Versions.claim` on an article's own history (issue 36 item 2): an edit names the
 * version its editor was opened on; made on an older one it is refused with who saved since and
 * when, unless it overwrites on purpose. Returns the audit's detail (`{overwrote: N}` for that).
 */
export function checkArticleVersion(sent: SentVersion, article: KnowledgeArticle): Record<string, unknown> {
  const version = sent.sent;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw invalidField('version', 'expected the version the form was opened on', expected('integer'));
  if (sent.overwrite !== undefined && typeof sent.overwrite !== 'boolean') throw invalidField('overwrite', 'expected true or false', expected('boolean'));
  if (version === article.version) return {};
  if (sent.overwrite === true) return { overwrote: article.version };
  throw staleRefusal(articleStamp(article));
}
