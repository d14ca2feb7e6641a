import type { SlipInput, SlipOptions } from '../../../../../src/api/operations/assetsTypes.ts';
import { SLIP_MAX_LINES as MAX_LINES, SLIP_RULES } from '../../../../../src/api/operations/rules.ts';
import { FieldErrors, isObject, stringAt } from '../../core/fieldErrors.ts';
import { numberBy, textBy } from '../../core/ruleChecks.ts';

/**
 * A slip as sent, checked against what the user may pick: every error is named at its field
 * (`supplier`, `lines`, `lines[i].model|quantity|storeroomdid`) with a message key, all at once.
 */
export function slipInputOf(body: unknown, options: SlipOptions): SlipInput {
  const errors = new FieldErrors();
  const raw = isObject(body) ? body : {};
  const did = typeof raw.did === 'string' && raw.did !== '' ? raw.did : undefined;
  const supplier = textBy(errors, raw.supplier, 'supplier', SLIP_RULES.supplier) ?? '';
  const rawLines = Array.isArray(raw.lines) ? raw.lines : [];
  if (rawLines.length === 0) errors.add('lines', 'required', 'at least one line', 'operations.assets.slip.error.noLines');
  if (rawLines.length > MAX_LINES) errors.add('lines', 'max', `at most ${MAX_LINES} lines`, 'validation.max', { max: MAX_LINES });
  const models = new Set(options.parts.map((p) => p.model));
  const rooms = new Set(options.storerooms.map((r) => r.did));
  const lines = rawLines.slice(0, MAX_LINES).map((value, i) => {
    const line = isObject(value) ? value : {};
    const at = (field: string) => `lines[${i}].${field}`;
    const model = stringAt(errors, line.model, at('model')) ?? '';
    if (model && !models.has(model)) errors.add(at('model'), 'option', 'not a part of the inventory', 'operations.assets.slip.error.unknownPart');
    const quantity = numberBy(errors, line.quantity, at('quantity'), SLIP_RULES.quantity) ?? 0;
    const storeroomdid = stringAt(errors, line.storeroomdid, at('storeroomdid')) ?? '';
    if (storeroomdid && !rooms.has(storeroomdid)) errors.add(at('storeroomdid'), 'link', 'not a storeroom you reach', 'validation.link');
    return { model, quantity, storeroomdid };
  });
  errors.check();
  return { ...(did ? { did } : {}), supplier, lines };
}
