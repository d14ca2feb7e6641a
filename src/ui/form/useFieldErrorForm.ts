import { Form } from 'antd';
import type { FieldErrorWords } from './fieldErrorText';
import { useFormSave } from './useFormSave';
import { validValues } from './validValues';

/**
 * A dialog form sent with `hideError`: checks its own rules first, then the server's field errors
 * on `fields` land on them (what was typed stays); any other refusal is shown as a message.
 * `submit` resolves true once saved.
 */
export function useFieldErrorForm<Values extends object>(fields: readonly (keyof Values & string)[], save: (values: Values) => Promise<unknown>, words?: FieldErrorWords) {
  const [form] = Form.useForm<Values>();
  const known = new Set<string>(fields);
  const { saving, run } = useFormSave(form, { words, locate: (path) => (path.length === 1 && known.has(String(path[0])) ? path : undefined) });
  const submit = async (): Promise<boolean> => {
    const values = await validValues(form);
    if (!values) return false;
    return run(() => save(values));
  };
  return { form, saving, submit };
}
