import { Form } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { saveWithFieldErrors } from '../../../ui/form/saveWithFieldErrors';
import { fieldErrorText } from './fieldErrorText';

/**
 * A dialog form sent with `hideError`: checks its own rules first, then the server's field errors
 * land on their fields (what was typed stays); any other refusal is shown as a message. `submit`
 * resolves true once saved.
 */
export function useFieldErrorForm<Values extends object>(fields: readonly (keyof Values & string)[], save: (values: Values) => Promise<unknown>) {
  const intl = useIntl();
  const { notify } = useStores();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (): Promise<boolean> => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return false;
    }
    setSaving(true);
    const errors = await saveWithFieldErrors(() => save(values), notify);
    setSaving(false);
    if (errors === null) return true;
    const known = new Set<string>(fields);
    form.setFields(errors.filter((e) => known.has(e.field)).map((e) => ({ name: e.field as never, errors: [fieldErrorText(intl, e)] })));
    return false;
  };
  return { form, saving, submit };
}
