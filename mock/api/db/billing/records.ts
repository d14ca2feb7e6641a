import { FieldErrors } from '../devices/policies/fieldErrors.ts';

/** The next did of a kind in a store (`<prefix>-<store>-0042`): one more than the highest there. */
export function nextDid(prefix: string, store: string, taken: ReadonlyArray<{ did: string }>): string {
  const head = `${prefix}-${store}-`;
  const highest = taken.reduce((max, { did }) => (did.startsWith(head) ? Math.max(max, Number(did.slice(head.length)) || 0) : max), 0);
  return `${head}${String(highest + 1).padStart(4, '0')}`;
}

/** Refuses a write for a reason about one field (status -1, keyed for the user's language). */
export function refuse(field: string, message: string, messageKey: string, values?: Record<string, string | number>): never {
  const errors = new FieldErrors();
  errors.add(field, 'readonly', message, messageKey, values);
  errors.check();
  throw new Error('unreachable');
}
