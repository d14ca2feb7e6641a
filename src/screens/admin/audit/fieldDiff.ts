import diff from 'microdiff';

/** One field that a write changed: its path ('power', 'lines.2.amount'), and its value before and after. */
export interface FieldChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

type Plain = Record<string, unknown> | unknown[];

/** A value as microdiff compares it: objects and lists as they are, nothing as no fields, a bare value as one field. */
function asFields(value: unknown): Plain {
  if (value === null || value === undefined) return {};
  return typeof value === 'object' ? (value as Plain) : { value };
}

const KINDS = { CREATE: 'added', REMOVE: 'removed', CHANGE: 'changed' } as const;

/** What changed from `before` to `after`, field by field (a refused write changed nothing: none). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  return diff(asFields(before), asFields(after)).map((d) => ({
    path: d.path.join('.'),
    kind: KINDS[d.type],
    before: d.type === 'CREATE' ? undefined : d.oldValue,
    after: d.type === 'REMOVE' ? undefined : d.value,
  }));
}

/** A value in one short line (objects as JSON, cut at `max` characters). */
export function valueText(value: unknown, max = 120): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
