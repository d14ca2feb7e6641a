// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuCheckContext, MenuTemplateItem } from '../../../src/api/tools/menuTemplateTypes';
import { menuFileText, readMenuFile } from '../../../src/screens/tools/menuTool/importMenu';
import { diffMenus } from '../../../src/screens/tools/menuTool/menuDiff';
import { menuRows, searchMenu } from '../../../src/screens/tools/menuTool/menuSearch';

/** The menu tool's search, import reading and change preview, without a DOM. */

const leaf = (name: string, title: string, extra: Partial<MenuTemplateItem> = {}): MenuTemplateItem => ({ name, title, page: name, pid: `p-${name}`, ...extra });
const menu = (): MenuTemplateItem[] => [
  { name: 'energy', title: 'Energy', children: [leaf('home', 'Home'), leaf('load-analysis', 'Load analysis', { hidden: true }), leaf('news', 'News')] },
  { name: 'tools', title: 'Tools', children: [leaf('knowledge-base', 'Knowledge base'), leaf('iot-equipment', 'IoT equipment'), leaf('menu-tool', 'Menu tool')] },
];
const CONTEXT: MenuCheckContext = { routes: ['home', 'load-analysis', 'news', 'knowledge-base', 'iot-equipment', 'menu-tool'], manifestPids: [], bookPids: ['p-home', 'p-load-analysis', 'p-news', 'p-knowledge-base', 'p-iot-equipment', 'p-menu-tool'] };

describe('menu search', () => {
  const rows = menuRows(menu(), (item) => (item.name === 'knowledge-base' ? '知识库' : item.title));
  it('finds by shown title, raw title, name, route and pid, every word, any case; lists where each item sits', () => {
    expect(rows).toHaveLength(8);
    expect(searchMenu(rows, '知识').map((r) => r.name)).toEqual(['knowledge-base']);
    expect(searchMenu(rows, 'knowledge BASE').map((r) => r.name)).toEqual(['knowledge-base']);
    expect(searchMenu(rows, 'p-iot').map((r) => r.trail)).toEqual(['Tools']);
    expect(searchMenu(rows, 'load analysis').map((r) => [r.name, r.hidden])).toEqual([['load-analysis', true]]);
    expect(searchMenu(rows, 'ｍｅｎｕ-tool').map((r) => r.pid)).toEqual(['p-menu-tool']);
    expect(searchMenu(rows, '  ')).toHaveLength(8);
    expect(searchMenu(rows, 'zzz')).toEqual([]);
  });
});

describe('menu changes', () => {
  it('names what an import adds, removes, renames, moves (another parent, or out of order) and changes', () => {
    const next = menu();
    const tools = next[1]!.children!;
    tools[0] = { ...tools[0]!, title: 'Wiki' };
    next[0]!.children!.push(tools.splice(1, 1)[0]!);
    tools.push(leaf('audit', 'Audit'));
    next[0]!.children = next[0]!.children!.filter((i) => i.name !== 'news');
    next[0]!.children![0]!.icon = 'home';
    // What an item may embed is a change worth seeing before it applies.
    tools.find((i) => i.name === 'menu-tool')!.content = '{"frameOrigins":["https://elsewhere.example"]}';
    expect(diffMenus(menu(), next)).toEqual([
      { kind: 'changed', name: 'home', fields: ['icon'] },
      { kind: 'moved', name: 'iot-equipment', from: 'tools', to: 'energy' },
      { kind: 'renamed', name: 'knowledge-base', from: 'Knowledge base', to: 'Wiki' },
      { kind: 'changed', name: 'menu-tool', fields: ['content'] },
      { kind: 'added', name: 'audit', to: 'tools' },
      { kind: 'removed', name: 'news', from: 'energy' },
    ]);
    // Moving the first module to the end moves one item, not every other.
    const reordered = menu();
    reordered.push(reordered.shift()!);
    expect(diffMenus(menu(), reordered)).toEqual([{ kind: 'moved', name: 'energy', from: '', to: '' }]);
    expect(diffMenus(menu(), menu())).toEqual([]);
  });
});

describe('menu files', () => {
  it('reads an exported file or a bare list and checks it; refuses malformed JSON, the wrong shape and a file too large', () => {
    const exported = menuFileText({ companyid: 'c-1001', portal: 'cem', items: menu() });
    expect(JSON.parse(exported)).toEqual(expect.objectContaining({ format: 'cem-menu-template', version: 1, companyid: 'c-1001' }));
    const read = readMenuFile(exported, exported.length, CONTEXT);
    expect(read).toEqual({ ok: true, items: menu(), issues: [] });
    expect(readMenuFile(JSON.stringify(menu()), 10, CONTEXT).ok).toBe(true);
    expect(readMenuFile('{"items": [', 11, CONTEXT)).toEqual({ ok: false, problem: 'json' });
    expect(readMenuFile('{"menu": []}', 12, CONTEXT)).toEqual({ ok: false, problem: 'shape' });
    expect(readMenuFile('"just text"', 11, CONTEXT)).toEqual({ ok: false, problem: 'shape' });
    expect(readMenuFile('[]', 600 * 1024, CONTEXT)).toEqual({ ok: false, problem: 'tooLarge', limit: 524288 });
    const broken = readMenuFile(JSON.stringify([{ name: 'energy', title: 'Energy', children: [leaf('home', 'Home', { page: 'nowhere' }), 'junk'] }]), 100, CONTEXT);
    expect(broken.ok && broken.issues.map((i) => i.kind)).toEqual(['shape', 'notRoute']);
  });
});
