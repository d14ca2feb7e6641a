import type { FieldRules } from '../../../api/pageConfig';

/** What is wrong with a list of tags, as a message id and its values; undefined when the server takes it. */
export interface TagProblem {
  id: 'signage.tagTooLong' | 'signage.tooManyTags';
  values: Record<string, string | number>;
}

/**
 * The checks the mock makes of a tag list (each tag within the book's length, at most `most`
 * different tags, case aside), so a form refuses a long tag instead of the server.
 */
export function tagProblem(tags: readonly string[], rules: Readonly<FieldRules>, most: number): TagProblem | undefined {
  const typed = tags.map((tag) => tag.trim()).filter(Boolean);
  const long = rules.maxLength === undefined ? undefined : typed.find((tag) => tag.length > (rules.maxLength as number));
  if (long !== undefined) return { id: 'signage.tagTooLong', values: { tag: long, max: rules.maxLength as number } };
  if (new Set(typed.map((tag) => tag.toLowerCase())).size > most) return { id: 'signage.tooManyTags', values: { max: most } };
  return undefined;
}

/** The tags typed in one text field, split at commas. */
export const splitTags = (text: string | undefined): string[] => (text ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
