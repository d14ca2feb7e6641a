import { fieldPath, type FieldName } from '../../../ui/form/formErrors';
import { GENERIC_FIELD_KEYS, type FieldErrorWords } from '../../../ui/form/fieldErrorText';
import { CMD_FIELDS, MENUTYPE_KINDS } from './menutypes';
import type { PolicyMenutype } from '../../../api/devices/types';
import type { PolicyFormValues } from './policyFormValues';

/** The form's fields, with `#` for a list index: a server error lands on one of these or on top of the form. */
const FIELDS = new Set([
  'name', 'schedule.weekdays', 'schedule.window.start', 'schedule.window.end', 'schedule.from', 'schedule.to',
  'trigger.match', 'trigger.fires', 'trigger.window.start', 'trigger.window.end',
  ...['metric', 'source', 'operator', 'low', 'high', 'forMinutes'].map((f) => `trigger.conditions.#.${f}`),
  ...['kind', 'devices', 'space', 'power', 'mode', 'setpoint', 'fan', 'disinfect', 'storageMode', 'powerKw', 'at'].map((f) => `actions.#.${f}`),
]);

/**
 * The form field a server error path is about (the form keeps the server's shape, so most map as
 * they are): an action's target goes to its device or space picker, its command to its first
 * command field, an empty window to its end. Undefined: the error belongs on top of the form.
 */
export function fieldOf(path: string | FieldName, values: PolicyFormValues, menutype: PolicyMenutype): FieldName | undefined {
  let name = typeof path === 'string' ? fieldPath(path) : path;
  if (name[0] === 'actions' && typeof name[1] === 'number') {
    const action = values.actions?.[name[1]];
    const rest = name.slice(2);
    if (rest[0] === 'target') name = ['actions', name[1], rest[1] === 'space' || (rest.length === 1 && action?.targetType === 'space') ? 'space' : 'devices'];
    else if (rest[0] === 'cmd') {
      const kind = MENUTYPE_KINDS[menutype].find((k) => k.key === action?.kind) ?? MENUTYPE_KINDS[menutype][0]!;
      name = ['actions', name[1], CMD_FIELDS[kind.kind][0] === 'on' ? 'power' : (CMD_FIELDS[kind.kind][0] ?? 'power')];
    }
  }
  if ((name[0] === 'schedule' || name[0] === 'trigger') && name[1] === 'window' && name.length === 2) name = [name[0], 'window', 'end'];
  const pattern = name.map((part) => (typeof part === 'number' ? '#' : part)).join('.');
  return FIELDS.has(pattern) ? name : undefined;
}

/** validation.policy.* → devices.policies.error.*, the mock's own keys for dates and times, and the generic keys. */
export const POLICY_WORDS: FieldErrorWords = {
  from: 'validation.policy.',
  to: 'devices.policies.error.',
  ids: { 'validation.date': 'devices.policies.error.date', 'validation.time': 'devices.policies.error.time' },
  asIs: GENERIC_FIELD_KEYS,
};
