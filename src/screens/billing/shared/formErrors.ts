import type { FormInstance } from 'antd';
import type { IntlShape } from 'react-intl';
import type { FieldError } from '../../../api/pageConfig';

/** A server field error in the user's language: our message for its key when we have one, else the server's words. */
export function fieldErrorText(intl: IntlShape, error: FieldError): string {
  if (intl.messages[error.messageKey] !== undefined) return intl.formatMessage({ id: error.messageKey }, error.values);
  return error.message.replace(/^invalid field: \S+ \((.*)\)$/, '$1');
}

/** 'fees[0].name' → ['fees', 0, 'name'] (the form's name path). */
export function fieldPath(field: string): Array<string | number> {
  return field.split(/[.[\]]/).filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The form field a server error path is about, or undefined when the form has none for it. */
export type LocateField = (path: Array<string | number>) => Array<string | number> | undefined;

/**
 * Puts the server's field errors on the form's fields (what was typed stays); errors of fields the
 * form does not have (`locate` finds none) come back as text for the top of the form.
 */
export function showFieldErrors(form: FormInstance, errors: FieldError[], intl: IntlShape, locate: LocateField): string[] {
  const byField = new Map<string, { name: Array<string | number>; errors: string[] }>();
  const rest: string[] = [];
  for (const error of errors) {
    const name = locate(fieldPath(error.field));
    const text = fieldErrorText(intl, error);
    if (!name) rest.push(text);
    else byField.set(name.join('.'), { name, errors: [...(byField.get(name.join('.'))?.errors ?? []), text] });
  }
  form.setFields([...byField.values()]);
  return rest;
}

/** Clears the errors the form shows, before a new save. */
export function clearFieldErrors(form: FormInstance): void {
  form.setFields(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => ({ name: f.name, errors: [] })));
}
