import type { FieldError, FieldRule } from '../../../../src/api/pageConfig.ts';
import type { Row } from '../core/tables/Table.ts';
import type { FieldDef, FormSpec } from './fields.ts';

/** What validation needs from outside the page: linked records and uploaded files. */
export interface LinkResolver {
  /** A record of `pid` the user reaches, matching `filter`, or undefined. */
  record(pid: string, did: string, filter?: Readonly<Record<string, string | number>>): Row | undefined;
  fileExists(did: string): boolean;
}

export interface Validated {
  fields: Record<string, unknown>;
  errors: FieldError[];
}

type Check = { value: unknown } | { error: FieldError };

function error(field: string, rule: FieldRule, reason: string, values?: Record<string, string | number>, messageKey?: string): { error: FieldError } {
  return {
    error: {
      field,
      rule,
      messageKey: messageKey ?? `validation.${rule}`,
      ...(values ? { values } : {}),
      message: `invalid field: ${field} (${reason})`,
    },
  };
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

function checkText(def: FieldDef, spec: FormSpec, value: unknown): Check {
  if (typeof value !== 'string') return error(def.field, 'type', 'expected text', { expected: 'text' });
  const text = value.trim();
  if (spec.minLength !== undefined && text.length < spec.minLength) {
    return error(def.field, 'minLength', `at least ${spec.minLength} characters`, { min: spec.minLength });
  }
  if (spec.maxLength !== undefined && text.length > spec.maxLength) {
    return error(def.field, 'maxLength', `at most ${spec.maxLength} characters`, { max: spec.maxLength });
  }
  if (spec.pattern && !new RegExp(spec.pattern.regex).test(text)) {
    return error(def.field, 'pattern', `expected ${spec.pattern.message}`, undefined, spec.pattern.messageKey);
  }
  return { value: text };
}

function checkNumber(def: FieldDef, spec: FormSpec, value: unknown): Check {
  // Spreadsheet imports carry numbers as text; forms send numbers.
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return error(def.field, 'type', 'expected a number', { expected: 'number' });
  if (spec.integer && !Number.isInteger(n)) return error(def.field, 'integer', 'expected a whole number');
  if (spec.min !== undefined && n < spec.min) return error(def.field, 'min', `at least ${spec.min}`, { min: spec.min });
  if (spec.max !== undefined && n > spec.max) return error(def.field, 'max', `at most ${spec.max}`, { max: spec.max });
  return { value: spec.type === 'money' ? Math.round(n * 100) / 100 : n };
}

function checkOption(def: FieldDef, value: unknown): Check {
  const options = def.options ?? [];
  const found = options.find((option) => option.value === value || String(option.value) === String(value));
  if (found) return { value: found.value };
  const list = options.map((option) => option.value).join(', ');
  return error(def.field, 'option', `expected one of ${list}`, { values: list });
}

function checkValue(def: FieldDef, spec: FormSpec, value: unknown, links: LinkResolver): Check {
  switch (spec.type) {
    case 'number':
    case 'money':
      return checkNumber(def, spec, value);
    case 'enum':
      return checkOption(def, value);
    case 'boolean':
      if (typeof value === 'boolean') return { value };
      if (value === 'true' || value === 'false') return { value: value === 'true' };
      return error(def.field, 'type', 'expected true or false', { expected: 'boolean' });
    case 'date':
      if (typeof value === 'string' && DATE.test(value.trim()) && !Number.isNaN(Date.parse(value.trim()))) return { value: value.trim() };
      return error(def.field, 'type', 'expected a date as YYYY-MM-DD', { expected: 'YYYY-MM-DD' });
    case 'datetime':
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return { value: new Date(value).toISOString() };
      return error(def.field, 'type', 'expected an ISO date and time', { expected: 'ISO 8601' });
    case 'link': {
      const link = spec.link;
      if (typeof value !== 'string' || !link) return error(def.field, 'type', 'expected a record did', { expected: 'did' });
      if (!links.record(link.pid, value.trim(), link.filter)) return error(def.field, 'link', `no such record of ${link.pid}: ${value}`, { pid: link.pid });
      return { value: value.trim() };
    }
    case 'file':
      if (typeof value === 'string' && links.fileExists(value)) return { value };
      return error(def.field, 'link', `no such uploaded file: ${String(value)}`, { pid: 'file' });
    default:
      return checkText(def, spec, value);
  }
}

/** The empty value of a left-out optional field. */
function emptyOf(spec: FormSpec): unknown {
  if (spec.defaultValue !== undefined) return spec.defaultValue;
  if (spec.type === 'number' || spec.type === 'money') return null;
  if (spec.type === 'boolean') return false;
  return '';
}

/** Fields the server owns: echoed back by clients (a whole record on edit) and ignored. */
const SERVER_FIELDS = new Set(['did', 'createtime', 'updatetime']);

/**
 * Checks a create or update against the page's form. Unknown fields are errors; columns that
 * are not in the form are server-owned and ignored; a non-editable field may be echoed back
 * unchanged on update. Links are resolved; their copies are applied by the caller.
 */
export function validateRecord(fields: readonly FieldDef[], cmd: Record<string, unknown>, mode: 'create' | 'update', links: LinkResolver, current?: Row): Validated {
  const byName = new Map(fields.map((def) => [def.field, def]));
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const key of Object.keys(cmd)) {
    if (!byName.has(key) && !SERVER_FIELDS.has(key)) errors.push(error(key, 'unknown', 'not a field of this page').error);
  }
  for (const def of fields) {
    const spec = def.form;
    if (!spec || !Object.hasOwn(cmd, def.field) || cmd[def.field] === undefined) {
      if (mode === 'create' && spec) {
        if (spec.required && spec.defaultValue === undefined) errors.push(error(def.field, 'required', 'required').error);
        else out[def.field] = emptyOf(spec);
      }
      continue;
    }
    const value = cmd[def.field];
    if (mode === 'update' && spec.editable === false) {
      if (current && value !== current[def.field]) errors.push(error(def.field, 'readonly', 'cannot be changed').error);
      continue;
    }
    if (isBlank(value)) {
      if (spec.required) errors.push(error(def.field, 'required', 'required').error);
      else out[def.field] = emptyOf({ ...spec, defaultValue: undefined });
      continue;
    }
    const checked = checkValue(def, spec, value, links);
    if ('error' in checked) errors.push(checked.error);
    else out[def.field] = checked.value;
  }
  return { fields: out, errors };
}
