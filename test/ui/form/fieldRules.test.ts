import Schema from '@rc-component/async-validator';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FieldRules } from '../../../src/api/pageConfig';
import { fieldRules, type FieldRuleOptions } from '../../../src/ui/form/fieldRules';

const intl = createIntl({
  locale: 'en',
  messages: { 'validation.required': 'Required', 'validation.maxLength': 'At most {max} characters', 'validation.min': 'At least {min}', 'validation.max': 'At most {max}', 'validation.integer': 'A whole number, please', 'own.range': 'From {min} to {max}' },
});

async function refusal(rules: FieldRules, value: unknown, options?: FieldRuleOptions): Promise<string | undefined> {
  try {
    await new Schema({ value: fieldRules(intl, rules, options) as never }).validate({ value });
    return undefined;
  } catch (failure) {
    return (failure as { errors: { message: string }[] }).errors[0]?.message;
  }
}

describe('fieldRules: a rule book field as antd rules', () => {
  it('counts the trimmed text, as the server does, and takes blank text as missing', async () => {
    const name = { required: true, maxLength: 4 };
    expect(await refusal(name, '   ')).toBe('Required');
    expect(await refusal(name, undefined)).toBe('Required');
    expect(await refusal(name, ' abcd ')).toBeUndefined();
    expect(await refusal(name, 'abcde')).toBe('At most 4 characters');
  });

  it('bounds a number, whole when asked, and says the limit', async () => {
    const days = { required: true, min: 1, max: 28, integer: true };
    expect(await refusal(days, 0)).toBe('At least 1');
    expect(await refusal(days, 29)).toBe('At most 28');
    expect(await refusal(days, 2.5)).toBe('A whole number, please');
    expect(await refusal(days, 28)).toBeUndefined();
    expect(await refusal({ min: 0 }, null)).toBeUndefined();
  });

  it("uses the form's own message where it has one, with the book's limits", async () => {
    expect(await refusal({ min: 1, max: 3600 }, 4000, { messages: { max: 'own.range' } })).toBe('From 1 to 3600');
  });

  it('lets a value that is not text through the text checks (a date, a choice)', async () => {
    expect(await refusal({ required: true }, { toISOString: () => '2026-11-01' })).toBeUndefined();
    expect(await refusal({ required: true, maxLength: 2 }, 12345)).toBeUndefined();
  });

  it('tests a pattern against the whole trimmed value', async () => {
    const code = { pattern: { regex: '[A-Z]{2}\\d', messageKey: 'validation.code', message: 'a code' } };
    expect(await refusal(code, ' AB1 ')).toBeUndefined();
    expect(await refusal(code, 'AB12')).toBe('a code');
  });
});
