/** One field that a write changed: its dotted path ('power', 'scope', 'lines.2.amount'), and its value before and after. */
export interface FieldChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

/** A data scope (`{kind: 'stores', stores: […]}`) is read whole, as one field. */
export function isScope(value: unknown): value is { kind: 'all' } | { kind: 'stores'; stores: string[] } | { kind: 'parents'; parents: string[] } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'all' || kind === 'stores' || kind === 'parents';
}

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';
/** A list of plain values (grants, roles, tags) compares as a set: what was added, what was removed. */
const isValueList = (value: unknown): value is unknown[] => Array.isArray(value) && value.every(isPrimitive);

/** Fields of a value, nested objects flattened to dotted paths; scopes and lists of values stay whole. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  const leaf = isPrimitive(value) || isScope(value) || isValueList(value);
  if (leaf || (typeof value === 'object' && value !== null && Object.keys(value).length === 0)) {
    out.set(prefix || 'value', value);
    return;
  }
  for (const [key, item] of Object.entries(value as object)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
}

function fieldsOf(value: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && value !== undefined) flatten(value, '', out);
  return out;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What changed from `before` to `after`, field by field; a list of values as the items added and removed. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const changes: FieldChange[] = [];
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    const b = was.get(path);
    const a = now.get(path);
    if (same(a, b)) continue;
    if (isValueList(b) && isValueList(a)) {
      const added = a.filter((x) => !b.includes(x));
      const removed = b.filter((x) => !a.includes(x));
      if (added.length) changes.push({ path, kind: 'added', before: undefined, after: added });
      if (removed.length) changes.push({ path, kind: 'removed', before: removed, after: undefined });
      continue;
    }
    if (!was.has(path)) changes.push({ path, kind: 'added', before: undefined, after: a });
    else if (!now.has(path)) changes.push({ path, kind: 'removed', before: b, after: undefined });
    else changes.push({ path, kind: 'changed', before: b, after: a });
  }
  return changes;
}
