import { FieldErrors } from '../core/fieldErrors.ts';

/** Refuses a write for a reason about one field (status -1, keyed for the user's language). */
export function refuse(field: string, message: string, messageKey: string, values?: Record<string, string | number>): never {
  const errors = new FieldErrors();
  errors.add(field, 'readonly', message, messageKey, values);
  errors.check();
  throw new Error('unreachable');
}
