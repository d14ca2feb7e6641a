import type { IntlShape } from 'react-intl';
import type { FieldError } from '../../api/pageConfig';
import { keyedText } from '../../lib/serverMessage';

/**
 * How a screen's messages name the server's field error keys: keys under `from` map to `to`
 * (`validation.billing.x` → `billing.bills.error.x`), `ids` names single keys, and other keys
 * are looked up as they are (only those in `asIs`, when given).
 */
export interface FieldErrorWords {
  from?: string;
  to?: string;
  ids?: Readonly<Record<string, string>>;
  asIs?: ReadonlySet<string>;
}

/** Generic keys whose values the mock always sends, so our messages can use them. */
export const GENERIC_FIELD_KEYS: ReadonlySet<string> = new Set(['validation.required', 'validation.min', 'validation.max', 'validation.maxLength']);

/** The server's own words for an error: 'invalid field: name (required)' → 'required'. */
export function serverWords(error: FieldError): string {
  return error.message.replace(/^invalid field: \S+ \((.*)\)$/, '$1');
}

/** The message id a field error's key has under `words`, if any. */
function messageId(key: string, words: FieldErrorWords): string | undefined {
  if (words.from && words.to !== undefined && key.startsWith(words.from)) return `${words.to}${key.slice(words.from.length)}`;
  return words.ids?.[key] ?? (words.asIs === undefined || words.asIs.has(key) ? key : undefined);
}

/** A server field error in the user's language; the server's own words when we have no message for it. */
export function fieldErrorText(intl: IntlShape, error: FieldError, words: FieldErrorWords = {}): string {
  return keyedText(intl, { values: error.values, message: serverWords(error) }, messageId(error.messageKey, words));
}
