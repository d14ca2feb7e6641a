import { conduct, filterPermTree, mergeCheck } from '../../../src/screens/admin/roles/permSearch';
import type { PermNode } from '../../../src/screens/admin/roles/permTree';

const action = (pid: string, a: string, title: string): PermNode => ({ key: `a:${pid}:${a}`, title });
const TREE: PermNode[] = [
  { key: 'm:energy', title: 'Energy & Carbon', children: [
    { key: 'p:p-home', title: 'Home', children: [action('p-home', 'view', 'View'), action('p-home', 'export', 'Export')] },
    { key: 'p:p-carbon', title: 'Carbon overview', children: [action('p-carbon', 'view', 'View')] },
  ] },
  { key: 'm:billing', title: 'Billing & Tenants', children: [
    { key: 'p:p-bills', title: 'Bills', children: [action('p-bills', 'view', 'View'), action('p-bills', 'export', 'Export')] },
  ] },
];

describe('permission tree search', () => {
  it('keeps the matches with what they hold and the way to them, opened', () => {
    const found = filterPermTree(TREE, ' OVERVIEW ');
    expect(found.nodes.map((n) => [n.key, n.children?.map((c) => [c.key, c.children?.length])])).toEqual([['m:energy', [['p:p-carbon', 1]]]]);
    expect(new Set(found.expanded)).toEqual(new Set(['m:energy', 'p:p-carbon']));
    // A found module keeps all its pages.
    expect(filterPermTree(TREE, 'carbon').nodes[0]?.children).toHaveLength(2);
    expect(filterPermTree(TREE, '').nodes).toEqual(TREE);
    expect(filterPermTree(TREE, 'nothing').nodes).toEqual([]);
  });

  it('derives pages and modules from the actions: checked when all, half-checked when some', () => {
    expect(conduct(TREE, new Set(['a:p-home:view', 'a:p-carbon:view']))).toEqual({
      checked: ['a:p-home:view', 'a:p-carbon:view', 'p:p-carbon'],
      halfChecked: ['p:p-home', 'm:energy'],
    });
  });

  it('a tick in a narrowed tree keeps the hidden actions as they were', () => {
    const shown = filterPermTree(TREE, 'bills').nodes;
    const before = ['a:p-home:view', 'a:p-carbon:view', 'p:p-carbon', 'a:p-bills:view'];
    // The narrowed tree reports only what it shows: Bills' View and Export now.
    const after = ['a:p-bills:view', 'a:p-bills:export', 'p:p-bills', 'm:billing'];
    expect(mergeCheck(TREE, shown, before, after)).toEqual({
      checked: ['a:p-home:view', 'a:p-carbon:view', 'p:p-carbon', 'a:p-bills:view', 'a:p-bills:export', 'p:p-bills', 'm:billing'],
      halfChecked: ['p:p-home', 'm:energy'],
    });
    // Unticking a shown action ungrants it alone.
    expect(mergeCheck(TREE, shown, before, []).checked).toEqual(['a:p-home:view', 'a:p-carbon:view', 'p:p-carbon']);
  });
});
