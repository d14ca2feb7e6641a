import type { FieldRules } from '../../../../src/api/pageConfig.ts';
import type { FieldErrors } from '../core/fieldErrors.ts';
import { numberBy } from '../core/ruleChecks.ts';

/**
 * A number whose book's least is the smallest step above 0 (a price, a share): below it the field
 * says its own "above 0" message, not "at least 0.0001"; otherwise the book's checks.
 */
export function aboveZeroBy(errors: FieldErrors, value: unknown, field: string, rules: Readonly<FieldRules>, said: { message: string; messageKey: string }): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && rules.min !== undefined && value < rules.min) {
    errors.add(field, 'min', said.message, said.messageKey, { min: rules.min });
    return undefined;
  }
  return numberBy(errors, value, field, rules);
}
