import type { IntlShape } from 'react-intl';
import type { FieldError } from '../../../api/pageConfig';

/** Generic keys whose values the mock always sends. */
const GENERIC_IDS = new Set(['validation.required', 'validation.min', 'validation.max', 'validation.maxLength']);

/**
 * A refused meter-group or room-state write in the user's language: `validation.billing.<x>`
 * → `billing.spaces.error.<x>`; the server's own words when we have no message for its key.
 */
export function spacesErrorText(intl: IntlShape, error: FieldError): string {
  const key = error.messageKey;
  const id = key.startsWith('validation.billing.') ? `billing.spaces.error.${key.slice('validation.billing.'.length)}` : GENERIC_IDS.has(key) ? key : undefined;
  if (id && id in intl.messages) return intl.formatMessage({ id }, error.values);
  return error.message.replace(/^invalid field: \S+ \((.*)\)$/, '$1');
}
