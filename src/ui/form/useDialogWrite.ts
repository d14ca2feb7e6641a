import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isApiError } from '../../api/errors';
import type { FieldError } from '../../api/pageConfig';
import { hasMessage, keyedText } from '../../lib/serverMessage';
import { errorText } from '../export-button/errorText';

/** A refusal for people: its field errors in the user's language where the server keyed them, else its text. */
export function refusalText(failure: unknown, intl: IntlShape): string {
  const result = isApiError(failure) ? (failure.result as { errors?: unknown } | undefined) : undefined;
  const errors = Array.isArray(result?.errors) ? (result.errors as FieldError[]) : [];
  const keyed = errors.filter((e) => typeof e?.messageKey === 'string' && hasMessage(intl, e.messageKey));
  if (keyed.length && keyed.length === errors.length) return keyed.map((e) => keyedText(intl, e)).join(' ');
  return errorText(failure, intl);
}

/**
 * A dialog's (or a form's) write: `saving` while it runs, then `done` with the answer, or the
 * refusal's text in `error` (the dialog stays open with what was typed). `run` says whether the
 * write was accepted; `clear` forgets the last refusal (the draft was put back). The one write
 * hook of the kit: screens build on it rather than keep their own saving and error state.
 */
export function useDialogWrite() {
  const intl = useIntl();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const run = async <T,>(write: () => Promise<T>, done?: (answer: T) => void): Promise<boolean> => {
    setSaving(true);
    setError('');
    try {
      const answer = await write();
      done?.(answer);
      return true;
    } catch (failure) {
      setError(refusalText(failure, intl));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const clear = () => setError('');
  return { error, saving, run, clear };
}
