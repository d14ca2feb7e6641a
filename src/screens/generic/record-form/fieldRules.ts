import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import type { FieldRules, FormFieldConfig } from '../../../api/pageConfig';

/** A pattern from the configuration, tested against the whole value; a broken one never matches nothing silently. */
export function compilePattern(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

const text = (intl: IntlShape, id: string, values: Record<string, string | number>, fallback: string) =>
  Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }, values) : fallback;

/** antd rules for a configured field, with the same limits the server applies (spec §5). */
export function toFormRules(intl: IntlShape, field: FormFieldConfig, label: string): Rule[] {
  const r: FieldRules = field.rules ?? {};
  const rules: Rule[] = [];
  const numeric = field.type === 'number' || field.type === 'money';
  if (r.required) rules.push({ required: true, message: text(intl, 'validation.required', { field: label }, `${label}`) });
  if (r.minLength !== undefined) rules.push({ min: r.minLength, message: text(intl, 'validation.minLength', { field: label, min: r.minLength }, label) });
  if (r.maxLength !== undefined) rules.push({ max: r.maxLength, message: text(intl, 'validation.maxLength', { field: label, max: r.maxLength }, label) });
  if (numeric && r.min !== undefined) rules.push({ type: 'number', min: r.min, message: text(intl, 'validation.min', { field: label, min: r.min }, label) });
  if (numeric && r.max !== undefined) rules.push({ type: 'number', max: r.max, message: text(intl, 'validation.max', { field: label, max: r.max }, label) });
  if (numeric && r.integer) {
    rules.push({
      validator: (_, value: unknown) =>
        value === null || value === undefined || Number.isInteger(value) ? Promise.resolve() : Promise.reject(new Error(text(intl, 'validation.integer', { field: label }, label))),
    });
  }
  if (r.pattern) {
    const pattern = compilePattern(r.pattern.regex);
    const message = text(intl, r.pattern.messageKey, { field: label }, r.pattern.message);
    if (pattern) {
      rules.push({
        validator: (_, value: unknown) =>
          value === null || value === undefined || value === '' || pattern.test(String(value)) ? Promise.resolve() : Promise.reject(new Error(message)),
      });
    }
  }
  return rules;
}
