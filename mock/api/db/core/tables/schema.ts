import type { CmdFields } from './Table.ts';
import { expected, invalidField, missingField, unknownField } from '../shapeErrors.ts';

/** `json` is a string that must parse as JSON (content fields of habits and bookmarks). */
export type FieldKind = 'string' | 'json' | 'integer';

export interface FieldSpec {
  kind: FieldKind;
  /** Must be present on create (and, for text, not blank on create or set). */
  required?: boolean;
  /** Value stored when an optional field is left out on create ('' or 0 by kind). */
  fallback?: string | number;
}

/** The writable fields of a table, without did and server-set fields. */
export type Schema = Readonly<Record<string, FieldSpec>>;

const EXPECTED: Record<FieldKind, string> = { string: 'a string', json: 'JSON text', integer: 'an integer' };

function checkValue(key: string, spec: FieldSpec, value: unknown): void {
  const bad = () => invalidField(`cmd.${key}`, `expected ${EXPECTED[spec.kind]}`, expected(spec.kind));
  if (spec.kind === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw bad();
    return;
  }
  if (typeof value !== 'string') throw bad();
  if (spec.required && value.trim() === '') throw missingField(`cmd.${key}`);
  if (spec.kind === 'json') {
    try {
      JSON.parse(value);
    } catch {
      throw bad();
    }
  }
}

/**
 * The schema's fields of `cmd`, type-checked. Unknown fields are refused (they would be lost
 * silently otherwise); `ignored` fields (server-set ones, such as updatetime) are dropped.
 * On create, required fields must be present and the others get their fallback.
 */
export function validateCmd(schema: Schema, cmd: CmdFields, mode: 'create' | 'set', ignored: readonly string[] = []): CmdFields {
  const out: CmdFields = {};
  for (const [key, value] of Object.entries(cmd)) {
    if (ignored.includes(key)) continue;
    // hasOwn: keys such as 'constructor' or '__proto__' must not find Object.prototype members.
    const spec = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (!spec) throw unknownField(`cmd.${key}`);
    if (value === undefined) continue;
    checkValue(key, spec, value);
    out[key] = value;
  }
  if (mode === 'create') {
    for (const [key, spec] of Object.entries(schema)) {
      if (key in out) continue;
      if (spec.required) throw missingField(`cmd.${key}`);
      out[key] = spec.fallback ?? (spec.kind === 'integer' ? 0 : '');
    }
  }
  return out;
}
