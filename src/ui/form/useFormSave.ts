import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context';
import { fieldErrorText, type FieldErrorWords } from './fieldErrorText';
import { clearFieldErrors, showFieldErrors, type LocateField } from './formErrors';
import { saveWithFieldErrors } from './saveWithFieldErrors';
import { staleOf, type StaleSave } from './staleSave';

export interface FormSaveOptions {
  /** The form field of a server error path (by default the path itself); none: it goes on top. */
  locate?: LocateField;
  /** How the screen's messages name the server's error keys. */
  words?: FieldErrorWords;
}

/** What a save is told: whether to overwrite a version someone saved since the form was opened. */
export interface SaveIntent {
  overwrite: boolean;
}

/**
 * A save sent with hideError: `saving` while it runs, then `done` with the answer; a refusal puts
 * its field errors on the form's fields and the rest in `general`, above the form (all of them
 * when there is no form). What was typed stays. `run` resolves true once saved. A save made on an
 * older version (issue 36 item 2) sets `stale` (who saved since, and when); `keepMine` sends the
 * same save again as an overwrite on purpose.
 */
export function useFormSave(form: FormInstance | null, { locate = (path) => path, words }: FormSaveOptions = {}) {
  const intl = useIntl();
  const { notify } = useStores();
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [stale, setStale] = useState<StaleSave | undefined>(undefined);
  const again = useRef<(() => Promise<boolean>) | undefined>(undefined);
  const run = async <T,>(write: (intent: SaveIntent) => Promise<T>, done: (answer: T) => void = () => undefined, overwrite = false): Promise<boolean> => {
    if (form) clearFieldErrors(form);
    setGeneral([]);
    setStale(undefined);
    setSaving(true);
    let answer: { value: T } | undefined;
    let staleFound: StaleSave | undefined;
    const errors = await saveWithFieldErrors(async () => {
      try {
        answer = { value: await write({ overwrite }) };
      } catch (error) {
        staleFound = staleOf(error);
        if (!staleFound) throw error;
      }
    }, notify);
    setSaving(false);
    if (staleFound) {
      setStale(staleFound);
      again.current = () => run(write, done, true);
      return false;
    }
    if (errors === null && answer) {
      done(answer.value);
      return true;
    }
    if (errors && errors.length > 0) setGeneral(showFieldErrors(form, errors, (error) => fieldErrorText(intl, error, words), locate));
    return false;
  };
  const keepMine = () => again.current?.() ?? Promise.resolve(false);
  return { saving, general, run, stale, keepMine, dismissStale: () => setStale(undefined) };
}
