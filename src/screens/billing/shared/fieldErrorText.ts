import type { IntlShape } from 'react-intl';
import type { FieldError } from '../../../api/pageConfig';

/** Server keys of the billing mock with a message of ours under another id. */
const LOCAL_IDS: Readonly<Record<string, string>> = { 'validation.date': 'billing.bills.error.date' };

/**
 * A server field error in the user's language: `validation.billing.<x>` → `billing.bills.error.<x>`,
 * generic `validation.*` keys as they are; the server's own words when no message of ours exists.
 */
export function fieldErrorText(intl: IntlShape, error: FieldError): string {
  const key = error.messageKey;
  const id = key.startsWith('validation.billing.') ? `billing.bills.error.${key.slice('validation.billing.'.length)}` : (LOCAL_IDS[key] ?? key);
  if (id in intl.messages) return intl.formatMessage({ id }, error.values);
  return error.message.replace(/^invalid field: \S+ \((.*)\)$/, '$1');
}
