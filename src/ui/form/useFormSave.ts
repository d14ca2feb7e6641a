import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context';
import { fieldErrorText, type FieldErrorWords } from './fieldErrorText';
import { clearFieldErrors, showFieldErrors, type LocateField } from './formErrors';
import { saveWithFieldErrors } from './saveWithFieldErrors';

export interface FormSaveOptions {
  /** The form field of a server error path (by default the path itself); none: it goes on top. */
  locate?: LocateField;
  /** How the screen's messages name the server's error keys. */
  words?: FieldErrorWords;
}

/**
 * A save sent with hideError: `saving` while it runs, then `done` with the answer; a refusal puts
 * its field errors on the form's fields and the rest in `general`, above the form (all of them
 * when there is no form). What was typed stays. `run` resolves true once saved.
 */
export function useFormSave(form: FormInstance | null, { locate = (path) => path, words }: FormSaveOptions = {}) {
  const intl = useIntl();
  const { notify } = useStores();
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const run = async <T,>(write: () => Promise<T>, done: (answer: T) => void = () => undefined): Promise<boolean> => {
    if (form) clearFieldErrors(form);
    setGeneral([]);
    setSaving(true);
    let answer: { value: T } | undefined;
    const errors = await saveWithFieldErrors(async () => {
      answer = { value: await write() };
    }, notify);
    setSaving(false);
    if (errors === null && answer) {
      done(answer.value);
      return true;
    }
    if (errors && errors.length > 0) setGeneral(showFieldErrors(form, errors, (error) => fieldErrorText(intl, error, words), locate));
    return false;
  };
  return { saving, general, run };
}
