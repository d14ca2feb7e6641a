/** Deep equality of JSON-shaped values (what a server answer holds). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A fresh list where every item equal to the previous answer's item of the same key is that
 * previous object: a live list refreshed each few seconds then changes identity only where a
 * value changed, so a table can skip the rows that did not (see the kit Table's `stableRows`).
 */
export function reuseUnchanged<T>(previous: readonly T[] | undefined, next: T[], key: (item: T) => string): T[] {
  if (!previous?.length) return next;
  const before = new Map(previous.map((item) => [key(item), item]));
  let changed = previous.length !== next.length;
  const out = next.map((item, i) => {
    const old = before.get(key(item));
    const kept = old !== undefined && sameJson(old, item) ? old : item;
    if (kept !== previous[i]) changed = true;
    return kept;
  });
  // Nothing changed at all: the previous list itself, so nothing downstream re-renders.
  return changed ? out : (previous as T[]);
}
