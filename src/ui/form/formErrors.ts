import type { FormInstance } from 'antd';
import type { FieldError } from '../../api/pageConfig';

/** A form's name path: ['fees', 0, 'name']. */
export type FieldName = Array<string | number>;

/** 'fees[0].name' → ['fees', 0, 'name'] (the form's name path). */
export function fieldPath(field: string): FieldName {
  return field.split(/[.[\]]/).filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The form field a server error path is about, or undefined when the form has none for it. */
export type LocateField = (path: FieldName) => FieldName | undefined;

/**
 * Puts the server's field errors on the form's fields (what was typed stays); errors of fields the
 * form does not have (`locate` finds none) come back as text for the top of the form.
 */
export function showFieldErrors(form: FormInstance | null, errors: FieldError[], text: (error: FieldError) => string, locate: LocateField): string[] {
  const byField = new Map<string, { name: FieldName; errors: string[] }>();
  const rest: string[] = [];
  for (const error of errors) {
    const name = form ? locate(fieldPath(error.field)) : undefined;
    if (!name) rest.push(text(error));
    else byField.set(name.join('.'), { name, errors: [...(byField.get(name.join('.'))?.errors ?? []), text(error)] });
  }
  form?.setFields([...byField.values()]);
  return rest;
}

/** Clears the errors the form shows, before a new save. */
export function clearFieldErrors(form: FormInstance): void {
  form.setFields(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => ({ name: f.name, errors: [] })));
}
