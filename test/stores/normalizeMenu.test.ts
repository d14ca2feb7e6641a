// @vitest-environment node
import {
  DEFAULT_NAV_STYLE,
  firstEnabledLeaf,
  normalizeItem,
  normalizeMenu,
  parseNavStyle,
  type MenuItem,
} from '../../src/stores/menu/normalizeMenu';

function collectWarnings(): { warn: (msg: string) => void; messages: string[] } {
  const messages: string[] = [];
  return { warn: (msg) => void messages.push(msg), messages };
}

function only(list: unknown, warn: (msg: string) => void = () => {}): MenuItem {
  const items = normalizeMenu(list, warn);
  expect(items).toHaveLength(1);
  return items[0]!;
}

describe('normalizeMenu: content', () => {
  it('merges the content JSON into the item', () => {
    const { warn, messages } = collectWarnings();
    const item = only(
      [{ name: 'home', title: 'Home', content: JSON.stringify({ page: 'carbon-home', pid: 'p7', query: { menutype: 6 } }) }],
      warn,
    );
    expect(item).toMatchObject({ name: 'home', title: 'Home', page: 'carbon-home', pid: 'p7', query: { menutype: '6' } });
    expect(messages).toEqual([]);
  });

  it.each([
    ['not JSON', '{page: home'],
    ['a JSON array', '["page"]'],
    ['a JSON string', '"home"'],
  ])('ignores content that is %s, warns once and keeps the item', (_label, content) => {
    const { warn, messages } = collectWarnings();
    const item = only([{ name: 'energy', title: 'Energy', page: 'energy-overview', content }], warn);
    expect(item).toMatchObject({ name: 'energy', title: 'Energy', page: 'energy-overview' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('energy');
  });

  it('warns once per malformed item, also when it is nested', () => {
    const { warn, messages } = collectWarnings();
    const items = normalizeMenu(
      [
        { name: 'a', content: '{' },
        { name: 'b', subList: [{ name: 'b1', page: 'home', content: 'oops' }, { name: 'b2', page: 'dashboard' }] },
      ],
      warn,
    );
    expect(items.map((i) => i.name)).toEqual(['a', 'b']);
    expect(items[1]!.children.map((c) => c.name)).toEqual(['b1', 'b2']);
    expect(messages).toHaveLength(2);
  });

  it('does not warn about empty content', () => {
    const { warn, messages } = collectWarnings();
    const items = normalizeMenu([{ name: 'a', content: '' }, { name: 'b', content: '   ' }], warn);
    expect(items.map((i) => i.name)).toEqual(['a', 'b']);
    expect(messages).toEqual([]);
  });
});

describe('normalizeMenu: shape', () => {
  it('reads children from subList or sub_menu', () => {
    const items = normalizeMenu(
      [
        { name: 'x', subList: [{ name: 'x1', page: 'home' }] },
        { name: 'y', sub_menu: [{ name: 'y1', page: 'dashboard' }, { name: 'y2', page: 'playlist' }] },
      ],
      () => {},
    );
    expect(items[0]!.children.map((c) => c.name)).toEqual(['x1']);
    expect(items[1]!.children.map((c) => c.name)).toEqual(['y1', 'y2']);
  });

  it('takes children from content too', () => {
    const item = only([{ name: 'x', content: JSON.stringify({ sub_menu: [{ name: 'x1', page: 'home' }] }) }]);
    expect(item.children.map((c) => c.name)).toEqual(['x1']);
  });

  it.each([1, true, '1', 'true'])('treats disabled = %j as disabled', (value) => {
    expect(only([{ name: 'a', disabled: value }]).disabled).toBe(true);
  });

  it.each([1, true, '1'])('treats disable = %j as disabled', (value) => {
    expect(only([{ name: 'a', disable: value }]).disabled).toBe(true);
  });

  it.each([0, false, '0', '', null, undefined, 'no'])('treats disabled = %j as enabled', (value) => {
    const item = only([{ name: 'a', disabled: value, disable: value }]);
    expect(item.disabled).toBe(false);
  });

  it.each([1, true, '1'])('treats hidden = %j as hidden', (value) => {
    expect(only([{ name: 'a', hidden: value }]).hidden).toBe(true);
  });

  it('is visible and enabled by default, with the name as title', () => {
    expect(only([{ name: 'a' }])).toMatchObject({ title: 'a', disabled: false, hidden: false, params: {}, query: {}, children: [] });
  });

  it('keeps only string or number params and query values, as strings', () => {
    const item = only([{ name: 'a', params: { actype: 3, mode: 'edit', bad: { x: 1 }, worse: null }, query: 'menutype=6' }]);
    expect(item.params).toEqual({ actype: '3', mode: 'edit' });
    expect(item.query).toEqual({});
  });

  it('nests at most two levels below a module', () => {
    const item = only([
      { name: 'module', subList: [{ name: 'level1', subList: [{ name: 'level2', subList: [{ name: 'level3', page: 'home' }] }] }] },
    ]);
    const level1 = item.children[0]!;
    const level2 = level1.children[0]!;
    expect(level1.name).toBe('level1');
    expect(level2.name).toBe('level2');
    expect(level2.children).toEqual([]);
  });

  it('drops entries that are not objects or have no name', () => {
    const items = normalizeMenu([null, 'home', 42, [], { title: 'no name' }, { name: '' }, { name: 7 }, { name: 'ok' }], () => {});
    expect(items.map((i) => i.name)).toEqual(['ok']);
  });

  it.each([undefined, null, 'menu', { list: [] }])('returns an empty menu for %j', (list) => {
    expect(normalizeMenu(list, () => {})).toEqual([]);
  });

  it('normalizeItem returns null for a non-object', () => {
    expect(normalizeItem('x', () => {})).toBeNull();
  });
});

describe('parseNavStyle', () => {
  it('uses the spec defaults: #191919 header background, #007fff selected', () => {
    const style = parseNavStyle(undefined);
    expect(style.headerBackground).toBe('#191919');
    expect(style.headerSelected).toBe('#007fff');
    expect(style.sideSelected).toBe('#007fff');
    expect(style).toEqual(DEFAULT_NAV_STYLE);
  });

  it.each(['', 'not json', '[]', 'null', '42'])('falls back to the defaults for %j', (text) => {
    expect(parseNavStyle(text)).toEqual(DEFAULT_NAV_STYLE);
  });

  it('takes colour values and keeps defaults for the rest', () => {
    const style = parseNavStyle(JSON.stringify({ headerBackground: '#123456', sideFont: 'rgba(0, 0, 0, 0.5)', sideSelected: ' #abc ' }));
    expect(style).toEqual({
      ...DEFAULT_NAV_STYLE,
      headerBackground: '#123456',
      sideFont: 'rgba(0, 0, 0, 0.5)',
      sideSelected: '#abc',
    });
  });

  it.each([
    'url(javascript:alert(1))',
    'red;background:url(https://evil.com/x.png)',
    'expression(alert(1))',
    '#123456; position: fixed',
    'rgb(1,2,3) url(x)',
    '#zzzzzz',
    '',
  ])('rejects the non-colour %j', (value) => {
    const style = parseNavStyle(JSON.stringify({ headerBackground: value, headerSelected: value }));
    expect(style.headerBackground).toBe('#191919');
    expect(style.headerSelected).toBe('#007fff');
  });

  it('ignores non-string values', () => {
    const style = parseNavStyle(JSON.stringify({ headerBackground: 0x191919, headerSelected: ['#fff'] }));
    expect(style).toEqual(DEFAULT_NAV_STYLE);
  });
});

describe('firstEnabledLeaf', () => {
  const menu = (wire: unknown): MenuItem => only([wire]);

  it('returns the first enabled, visible leaf with a page, depth first', () => {
    const item = menu({
      name: 'energy',
      subList: [
        { name: 'off', page: 'home', disabled: 1 },
        { name: 'ghost', page: 'dashboard', hidden: true },
        { name: 'group', subList: [{ name: 'pageless' }, { name: 'target', page: 'energy-overview' }] },
        { name: 'later', page: 'playlist' },
      ],
    });
    expect(firstEnabledLeaf(item)?.name).toBe('target');
  });

  it('skips a whole disabled or hidden group', () => {
    const item = menu({
      name: 'm',
      sub_menu: [
        { name: 'g1', disable: '1', subList: [{ name: 'in-disabled', page: 'home' }] },
        { name: 'g2', hidden: 1, subList: [{ name: 'in-hidden', page: 'home' }] },
        { name: 'g3', subList: [{ name: 'ok', page: 'dashboard' }] },
      ],
    });
    expect(firstEnabledLeaf(item)?.name).toBe('ok');
  });

  it('returns the item itself when it is an enabled leaf', () => {
    expect(firstEnabledLeaf(menu({ name: 'leaf', page: 'home' }))?.name).toBe('leaf');
  });

  it('returns undefined when nothing is reachable', () => {
    expect(firstEnabledLeaf(menu({ name: 'm', disabled: true, page: 'home' }))).toBeUndefined();
    expect(firstEnabledLeaf(menu({ name: 'm', subList: [{ name: 'a', disabled: 1, page: 'home' }, { name: 'b' }] }))).toBeUndefined();
  });
});
