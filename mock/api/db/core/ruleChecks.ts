import type { FieldRules } from '../../../../src/api/pageConfig.ts';
import type { FieldErrors } from './fieldErrors.ts';

/**
 * The mock's side of a rule book (src/api/ruleBook.ts): a body's field checked with the limits
 * its form checks before sending. Absent and blank are one case; `required` decides if it is an error.
 */

const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Trimmed text within the field's lengths and pattern; undefined when absent or refused. */
export function textBy(errors: FieldErrors, value: unknown, field: string, rules: Readonly<FieldRules>): string | undefined {
  if (absent(value)) {
    if (rules.required) errors.add(field, 'required', 'required');
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.add(field, 'type', 'expected a string', 'validation.type', { expected: 'text' });
    return undefined;
  }
  const text = value.trim();
  if (rules.minLength !== undefined && text.length < rules.minLength) {
    errors.add(field, 'minLength', `at least ${rules.minLength} characters`, 'validation.minLength', { min: rules.minLength });
    return undefined;
  }
  if (rules.maxLength !== undefined && text.length > rules.maxLength) {
    errors.add(field, 'maxLength', `at most ${rules.maxLength} characters`, 'validation.maxLength', { max: rules.maxLength });
    return undefined;
  }
  if (rules.pattern && !new RegExp(`^(?:${rules.pattern.regex})$`, 'u').test(text)) {
    errors.add(field, 'pattern', rules.pattern.message, rules.pattern.messageKey);
    return undefined;
  }
  return text;
}

/** A finite number within the field's range (a whole one if `integer`); undefined when absent or refused. */
export function numberBy(errors: FieldErrors, value: unknown, field: string, rules: Readonly<FieldRules>): number | undefined {
  if (value === undefined || value === null) {
    if (rules.required) errors.add(field, 'required', 'required');
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors.add(field, 'type', rules.integer ? 'expected an integer' : 'expected a number', 'validation.type', { expected: 'number' });
    return undefined;
  }
  if (rules.integer && !Number.isInteger(value)) {
    errors.add(field, 'integer', 'expected an integer');
    return undefined;
  }
  const { min, max } = rules;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    const low = min !== undefined && value < min;
    errors.add(field, low ? 'min' : 'max', `expected ${min ?? '…'} to ${max ?? '…'}`, low ? 'validation.min' : 'validation.max', low ? { min: min as number } : { max: max as number });
    return undefined;
  }
  return value;
}
