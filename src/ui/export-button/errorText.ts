import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/errors';

/** What to tell a person about a failed export: the request layer's message, or the error's own. */
export function errorText(error: unknown, intl: IntlShape): string {
  if (isApiError(error)) {
    const message = error.userMessage;
    return 'text' in message ? message.text : intl.formatMessage({ id: message.id, defaultMessage: message.id }, message.values);
  }
  if (error instanceof Error && error.message) return error.message;
  return intl.formatMessage({ id: 'requestError' });
}
