import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import type { FieldRules } from '../../api/pageConfig';

/** The rules a form can phrase its own way; the rest say validation.<rule>. */
export type RuleName = 'required' | 'type' | 'minLength' | 'maxLength' | 'min' | 'max' | 'integer' | 'pattern';

export interface FieldRuleOptions {
  /** The field's label, as {field} in the messages. */
  label?: string;
  /** Whether min and max bound a number (not a length); by default, when the rules have min, max or integer. */
  numeric?: boolean;
  /** A message id per rule where the form has a better one than validation.<rule> (the same values: min, max, field). */
  messages?: Partial<Record<RuleName, string>>;
}

/** A pattern from a rule book or a page configuration, tested against the whole value; a broken one is left out. */
export function compilePattern(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

const empty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * antd rules with the limits of a rule book field, so the form refuses what the server would
 * (the mock checks the same book); the messages are keyed, so every language shows them.
 */
export function fieldRules(intl: IntlShape, rules: Readonly<FieldRules>, options: FieldRuleOptions = {}): Rule[] {
  const numeric = options.numeric ?? (rules.min !== undefined || rules.max !== undefined || rules.integer === true);
  const values = { field: options.label ?? '', expected: 'number', min: rules.min ?? rules.minLength ?? 0, max: rules.max ?? rules.maxLength ?? 0 };
  const message = (rule: RuleName, fallback = `validation.${rule}`, text = fallback) => {
    const id = options.messages?.[rule] ?? fallback;
    return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }, values) : text;
  };
  const fail = (rule: RuleName, fallback?: string, text?: string) => Promise.reject(new Error(message(rule, fallback, text)));
  const out: Rule[] = [];
  if (rules.required) {
    // Blank text is missing, as the server trims it; antd's `whitespace` would also make the value a string.
    out.push({ required: true, message: message('required') }, { validator: (_, value: unknown) => (typeof value === 'string' && value !== '' && value.trim() === '' ? fail('required') : Promise.resolve()) });
  }
  if (numeric) {
    // One validator for the number: antd's `type: number` would also refuse numbers typed as text.
    out.push({
      validator: (_, value: unknown) => {
        if (empty(value)) return Promise.resolve();
        const n = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(n)) return fail('type');
        if (rules.integer && !Number.isInteger(n)) return fail('integer');
        if (rules.min !== undefined && n < rules.min) return fail('min');
        if (rules.max !== undefined && n > rules.max) return fail('max');
        return Promise.resolve();
      },
    });
  } else {
    // Lengths of the trimmed text, as the server counts them.
    out.push({
      validator: (_, value: unknown) => {
        if (empty(value) || typeof value !== 'string') return Promise.resolve();
        const text = value.trim();
        if (rules.minLength !== undefined && text.length < rules.minLength) return fail('minLength');
        if (rules.maxLength !== undefined && text.length > rules.maxLength) return fail('maxLength');
        return Promise.resolve();
      },
    });
  }
  if (rules.pattern) {
    const pattern = compilePattern(rules.pattern.regex);
    if (pattern) {
      const { messageKey, message: text } = rules.pattern;
      out.push({
        validator: (_, value: unknown) => (empty(value) || pattern.test(String(value).trim()) ? Promise.resolve() : fail('pattern', messageKey, text)),
      });
    }
  }
  return out;
}
