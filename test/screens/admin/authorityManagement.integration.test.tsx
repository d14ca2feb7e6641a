import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';
import { adminWriter, dialogTitled, findTreeItem, stateOf, tick, toggleNode, treeItem } from './support';
import { choose } from '../../support/select';
import { giveTestRole } from '../../support/testRole';

const { db } = setupMockBackend();
const open = signedInConsole();

async function newRole(title: string): Promise<string> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /New role/ })));
  const dialog = await dialogTitled('New role');
  fireEvent.change(within(dialog).getByLabelText('Role name'), { target: { value: title } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
  await screen.findByText(`Permissions of ${title}`);
  return db.access.book.allRoles().find((r) => r.title === title)!.name;
}

describe('authority-management (issue 22)', () => {
  it('offers a role manager only the rename of a role that grants more than they hold, and says why', async () => {
    const managers = db.admin.roles.create(adminWriter(db), 'Role managers');
    db.admin.roles.grant(adminWriter(db), managers.name, ['view', 'add', 'edit', 'delete'].map((a) => `a:p-authority-management:${a}`).concat('a:p-carbon-home:view'), [], { sent: managers.version });
    const readers = db.admin.roles.create(adminWriter(db), 'Carbon readers');
    db.admin.roles.grant(adminWriter(db), readers.name, ['a:p-carbon-home:view'], [], { sent: readers.version });
    const { password } = db.admin.staff.create(adminWriter(db), { username: 'rolemgr', name: 'Role Manager', roles: [managers.name], scope: { kind: 'stores', stores: ['st-1005-01'] } });
    await open('/index/authority-management', 'rolemgr', password);
    const roles = await screen.findByRole('table', { name: 'Roles' });
    const admin = (await within(roles).findByText('Admin')).closest('tr')!;
    expect(within(admin).getByText('Grants more than you hold')).toBeTruthy();
    expect(within(admin).getByRole('button', { name: 'Rename Admin' })).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: 'Disable Admin' })).toBeNull();
    expect(within(admin).queryByRole('button', { name: 'Delete Admin' })).toBeNull();
    const held = within(roles).getByText('Carbon readers').closest('tr')!;
    expect(within(held).getByRole('button', { name: 'Disable Carbon readers' })).toBeTruthy();
    expect(within(held).queryByText('Grants more than you hold')).toBeNull();
  });

  it('makes a role that may only view energy screens, gives it to a new user with one store, and shows what they hold', async () => {
    const first = await open('/index/authority-management', 'admin');
    const roles = await screen.findByRole('table', { name: 'Roles' });
    await within(roles).findByText('Viewer');
    const name = await newRole('Energy viewers');
    await findTreeItem('Energy & Carbon');
    await toggleNode('Energy & Carbon');
    await toggleNode('Home');
    await tick('View');
    await toggleNode('Carbon overview');
    // Home's actions come first: the second View is Carbon overview's.
    await tick('View', 1);
    await waitFor(() => expect(stateOf('Carbon overview')).toBe('mixed'));
    await waitFor(() => expect(stateOf('Energy & Carbon')).toBe('mixed'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(db.access.book.actions([name], 'p-carbon-home', 'c-1001')).toEqual(['view']));
    expect(db.access.book.actions([name], 'p-home', 'c-1001')).toEqual(['view']);
    expect(db.access.book.actions([name], 'p-carbon-metering', 'c-1001')).toEqual([]);
    expect(db.access.book.menuModules([name], 'c-1001')).toEqual(['energy-carbon']);

    // Loaded back, the half-checked page stays half-checked: its other actions are not granted.
    await first.unmount();
    const created = db.admin.staff.create(adminWriter(db), { username: 'energy.viewer', name: 'Chen Jie', roles: [name], scope: { kind: 'stores', stores: ['st-1005-01'] } });
    await open(`/index/authority-management?role=${name}`, 'admin');
    await screen.findByText('Permissions of Energy viewers');
    await toggleNode('Energy & Carbon');
    await toggleNode('Carbon overview');
    await waitFor(() => expect(stateOf('Carbon overview')).toBe('mixed'));
    await findTreeItem('View');
    await waitFor(() => expect(stateOf('View')).toBe('true'));
    await waitFor(() => expect(stateOf('Export')).toBe('false'));

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Effective permissions' })));
    await screen.findByLabelText('User');
    await choose(document.body, 'User', 'Chen Jie (energy.viewer)');
    const table = await screen.findByRole('table', { name: 'What a user holds' });
    await within(table).findByText('Carbon overview');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Energy & Carbon', 'Home', 'View', 'Energy viewers'],
      ['Energy & Carbon', 'Carbon overview', 'View', 'Energy viewers'],
    ]);
    expect(created.user.scope).toEqual({ kind: 'stores', stores: ['st-1005-01'] });
  });

  it('disables a role after a confirmation naming it; its users lose its menus, and enabling gives them back', async () => {
    await open('/index/authority-management', 'admin');
    const roles = await screen.findByRole('table', { name: 'Roles' });
    await act(async () => fireEvent.click(await within(roles).findByRole('button', { name: 'Disable Viewer' })));
    const dialog = await dialogTitled('Disable role Viewer?');
    expect(within(dialog).getByText('1 user of role Viewer will lose its pages at their next menu load.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' })));
    await within(roles).findByRole('button', { name: 'Enable Viewer' });
    expect(db.access.menuModules({ userid: 'u-1004' })).toEqual([]);
    await act(async () => fireEvent.click(within(roles).getByRole('button', { name: 'Enable Viewer' })));
    await act(async () => fireEvent.click(within(await dialogTitled('Enable role Viewer?')).getByRole('button', { name: 'Enable' })));
    await within(roles).findByRole('button', { name: 'Disable Viewer' });
    expect(db.access.menuModules({ userid: 'u-1004' })).toEqual(['energy-carbon', 'devices-control', 'billing-tenants', 'tools']);
  });

  it('deletes a role in use only after choosing the role its users move to', async () => {
    const night = db.admin.roles.clone(adminWriter(db), 'viewer', 'Night shift');
    db.access.book.assign('u-1004', [night.name]);
    await open('/index/authority-management', 'admin');
    const roles = await screen.findByRole('table', { name: 'Roles' });
    await act(async () => fireEvent.click(await within(roles).findByRole('button', { name: 'Delete Night shift' })));
    const dialog = await dialogTitled('Delete role Night shift');
    expect(within(dialog).getByText('1 user holds role Night shift. Choose the role they move to before it is deleted.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    await choose(dialog, 'Replacement role', 'Operator');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(within(roles).queryByText('Night shift')).toBeNull());
    expect(db.access.book.grant('u-1004')?.roles).toEqual(['operator']);
    expect(db.audit.query({ area: 'access', target: night.name, outcome: 'ok' })[0]).toMatchObject({ action: 'delete', before: expect.objectContaining({ users: ['u-1004'] }) });
  });

  it('shows a user who may only view the page the roles and trees without any control to change them', async () => {
    // The operator's menu holds no administration: a role made for the test lets it view this page.
    giveTestRole(db, 'u-1002', 'Role readers', { 'p-authority-management': ['view'] });
    await open('/index/authority-management?role=viewer', 'operator');
    const roles = await screen.findByRole('table', { name: 'Roles' });
    await within(roles).findByText('Viewer');
    expect(screen.queryByRole('button', { name: /New role/ })).toBeNull();
    expect(within(roles).queryByRole('button', { name: 'Rename Viewer' })).toBeNull();
    expect(within(roles).queryByRole('button', { name: 'Delete Viewer' })).toBeNull();
    await findTreeItem('Energy & Carbon');
    expect(within(treeItem('Energy & Carbon')).getByRole('checkbox').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
