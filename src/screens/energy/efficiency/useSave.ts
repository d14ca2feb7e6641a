import { useState } from 'react';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';

/**
 * The save of the efficiency forms, over the kit's write hook. The first attempt turns the checks
 * on (`checked`); `ready` is null while the input has a problem, so nothing is sent. A refusal is
 * kept in `serverError` and what was typed stays, so nothing is lost.
 */
export function useSave<T>(ready: T | null, send: (value: T) => Promise<void>) {
  const write = useDialogWrite();
  const [checked, setChecked] = useState(false);

  const save = async () => {
    setChecked(true);
    if (ready === null) return;
    await write.run(() => send(ready));
  };
  /** Back to unchecked, without the last refusal (the draft was put back). */
  const reset = () => {
    setChecked(false);
    write.clear();
  };
  return { checked, setChecked, saving: write.saving, serverError: write.error || null, save, reset };
}
