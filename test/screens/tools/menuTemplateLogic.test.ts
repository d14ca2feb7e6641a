// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMenu, issueField, issuePath } from '../../../src/api/tools/menuTemplateRules';
import type { MenuCheckContext, MenuTemplateItem } from '../../../src/api/tools/menuTemplateTypes';
import { canMoveInto, dropPlace, itemAt, moveBy, moveTo, renamed, targetsFor, updateAt } from '../../../src/screens/tools/menuTemplate/treeOps';

/** Template edits and the one check the mock and the console share, without a DOM. */

const leaf = (name: string, extra: Partial<MenuTemplateItem> = {}): MenuTemplateItem => ({ name, title: name.toUpperCase(), page: name, pid: `p-${name}`, ...extra });
const tree = (): MenuTemplateItem[] => [
  { name: 'energy', title: 'Energy', tag: 'energy', children: [leaf('home'), { name: 'reports', title: 'Reports', children: [leaf('daily'), leaf('monthly')] }, leaf('news')] },
  { name: 'tools', title: 'Tools', languagesetting: 'menu.tools', children: [leaf('wiki'), leaf('iot')] },
];
const names = (items: readonly MenuTemplateItem[]): string => items.map((i) => (i.children ? `${i.name}(${names(i.children)})` : i.name)).join(' ');
const CONTEXT: MenuCheckContext = { routes: ['home', 'daily', 'monthly', 'news', 'wiki', 'iot', 'common-page'], manifestPids: ['home', 'p-list'], bookPids: ['p-home', 'p-daily', 'p-monthly', 'p-news', 'p-wiki', 'p-iot', 'p-list', 'p-x'] };

describe('template edits', () => {
  it('moves by one among siblings, into another group at an index, and refuses what would nest too deep or into itself', () => {
    const start = tree();
    expect(names(moveBy(start, [0, 0], 1).items)).toBe('energy(reports(daily monthly) home news) tools(wiki iot)');
    expect(moveBy(start, [0, 0], 1).path).toEqual([0, 1]);
    expect(names(moveBy(start, [0, 2], -1).items)).toBe('energy(home news reports(daily monthly)) tools(wiki iot)');
    // The first item cannot go further up: nothing changes.
    expect(names(moveBy(start, [1, 0], -1).items)).toBe(names(start));
    const across = moveTo(start, [1, 1], [0, 1], 1);
    expect(names(across.items)).toBe('energy(home reports(daily iot monthly) news) tools(wiki)');
    expect(across.path).toEqual([0, 1, 1]);
    // Down the same list: the index counts before the move.
    expect(names(moveTo(start, [0, 0], [0], 3).items)).toBe('energy(reports(daily monthly) news home) tools(wiki iot)');
    // A later sibling's subtree as the target: its index shifts once the item has left.
    expect(names(moveTo(start, [0, 0], [0, 1], 0).items)).toBe('energy(reports(home daily monthly) news) tools(wiki iot)');
    expect(canMoveInto(start, [0, 1], [1])).toBe(true);
    expect(canMoveInto(start, [0], [1])).toBe(false); // a module with groups would be four levels deep
    expect(canMoveInto(start, [0], [0, 1])).toBe(false); // into itself
    expect(canMoveInto(start, [0, 0], [0, 2])).toBe(false); // a leaf holds no items
    expect(names(moveTo(start, [0], [1], 0).items)).toBe(names(start));
    expect(start).toEqual(tree());
    expect(targetsFor(start, [0, 1, 0]).map((p) => p.join('-'))).toEqual(['0', '0-1', '1']);
    // A drop beside or onto an item, as the tree reports it.
    expect([dropPlace([0, 1], 'before'), dropPlace([0, 1], 'after'), dropPlace([0, 1], 'inside')]).toEqual([
      { parent: [0], index: 1 }, { parent: [0], index: 2 }, { parent: [0, 1], index: 0 },
    ]);
    const dropped = dropPlace([0, 2], 'after');
    expect(names(moveTo(start, [1, 0], dropped.parent, dropped.index).items)).toBe('energy(home reports(daily monthly) news wiki) tools(iot)');
  });

  it('renames without the translation key, so the new title shows in every language', () => {
    const items = updateAt(tree(), [1], (item) => renamed(item, 'Toolbox'));
    expect(itemAt(items, [1])).toEqual(expect.objectContaining({ name: 'tools', title: 'Toolbox' }));
    expect(itemAt(items, [1])?.languagesetting).toBeUndefined();
    expect(itemAt(tree(), [1])?.languagesetting).toBe('menu.tools');
  });
});

describe('the menu check', () => {
  it('passes a good tree and names fields as the mock does', () => {
    expect(checkMenu(tree(), CONTEXT).issues).toEqual([]);
    expect(issueField([1, 0, 2], 'page')).toBe('items[1].children[0].children[2].page');
    expect(issuePath('items[1].children[0].children[2].page')).toEqual({ path: [1, 0, 2], field: 'page' });
    expect(issuePath('items')).toBeUndefined();
  });

  it('lists per item: a page that is no route, a pid used twice, a name twice, an unknown icon, a leaf at the top; pids the book or manifest lack only warn', () => {
    const items = tree();
    items[0]!.children![0]!.page = 'nowhere';
    items[1]!.children![1]!.pid = 'p-wiki';
    items[1]!.children![0]!.icon = 'rocket';
    items[0]!.children![2] = leaf('daily', { pid: 'p-unknown' });
    items.push(leaf('lonely'), leaf('listed', { page: 'common-page', pid: 'p-list' }), { name: 'list2', title: 'L', children: [leaf('x', { page: 'common-page', pid: 'p-x' })] });
    const issues = checkMenu(items, CONTEXT).issues.map((i) => [i.path.join('-'), i.field, i.kind, i.blocking]);
    expect(issues).toEqual([
      ['1-0', 'icon', 'icon', true],
      ['0-0', 'page', 'notRoute', true],
      ['0-2', 'name', 'duplicateName', true],
      ['0-2', 'pid', 'pidNotInBook', false],
      ['1-1', 'pid', 'duplicatePid', true],
      ['2', 'children', 'notModule', true],
      ['3', 'children', 'notModule', true],
      ['4-0', 'pid', 'pidNoManifest', false],
    ]);
  });

  it('reads anything without crashing: not a list, junk items, wrong types, too deep, too many', () => {
    expect(checkMenu('nope', CONTEXT).issues.map((i) => i.kind)).toEqual(['shape']);
    expect(checkMenu([], CONTEXT).issues.map((i) => i.kind)).toEqual(['notModule']);
    const junk = checkMenu([{ name: 'm', title: 'M', children: [7, { name: 'bad name!', title: '', page: 3, pid: 'p-home' }] }], CONTEXT);
    expect(junk.issues.map((i) => `${i.path.join('-')}:${i.kind}`)).toEqual(['0-0:shape', '0-1:name', '0-1:title', '0-1:shape', '0-1:noPage']);
    const deep = checkMenu([{ name: 'a', title: 'A', children: [{ name: 'b', title: 'B', children: [{ name: 'c', title: 'C', children: [leaf('home')] }] }] }], CONTEXT);
    expect(deep.issues.map((i) => `${i.path.join('-')}:${i.field}:${i.kind}`)).toEqual(['0-0-0:children:depth', '0-0-0:page:noPage', '0-0-0:pid:noPid']);
    const many = Array.from({ length: 700 }, (_, i) => leaf(`n${i}`));
    expect(checkMenu([{ name: 'm', title: 'M', children: many }], CONTEXT).issues.some((i) => i.kind === 'tooMany')).toBe(true);
    // Flags in the server's spellings become booleans; sub_menu is read as children.
    const read = checkMenu([{ name: 'm', title: 'M', hidden: 1, sub_menu: [{ ...leaf('home'), disable: '1' }] }], CONTEXT).items;
    expect(read).toEqual([{ name: 'm', title: 'M', hidden: true, children: [{ ...leaf('home'), disabled: true }] }]);
  });
});
