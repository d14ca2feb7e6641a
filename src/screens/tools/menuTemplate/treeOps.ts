import { MENU_LIMITS, type MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';

/**
 * Edits of a template draft, without React: every function returns a new tree (the old one is
 * untouched, so undo is keeping the old one). Items are addressed by index path [module, group, leaf].
 */

export type ItemPath = readonly number[];

export const pathKey = (path: ItemPath): string => path.join('-');

export function keyPath(key: string): number[] {
  return key === '' ? [] : key.split('-').map(Number);
}

export function itemAt(items: readonly MenuTemplateItem[], path: ItemPath): MenuTemplateItem | undefined {
  let list: readonly MenuTemplateItem[] = items;
  let found: MenuTemplateItem | undefined;
  for (const index of path) {
    found = list[index];
    if (!found) return undefined;
    list = found.children ?? [];
  }
  return found;
}

/** The siblings list at a parent path (the top level for []). */
function childrenAt(items: MenuTemplateItem[], parent: ItemPath): MenuTemplateItem[] | undefined {
  if (parent.length === 0) return items;
  return itemAt(items, parent)?.children;
}

/** A copy of the tree with the item at `path` replaced by `change(item)`. */
export function updateAt(items: readonly MenuTemplateItem[], path: ItemPath, change: (item: MenuTemplateItem) => MenuTemplateItem): MenuTemplateItem[] {
  const [first, ...rest] = path;
  return items.map((item, i) => {
    if (i !== first) return item;
    if (rest.length === 0) return change(item);
    return { ...item, children: updateAt(item.children ?? [], rest, change) };
  });
}

/** A new title; the translation key goes, so the shell shows the new title in every language. */
export function renamed(item: MenuTemplateItem, title: string): MenuTemplateItem {
  const { languagesetting: _key, ...rest } = item;
  void _key;
  return { ...rest, title };
}

/** How many levels an item's subtree spans (1 for a leaf). */
export function height(item: MenuTemplateItem): number {
  return 1 + Math.max(0, ...(item.children ?? []).map(height));
}

const isGroup = (item: MenuTemplateItem) => (item.children?.length ?? 0) > 0 || !item.page;

/** May the item at `from` go under `parent` (a group, or [] for the top level) without growing too deep or into itself? */
export function canMoveInto(items: readonly MenuTemplateItem[], from: ItemPath, parent: ItemPath): boolean {
  if (parent.length >= from.length && pathKey(parent.slice(0, from.length)) === pathKey(from)) return false;
  const item = itemAt(items, from);
  if (!item) return false;
  // The top level holds modules only; a leaf holds nothing.
  if (parent.length === 0 && !isGroup(item)) return false;
  if (parent.length > 0) {
    const target = itemAt(items, parent);
    if (!target || !isGroup(target)) return false;
  }
  return parent.length + height(item) <= MENU_LIMITS.depth;
}

/**
 * Moves the item at `from` to position `index` of `parent`'s children (index counted before the
 * move). Returns the new tree and the item's new path; unchanged when the move is not allowed.
 */
export function moveTo(items: readonly MenuTemplateItem[], from: ItemPath, parent: ItemPath, index: number): { items: MenuTemplateItem[]; path: number[] } {
  const unchanged = { items: [...items], path: [...from] };
  if (from.length === 0 || !canMoveInto(items, from, parent)) return unchanged;
  const tree = structuredClone(items) as MenuTemplateItem[];
  const fromParent = from.slice(0, -1);
  const fromIndex = from[from.length - 1] as number;
  const source = childrenAt(tree, fromParent);
  const moving = source?.[fromIndex];
  if (!source || !moving) return unchanged;
  source.splice(fromIndex, 1);
  // Removing the item shifts later siblings (and a target parent that came after it) up by one.
  const samePrefix = parent.length >= from.length && pathKey(parent.slice(0, fromParent.length)) === pathKey(fromParent) && (parent[fromParent.length] as number) > fromIndex;
  const target = samePrefix ? parent.map((p, i) => (i === fromParent.length ? p - 1 : p)) : [...parent];
  const sameList = pathKey(target) === pathKey(fromParent);
  let at = sameList && index > fromIndex ? index - 1 : index;
  let list = childrenAt(tree, target);
  if (!list) {
    const group = itemAt(tree, target);
    if (!group) return unchanged;
    group.children = list = [];
  }
  at = Math.max(0, Math.min(at, list.length));
  list.splice(at, 0, moving);
  return { items: tree, path: [...target, at] };
}

/** Where a drop on `target` puts the dragged item: into it as its first child, or beside it. */
export function dropPlace(target: ItemPath, where: 'before' | 'after' | 'inside'): { parent: number[]; index: number } {
  if (where === 'inside') return { parent: [...target], index: 0 };
  const index = (target[target.length - 1] ?? 0) + (where === 'after' ? 1 : 0);
  return { parent: target.slice(0, -1), index };
}

/** One place up or down among its siblings (the keyboard's move). */
export function moveBy(items: readonly MenuTemplateItem[], path: ItemPath, delta: -1 | 1): { items: MenuTemplateItem[]; path: number[] } {
  const index = path[path.length - 1] as number;
  const parent = path.slice(0, -1);
  const count = (parent.length === 0 ? items : itemAt(items, parent)?.children ?? []).length;
  const next = index + delta;
  if (next < 0 || next >= count) return { items: [...items], path: [...path] };
  return moveTo(items, path, parent, delta > 0 ? next + 1 : next);
}

/** The groups (and the top level) an item may move into, parents first. */
export function targetsFor(items: readonly MenuTemplateItem[], from: ItemPath): number[][] {
  const out: number[][] = [];
  const visit = (list: readonly MenuTemplateItem[], parent: number[]) =>
    list.forEach((item, i) => {
      const path = [...parent, i];
      if (isGroup(item) && canMoveInto(items, from, path)) out.push(path);
      visit(item.children ?? [], path);
    });
  if (canMoveInto(items, from, [])) out.push([]);
  visit(items, []);
  return out;
}
