import type { FormInstance } from 'antd';

/**
 * The form's values once its own rules pass; undefined when a field fails them (antd marks it and
 * nothing is sent). antd rejects the check, and a rejection left to a click handler would be an
 * unhandled one.
 */
export async function validValues<Values>(form: FormInstance<Values>): Promise<Values | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}
