import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/errors';
import { useStores } from '../../../stores/context';

/** The text of a failed request: the server's own message when it sent one. */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  const { locale } = useStores();
  return (error) => (isApiError(error) ? locale.text(error.userMessage) : intl.formatMessage({ id: 'requestFailed' }));
}

/**
 * The save of the efficiency forms. The first attempt turns the checks on (`checked`); `ready`
 * is null while the input has a problem, so nothing is sent. A refusal is kept in `serverError`
 * and what was typed stays, so nothing is lost.
 */
export function useSave<T>(ready: T | null, send: (value: T) => Promise<void>) {
  const failureText = useFailureText();
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const save = async () => {
    setChecked(true);
    if (ready === null) return;
    setSaving(true);
    setServerError(null);
    try {
      await send(ready);
    } catch (error) {
      setServerError(failureText(error));
    } finally {
      setSaving(false);
    }
  };
  /** Back to unchecked, without the last refusal (the draft was put back). */
  const reset = () => {
    setChecked(false);
    setServerError(null);
  };
  return { checked, setChecked, saving, serverError, save, reset };
}
