/** Sums of series bucket by bucket: null where every series has no reading. */
export function sumSeries(list: ReadonlyArray<{ values: ReadonlyArray<number | null> }>, length?: number): Array<number | null> {
  const n = length ?? list.reduce((max, s) => Math.max(max, s.values.length), 0);
  return Array.from({ length: n }, (_, i) => {
    let sum: number | null = null;
    for (const s of list) {
      const v = s.values[i];
      if (typeof v === 'number' && Number.isFinite(v)) sum = (sum ?? 0) + v;
    }
    return sum;
  });
}

/** Series added up per group (order of first appearance); series without a group are left out. */
export function groupSeries<S extends { values: ReadonlyArray<number | null> }>(
  list: readonly S[],
  groupOf: (s: S) => { key: string; name: string } | null,
): Array<{ key: string; name: string; values: Array<number | null> }> {
  const groups = new Map<string, { key: string; name: string; members: S[] }>();
  for (const s of list) {
    const group = groupOf(s);
    if (!group) continue;
    const entry = groups.get(group.key) ?? { ...group, members: [] };
    entry.members.push(s);
    groups.set(group.key, entry);
  }
  return [...groups.values()].map(({ key, name, members }) => ({ key, name, values: sumSeries(members) }));
}

/** `values` fitted to `length` points: cut, or padded with null (a shorter comparison period). */
export function fitLength(values: ReadonlyArray<number | null>, length: number): Array<number | null> {
  return Array.from({ length }, (_, i) => values[i] ?? null);
}

/** Sum of the numbers of a series. */
export const total = (values: ReadonlyArray<number | null>) => values.reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : 0), 0);
