import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';

export type MenuChangeKind = 'added' | 'removed' | 'renamed' | 'moved' | 'changed';

/** One difference between two menus, about the item of that name. */
export interface MenuChange {
  kind: MenuChangeKind;
  name: string;
  /** renamed: the old and new titles; moved: the old and new parent names ('' for the top level); changed: the fields. */
  from?: string;
  to?: string;
  fields?: string[];
}

interface Placed {
  item: MenuTemplateItem;
  parent: string;
}

function place(items: readonly MenuTemplateItem[], parent = '', into = new Map<string, Placed>()): Map<string, Placed> {
  for (const item of items) {
    if (!into.has(item.name)) into.set(item.name, { item, parent });
    place(item.children ?? [], item.name, into);
  }
  return into;
}

/** Indexes of a longest increasing subsequence: the items that kept their relative order. */
function keptOrder(values: readonly number[]): Set<number> {
  const length = values.map(() => 1);
  const previous = values.map(() => -1);
  for (let i = 0; i < values.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if ((values[j] as number) < (values[i] as number) && (length[j] as number) + 1 > (length[i] as number)) {
        length[i] = (length[j] as number) + 1;
        previous[i] = j;
      }
    }
  }
  let best = length.indexOf(Math.max(0, ...length));
  const kept = new Set<number>();
  while (best >= 0) {
    kept.add(best);
    best = previous[best] as number;
  }
  return kept;
}

// content and params are shown too: content can widen what an item may embed (frameOrigins).
const FIELDS = ['icon', 'page', 'pid', 'historyPid', 'params', 'query', 'content', 'hidden', 'disabled'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? false) === JSON.stringify(b ?? false);

/**
 * What applying `after` over `before` changes, item by item (items are matched by name): added,
 * removed, renamed (title or translation key), moved (another parent, or out of its siblings'
 * order: the fewest items that explain the new order), changed (icon, page, pid, params, content, flags…).
 */
export function diffMenus(before: readonly MenuTemplateItem[], after: readonly MenuTemplateItem[]): MenuChange[] {
  const old = place(before);
  const next = place(after);
  const changes: MenuChange[] = [];
  for (const [name, { item, parent }] of next) {
    const was = old.get(name);
    if (!was) {
      changes.push({ kind: 'added', name, to: parent });
      continue;
    }
    if (was.item.title !== item.title || was.item.languagesetting !== item.languagesetting) changes.push({ kind: 'renamed', name, from: was.item.title, to: item.title });
    if (was.parent !== parent) changes.push({ kind: 'moved', name, from: was.parent, to: parent });
    const fields = FIELDS.filter((f) => !same(was.item[f], item[f]));
    if (fields.length > 0) changes.push({ kind: 'changed', name, fields: [...fields] });
  }
  for (const name of old.keys()) if (!next.has(name)) changes.push({ kind: 'removed', name, from: old.get(name)?.parent ?? '' });
  // Within each parent both menus share, the siblings out of their old order moved.
  const siblings = (items: readonly MenuTemplateItem[], parent: string) =>
    parent === '' ? items : (place(items).get(parent)?.item.children ?? []);
  const parents = new Set(['', ...[...next.values()].filter((p) => p.item.children).map((p) => p.item.name)]);
  for (const parent of parents) {
    const oldNames = siblings(before, parent).map((i) => i.name);
    const stayed = siblings(after, parent).map((i) => i.name).filter((n) => oldNames.includes(n) && old.get(n)?.parent === parent);
    const order = stayed.map((n) => oldNames.indexOf(n));
    const kept = keptOrder(order);
    stayed.forEach((name, i) => {
      if (!kept.has(i)) changes.push({ kind: 'moved', name, from: parent, to: parent });
    });
  }
  return changes;
}
