import { GENERIC_FIELD_KEYS, type FieldErrorWords } from '../../../ui/form/fieldErrorText';

/** Bills and payments: `validation.billing.<x>` → `billing.bills.error.<x>`, other keys as they are. */
export const BILL_WORDS: FieldErrorWords = { from: 'validation.billing.', to: 'billing.bills.error.', ids: { 'validation.date': 'billing.bills.error.date' } };

/** Meter groups and room states: `validation.billing.<x>` → `billing.spaces.error.<x>`, and the generic keys. */
export const SPACES_WORDS: FieldErrorWords = { from: 'validation.billing.', to: 'billing.spaces.error.', asIs: GENERIC_FIELD_KEYS };
