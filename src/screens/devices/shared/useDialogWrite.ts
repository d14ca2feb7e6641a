import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../../ui/export-button/errorText';

/**
 * A dialog's write: `saving` while it runs, then `done` with the answer, or the refusal's text in
 * `error` (the dialog stays open with what was typed).
 */
export function useDialogWrite() {
  const intl = useIntl();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const run = async <T,>(write: () => Promise<T>, done: (answer: T) => void): Promise<void> => {
    setSaving(true);
    setError('');
    try {
      done(await write());
    } catch (failure) {
      setError(errorText(failure, intl));
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, run };
}
