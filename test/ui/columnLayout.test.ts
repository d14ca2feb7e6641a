// @vitest-environment node
import { defaultLayout, moveColumn, normalizeLayout, setHidden, visibleColumns } from '../../src/ui/data-table/columnLayout';

const columns = [{ key: 'a' }, { key: 'b' }, { key: 'c', defaultHidden: true }];

describe('column layout', () => {
  it('starts in definition order with default-hidden columns hidden', () => {
    expect(defaultLayout(columns)).toEqual({ order: ['a', 'b', 'c'], hidden: ['c'] });
    expect(visibleColumns(columns, defaultLayout(columns)).map((c) => c.key)).toEqual(['a', 'b']);
  });

  it('fits a saved layout to changed columns: stale keys dropped, new ones appended', () => {
    const saved = { order: ['b', 'gone', 'a', 'b'], hidden: ['gone', 'a'] };
    expect(normalizeLayout(columns, saved)).toEqual({ order: ['b', 'a', 'c'], hidden: ['a', 'c'] });
    expect(normalizeLayout(columns, null)).toEqual(defaultLayout(columns));
  });

  it('moves within bounds and toggles visibility', () => {
    const layout = { order: ['a', 'b', 'c'], hidden: [] };
    expect(moveColumn(layout, 'b', -1).order).toEqual(['b', 'a', 'c']);
    expect(moveColumn(layout, 'c', 1)).toBe(layout);
    expect(moveColumn(layout, 'a', -1)).toBe(layout);
    expect(setHidden(layout, 'b', true).hidden).toEqual(['b']);
    expect(setHidden({ ...layout, hidden: ['b'] }, 'b', false).hidden).toEqual([]);
  });
});
