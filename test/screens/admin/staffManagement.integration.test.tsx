import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';
import { adminWriter, dialogTitled } from './support';
import { choose } from '../../support/select';
import { giveTestRole } from '../../support/testRole';

const { db } = setupMockBackend();
const open = signedInConsole();

/** A role that may only view two energy screens, made through the mock's audited path. */
function energyViewerRole(): string {
  const role = db.admin.roles.create(adminWriter(db), 'Energy viewers');
  db.admin.roles.grant(adminWriter(db), role.name, ['a:p-home:view', 'a:p-carbon-home:view'], [], { sent: role.version });
  return role.name;
}

describe('staff-management (issue 22)', () => {
  it('invites a user with a view-only energy role and one store, showing the one-time password once', async () => {
    const role = energyViewerRole();
    const store = db.businesses.storesForUser('u-1001').find((s) => s.did === 'st-1005-01')!;
    await open('/index/staff-management', 'admin');
    const table = await screen.findByRole('table', { name: 'Staff' });
    await within(table).findByText('Wang Fang');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Invite user/ })));
    const dialog = await dialogTitled('Invite user');
    fireEvent.change(within(dialog).getByLabelText('User name'), { target: { value: 'energy.viewer' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Chen Jie' } });
    await choose(dialog, 'Roles', 'Energy viewers');
    await choose(dialog, 'Stores in scope', store.name, true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    const shown = await dialogTitled('One-time password for Chen Jie');
    const password = within(shown).getByLabelText('One-time password').textContent!;
    expect(password).toMatch(/^Tmp-[0-9a-f]{10}$/);
    const user = db.accounts.verifyCredentials('energy.viewer', password)!;
    expect(db.access.book.grant(user.userid)).toEqual({ userid: user.userid, company: 'c-1001', roles: [role], scope: { kind: 'stores', stores: ['st-1005-01'] } });
    expect(user.mustChangePassword).toBe(true);
    expect(db.access.menuModules(user)).toEqual(['energy-carbon']);
    expect(db.access.actions({ userid: user.userid, role: 'viewer' }, 'p-carbon-home')).toEqual(['view']);
    await act(async () => fireEvent.click(within(shown).getAllByRole('button', { name: 'Close' }).at(-1)!));
    await waitFor(() => expect(screen.queryByText(password)).toBeNull());
    const row = (await within(table).findByText('Chen Jie')).closest('tr')!;
    expect(within(row).getByText('Energy viewers')).toBeTruthy();
    expect(within(row).getByText(`Stores: ${store.name}`)).toBeTruthy();
  });

  it('disables a user after a confirmation naming them; their session ends; the state filter lives in the URL', async () => {
    const viewer = db.accounts.createSession('u-1004');
    const mounted = await open('/index/staff-management', 'admin');
    const table = await screen.findByRole('table', { name: 'Staff' });
    await act(async () => fireEvent.click(await within(table).findByRole('button', { name: 'Disable Wang Fang' })));
    const dialog = await dialogTitled('Disable Wang Fang?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' })));
    await within(table).findByRole('button', { name: 'Enable Wang Fang' });
    expect(db.accounts.sessionUser(viewer.token)).toBeUndefined();
    expect(db.audit.query({ area: 'access', target: 'u-1004' })[0]).toMatchObject({ action: 'disable', outcome: 'ok' });
    await mounted.unmount();
    await open('/index/staff-management?state=disabled', 'admin');
    const filtered = await screen.findByRole('table', { name: 'Staff' });
    await within(filtered).findByText('Wang Fang');
    expect(within(filtered).getAllByRole('row')).toHaveLength(2);
  });

  it('resets a password and shows the new one once, for the first sign-in only; the user’s sessions end', async () => {
    const maintainer = db.accounts.createSession('u-1003');
    await open('/index/staff-management?q=maintainer', 'admin');
    const table = await screen.findByRole('table', { name: 'Staff' });
    await act(async () => fireEvent.click(await within(table).findByRole('button', { name: 'Reset password Li Na' })));
    await act(async () => fireEvent.click(within(await dialogTitled('Reset the password of Li Na?')).getByRole('button', { name: 'Reset password' })));
    const shown = await dialogTitled('One-time password for Li Na');
    const password = within(shown).getByLabelText('One-time password').textContent!;
    expect(within(shown).getByText('It signs in once only, to choose their own password.')).toBeTruthy();
    expect(db.accounts.verifyCredentials('maintainer', password)).toMatchObject({ userid: 'u-1003', mustChangePassword: true });
    expect(db.accounts.verifyCredentials('maintainer', 'maintainer123')).toBeUndefined();
    expect(db.accounts.sessionUser(maintainer.token)).toBeUndefined();
  });

  it('takes a user out of their organization: the cleared field is saved as none, audited with before and after', async () => {
    expect(db.accounts.organizationOfUser('u-1004')?.name).toBe('上海能碳科技有限公司');
    await open('/index/staff-management', 'admin');
    const table = await screen.findByRole('table', { name: 'Staff' });
    const row = (await within(table).findByText('Wang Fang')).closest('tr')!;
    expect(within(row).getByText('上海能碳科技有限公司')).toBeTruthy();
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Edit Wang Fang' })));
    const dialog = await dialogTitled('Edit Wang Fang');
    const field = within(dialog).getByLabelText('Organization').closest<HTMLElement>('[class*="-select-allow-clear"]')!;
    expect(field.textContent).toContain('上海能碳科技有限公司');
    await act(async () => fireEvent.click(within(field).getByRole('button', { name: 'Clear' })));
    await waitFor(() => expect(field.textContent).not.toContain('上海能碳科技有限公司'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(within(row).queryByText('上海能碳科技有限公司')).toBeNull());
    expect(db.accounts.organizationOfUser('u-1004')).toBeUndefined();
    const [entry] = db.audit.query({ area: 'access', target: 'u-1004', action: 'update' });
    expect(entry).toMatchObject({ outcome: 'ok', before: expect.objectContaining({ organization: 'org-c-1001' }), after: expect.objectContaining({ organization: '' }) });
  });

  it('offers a staff clerk no change of someone above them, and says why', async () => {
    const parents = db.businesses.businessesForUser('u-1001').map((b) => b.did);
    const role = db.admin.roles.create(adminWriter(db), 'Staff clerks');
    db.admin.roles.grant(adminWriter(db), role.name, ['a:p-staff-management:view', 'a:p-staff-management:edit'], [], { sent: role.version });
    const { password } = db.admin.staff.create(adminWriter(db), { username: 'clerk', name: 'Staff Clerk', roles: [role.name], scope: { kind: 'parents', parents: [parents[0]!] } });
    await open('/index/staff-management', 'clerk', password);
    const table = await screen.findByRole('table', { name: 'Staff' });
    const admin = (await within(table).findByText('Administrator')).closest('tr')!;
    expect(within(admin).getByText('Beyond your permissions')).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: 'Reset password Administrator' })).toBeNull();
    const own = within(table).getByText('Staff Clerk').closest('tr')!;
    expect(within(own).getByRole('button', { name: 'Edit Staff Clerk' })).toBeTruthy();
  });

  it('shows a user who may only view the page the list without controls to change it', async () => {
    // The operator's menu holds no administration: a role made for the test lets it view this page.
    giveTestRole(db, 'u-1002', 'Staff readers', { 'p-staff-management': ['view'] });
    await open('/index/staff-management', 'operator');
    const table = await screen.findByRole('table', { name: 'Staff' });
    await within(table).findByText('Wang Fang');
    expect(screen.queryByRole('button', { name: /Invite user/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Disable Wang Fang' })).toBeNull();
  });
});
