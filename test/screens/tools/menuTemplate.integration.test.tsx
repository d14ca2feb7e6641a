import { screen, waitFor, within } from '@testing-library/react';
import type { MenuTemplate } from '../../../src/api/tools/menuTemplateTypes';
import { setupMockBackend } from '../../support/backend';
import { setupUser } from '../../support/user';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

/** The tree item showing this text (the first). */
const treeItem = (text: string) => screen.getAllByRole('treeitem').find((item) => item.textContent?.includes(text));
const moduleOf = (userid: string, name: string) => db.menus.answer(db.accounts.userById(userid)!, 'cem', 'localhost').list.find((m) => m.name === name);

describe('menu-template (issue 22)', () => {
  it('hides billing for GreenGrid only: the admin of the platform company saves GreenGrid’s template, its users lose the module, the platform’s keep it', async () => {
    const user = setupUser();
    await open('/index/menu-template?company=c-2001&item=billing-tenants', 'admin', 'admin123');
    const panel = await screen.findByRole('region', { name: 'Item “Billing & Tenants”' });
    expect(screen.getByText('GreenGrid Energy Ltd. has no template on this portal: its users see the default catalogue')).toBeTruthy();
    expect(screen.getByRole('tree', { name: 'Menu items' })).toBeTruthy();
    expect(screen.getAllByRole('treeitem')).toHaveLength(13);
    await user.click(within(panel).getByRole('switch', { name: 'Hidden' }));
    await waitFor(() => expect(within(treeItem('Billing & Tenants')!).getByText('Hidden')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: /Save template/ }));
    await screen.findByText(/^saved .* by Administrator$/);
    expect(screen.getByText('Custom template')).toBeTruthy();
    expect(moduleOf('u-2001', 'billing-tenants')?.hidden).toBe(1);
    expect(moduleOf('u-1001', 'billing-tenants')?.hidden).toBeUndefined();
    const entry = db.audit.query({ resource: 'menu-template' })[0]!;
    expect([entry.action, entry.outcome, entry.userid, entry.before]).toEqual(['menu-template-save', 'ok', 'u-1001', null]);
  });

  it('moves an item from the keyboard, refuses a page that is no route with the reason on the item, then saves once it is fixed', async () => {
    const user = setupUser();
    await open('/index/menu-template?item=knowledge-base', 'admin', 'admin123');
    const panel = await screen.findByRole('region', { name: 'Item “Knowledge base”' });
    within(panel).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Moved “Knowledge base” to position 2 of 6')).toBeTruthy();
    const page = within(panel).getByRole('textbox', { name: 'Page (route)' });
    await user.clear(page);
    await user.paste('nope');
    await user.click(screen.getByRole('button', { name: /Save template/ }));
    const reason = 'The page “nope” is not a route of the console';
    await waitFor(() => expect(within(treeItem('Knowledge base')!).getByText(reason)).toBeTruthy());
    expect(within(screen.getByRole('region', { name: 'Item “Knowledge base”' })).getByText(reason)).toBeTruthy();
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain('1 item needs a change: the reason is shown on each');
    expect(db.audit.query({ resource: 'menu-template' })[0]!.outcome).toBe('refused');

    await user.clear(within(screen.getByRole('region', { name: 'Item “Knowledge base”' })).getByRole('textbox', { name: 'Page (route)' }));
    await user.paste('knowledge-base');
    await user.click(screen.getByRole('button', { name: /Save template/ }));
    await screen.findByText('Custom template');
    const saved = db.audit.query({ resource: 'menu-template', outcome: 'ok' })[0]!.after as MenuTemplate;
    expect(saved.items[11]!.children!.map((c) => c.name).slice(0, 3)).toEqual(['menu-design', 'knowledge-base', 'tool-reports']);
    expect(db.menus.answer(db.accounts.userById('u-1002')!, 'cem', 'localhost').list.find((m) => m.name === 'tools')!.subList![1]!.name).toBe('knowledge-base');
  });

  it('shows the operator the menu without any control to change it', async () => {
    await open('/index/menu-template?item=tools');
    await screen.findByRole('region', { name: 'Item “Tools”' });
    expect(screen.getByText('You can look at this menu; changing it needs the edit permission of this page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Hidden' }).hasAttribute('disabled')).toBe(true);
  });
});
