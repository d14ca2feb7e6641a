import { screen, waitFor, within } from '@testing-library/react';
import type { MenuTemplateItem } from '../../../src/api/tools/menuTemplateTypes';
import { setupMockBackend } from '../../support/backend';
import { setupUser } from '../../support/user';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();
const PLATFORM = '上海能碳科技有限公司';

/** The default catalogue as a file would hold it, with `change` applied to a copy. */
function catalogueFile(change: (items: MenuTemplateItem[]) => void): File {
  const items = db.menuTemplates.answer(db.accounts.userById('u-1001')!, 'p-menu-tool', 'c-1001', 'cem').catalogue;
  change(items);
  return new File([JSON.stringify({ format: 'cem-menu-template', version: 1, items })], 'menu.json', { type: 'application/json' });
}
const tools = (items: MenuTemplateItem[]) => items.find((m) => m.name === 'tools')!.children!;

describe('menu-tool (issue 22)', () => {
  it('searches by route and pid, exports JSON, and imports a file: refused when malformed or broken, previewed, then applied', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:menu'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = setupUser();
    await open('/index/menu-tool?q=p-iot', 'admin', 'admin123');
    const found = await screen.findByRole('table', { name: 'Menu items' });
    await waitFor(() => expect(within(found).getAllByRole('row')).toHaveLength(2));
    expect(within(found).getByRole('cell', { name: 'IoT equipment' })).toBeTruthy();
    expect(within(found).getByRole('cell', { name: 'Tools' })).toBeTruthy();
    expect(screen.getByText('Menu items (1)')).toBeTruthy();
    expect(screen.getByText('No broken entries')).toBeTruthy();
    expect(screen.getByText(`The menu ${PLATFORM} sees: the default catalogue`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export as JSON' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const exported = JSON.parse(await files[0]!.text()) as { format: string; companyid: string; items: MenuTemplateItem[] };
    expect([exported.format, exported.companyid, exported.items.length]).toEqual(['cem-menu-template', 'c-1001', 13]);

    const input = screen.getByLabelText('Import a JSON file');
    await user.upload(input, new File(['{"items": ['], 'bad.json', { type: 'application/json' }));
    expect((await screen.findByRole('alert')).textContent).toContain('“bad.json” is not valid JSON');

    await user.upload(input, catalogueFile((items) => tools(items).push({ name: 'ghost', title: 'Ghost', page: 'nope', pid: 'p-knowledge-base' })));
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByRole('cell', { name: 'The page “nope” is not a route of the console' })).toBeTruthy();
    expect(within(problems).getByRole('cell', { name: 'The pid p-knowledge-base is already used by “knowledge-base”' })).toBeTruthy();
    expect(screen.getByText('2 problems block applying this file: fix the file first')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Apply to the template of ${PLATFORM}` }).hasAttribute('disabled')).toBe(true);

    await user.upload(input, catalogueFile((items) => {
      const list = tools(items);
      const wiki = list.find((c) => c.name === 'knowledge-base')!;
      wiki.title = 'Wiki';
      delete wiki.languagesetting;
      list.splice(list.findIndex((c) => c.name === 'external-dashboard'), 1);
      list.unshift(list.splice(list.findIndex((c) => c.name === 'iot-equipment'), 1)[0]!);
    }));
    const preview = await screen.findByRole('table', { name: 'Changes the import makes' });
    expect(screen.getByText(/1 removed, 1 renamed, 1 moved$/)).toBeTruthy();
    const rows = within(preview).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Renamed', 'Wiki', '“Knowledge base” → “Wiki”'],
      ['Removed', 'External dashboard', 'from Tools'],
      ['Moved', 'IoT equipment', 'new place within Tools'],
    ]);
    await user.click(screen.getByRole('button', { name: `Apply to the template of ${PLATFORM}` }));
    await screen.findByText(`The menu ${PLATFORM} sees: its template`);
    const menu = db.menus.answer(db.accounts.userById('u-1002')!, 'cem', 'localhost').list.find((m) => m.name === 'tools')!.subList!;
    expect(menu.map((c) => c.name)).toEqual(['iot-equipment', 'menu-design', 'tool-reports', 'knowledge-base', 'personal-center']);
    expect(menu[3]!.title).toBe('Wiki');
    expect(db.audit.query({ resource: 'menu-template' }).map((e) => [e.pid, e.outcome])).toEqual([['p-menu-tool', 'ok']]);
  });
});
