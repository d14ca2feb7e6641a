import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/errors';
import { idOrText } from '../../lib/serverMessage';

/** What to tell a person about a failed export: the request layer's message, or the error's own. */
export function errorText(error: unknown, intl: IntlShape): string {
  if (isApiError(error)) {
    return idOrText(intl, error.userMessage);
  }
  if (error instanceof Error && error.message) return error.message;
  return intl.formatMessage({ id: 'requestError' });
}
