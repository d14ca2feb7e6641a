import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/errors';
import { idOrText } from '../../../lib/serverMessage';

/**
 * One write of a dialog: busy while it runs, and the server's reason (by its message key, in the
 * user's language) when it refuses, shown in the dialog rather than as a passing toast.
 */
export function useMediaWrite() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (write: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      await write();
      return true;
    } catch (e) {
      setError(isApiError(e) ? idOrText(intl, e.userMessage) : intl.formatMessage({ id: 'requestFailed' }));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
