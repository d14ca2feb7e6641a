// @vitest-environment node
import { createIntl } from 'react-intl';
import type { FieldError } from '../../../src/api/pageConfig';
import { fieldErrorText, GENERIC_FIELD_KEYS, serverWords } from '../../../src/ui/form/fieldErrorText';

const intl = createIntl({
  locale: 'en',
  messages: { 'validation.required': 'Required', 'validation.date': 'Any date', 'billing.bills.error.cents': 'At most 2 decimals', 'bills.date': 'A date as YYYY-MM-DD' },
});
const error = (messageKey: string, message = 'invalid field: amount (the server says so)'): FieldError => ({ field: 'amount', rule: 'min', messageKey, message });

describe('a server field error in words', () => {
  it('takes the server key as a message id by default, else the server words without the "invalid field" frame', () => {
    expect(fieldErrorText(intl, error('validation.required'))).toBe('Required');
    expect(fieldErrorText(intl, error('validation.unheardOf'))).toBe('the server says so');
    expect(serverWords(error('x', 'no frame here'))).toBe('no frame here');
  });

  it("maps a domain's keys onto its own message ids", () => {
    const words = { from: 'validation.billing.', to: 'billing.bills.error.', ids: { 'validation.date': 'bills.date' } };
    expect(fieldErrorText(intl, error('validation.billing.cents'), words)).toBe('At most 2 decimals');
    expect(fieldErrorText(intl, error('validation.billing.other'), words)).toBe('the server says so');
    expect(fieldErrorText(intl, error('validation.date'), words)).toBe('A date as YYYY-MM-DD');
  });

  it('with asIs, uses only the listed keys as they are', () => {
    const words = { from: 'validation.billing.', to: 'billing.spaces.error.', asIs: GENERIC_FIELD_KEYS };
    expect(fieldErrorText(intl, error('validation.required'), words)).toBe('Required');
    expect(fieldErrorText(intl, error('validation.date'), words)).toBe('the server says so');
  });
});
