import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';
import { adminWriter, findTreeItem, stateOf, tick } from './support';

/** Issue 35 item 4: the permission tree can be searched, and a save keeps what the search hides. */

const { db } = setupMockBackend();
const open = signedInConsole();

const titles = () => screen.queryAllByRole('treeitem').map((item) => item.querySelector('[class*="-tree-title"]')?.textContent);

describe('permission tree search', () => {
  it('narrows the tree to the matches, opened, and saving a tick there keeps the hidden grants', async () => {
    const writer = adminWriter(db);
    const role = db.admin.roles.create(writer, 'Readers');
    db.admin.roles.grant(writer, role.name, ['a:p-carbon-home:view', 'a:p-bill-managemant:view'], [], { sent: role.version });
    await open(`/index/authority-management?role=${role.name}`, 'admin');
    await screen.findByText('Permissions of Readers');
    await findTreeItem('Energy & Carbon');

    const search = screen.getByRole('searchbox', { name: 'Search permissions' });
    await act(async () => fireEvent.change(search, { target: { value: 'bills' } }));
    await waitFor(() => expect(titles().slice(0, 3)).toEqual(['Billing & Tenants', 'Bills', 'View']));
    expect(titles()).not.toContain('Energy & Carbon');
    expect(titles()).not.toContain('Contracts');
    // The found page is opened on its actions, View ticked as granted.
    await waitFor(() => expect(stateOf('View')).toBe('true'));
    await tick('Export');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(db.access.book.actions([role.name], 'p-bill-managemant', 'c-1001')).toEqual(['view', 'export']));
    expect(db.access.book.actions([role.name], 'p-carbon-home', 'c-1001')).toEqual(['view']);

    await act(async () => fireEvent.change(search, { target: { value: 'no such permission' } }));
    expect(await screen.findByText('No module, page or action matches “no such permission”.')).toBeTruthy();
    expect(titles()).toEqual([]);
  });
});
