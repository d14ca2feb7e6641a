import { KNOWLEDGE_LIMITS, type KnowledgeAttachment, type KnowledgeContent } from '../../../../../src/api/tools/knowledgeTypes.ts';
import { KNOWLEDGE_RULES } from '../../../../../src/api/tools/rules.ts';
import { FieldErrors, isObject, objectAt, stringAt } from '../../core/fieldErrors.ts';
import { textBy } from '../../core/ruleChecks.ts';
import type { KnowledgeBook } from './KnowledgeBook.ts';

/** An attachment link: a same-origin path (an uploaded file) or an http(s) URL; never javascript: or data:. */
const SAFE_URL = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

function tagsAt(errors: FieldErrors, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) {
    errors.add('tags', 'type', 'expected a list of texts');
    return [];
  }
  const tags = [...new Set((value as string[]).map((tag) => tag.trim()).filter(Boolean))];
  if (tags.length > KNOWLEDGE_LIMITS.tags) errors.add('tags', 'max', `at most ${KNOWLEDGE_LIMITS.tags} tags`, 'tools.kb.error.tags', { max: KNOWLEDGE_LIMITS.tags });
  else if (tags.some((tag) => tag.length > KNOWLEDGE_LIMITS.tag)) errors.add('tags', 'maxLength', `a tag has at most ${KNOWLEDGE_LIMITS.tag} characters`, 'validation.maxLength', { max: KNOWLEDGE_LIMITS.tag });
  return tags;
}

function attachmentsAt(errors: FieldErrors, value: unknown): KnowledgeAttachment[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.add('attachments', 'type', 'expected a list');
    return [];
  }
  if (value.length > KNOWLEDGE_LIMITS.attachments) errors.add('attachments', 'max', `at most ${KNOWLEDGE_LIMITS.attachments} attachments`, 'tools.kb.error.attachments', { max: KNOWLEDGE_LIMITS.attachments });
  const out: KnowledgeAttachment[] = [];
  for (const item of value.slice(0, KNOWLEDGE_LIMITS.attachments)) {
    const name = isObject(item) && typeof item.name === 'string' ? item.name.trim().slice(0, KNOWLEDGE_LIMITS.attachmentName) : '';
    const url = isObject(item) && typeof item.url === 'string' ? item.url.trim() : '';
    if (!name || !SAFE_URL.test(url)) {
      errors.add('attachments', 'pattern', `attachment ${name || '?'}: a name and an http(s) or same-origin link`, 'tools.kb.error.attachmentLink');
      continue;
    }
    out.push({ name, url });
  }
  return out;
}

/** The content of a save, checked: title, an existing category, tags, a body, safe attachment links. */
export function knowledgeContent(book: KnowledgeBook, raw: unknown): KnowledgeContent {
  const errors = new FieldErrors();
  const cmd = objectAt(errors, raw, 'cmd') ?? {};
  errors.check();
  const title = textBy(errors, cmd.title, 'title', KNOWLEDGE_RULES.title);
  const category = stringAt(errors, cmd.category, 'category', 40);
  if (category && !book.category(category)) errors.add('category', 'unknown', `no such category: ${category}`, 'tools.kb.error.category');
  const tags = tagsAt(errors, cmd.tags);
  const body = textBy(errors, cmd.body, 'body', KNOWLEDGE_RULES.body);
  const attachments = attachmentsAt(errors, cmd.attachments);
  errors.check();
  return { title: title!, category: category!, tags, body: body!, attachments };
}
