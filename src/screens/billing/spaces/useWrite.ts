import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../../api/pageConfig';
import { useStores } from '../../../stores/context';
import { saveWithFieldErrors } from '../../../ui/form/saveWithFieldErrors';
import { spacesErrorText } from '../shared/spacesErrorText';

/**
 * Runs a meter-group write sent with hideError: on refusal keeps the server's reasons (in the
 * user's language) for the dialog to show, with nothing the user typed lost; on success calls done.
 */
export function useWrite() {
  const intl = useIntl();
  const { notify } = useStores();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const run = async (save: () => Promise<unknown>, done: () => void) => {
    setSaving(true);
    const refused = await saveWithFieldErrors(save, notify);
    setSaving(false);
    setErrors(refused ?? []);
    if (refused === null) done();
  };
  return { saving, errors, messages: errors.map((e) => spacesErrorText(intl, e)), run, clear: () => setErrors([]) };
}
