import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { saveWithFieldErrors } from '../../../ui/form/saveWithFieldErrors';
import { clearFieldErrors, showFieldErrors, type LocateField } from './formErrors';

/**
 * A dialog's save sent with hideError: `saving` while it runs, then `done` with the answer; a
 * refusal puts its field errors on the form's fields (`locate` finds them) and the rest in
 * `general`, above the form. What was typed stays.
 */
export function useFormSave(form: FormInstance | null, locate: LocateField = (path) => path) {
  const intl = useIntl();
  const { notify } = useStores();
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const run = async <T,>(write: () => Promise<T>, done: (answer: T) => void): Promise<void> => {
    if (form) clearFieldErrors(form);
    setGeneral([]);
    setSaving(true);
    let answer: { value: T } | undefined;
    const errors = await saveWithFieldErrors(async () => {
      answer = { value: await write() };
    }, notify);
    setSaving(false);
    if (errors === null && answer) done(answer.value);
    else if (errors && errors.length > 0) setGeneral(form ? showFieldErrors(form, errors, intl, locate) : showFieldErrors(NO_FORM, errors, intl, () => undefined));
  };
  return { saving, general, run };
}

/** For saves without a form: every error goes on top. */
const NO_FORM = { setFields: () => undefined } as unknown as FormInstance;
