// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StaffCreated, StaffList, StaffRow } from '../../../src/api/access/types';
import type { PagePerms } from '../../../src/api/pageConfig';
import type { MenuAnswer } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';
import { invite, post, roleWith, userVersion } from './support';

/** Staff: invite with roles and scope, edit, disable (the session ends), reset password. */

const backend = startMockBackend();

describe('staff', () => {
  it('invites a user with a view-only energy role and one store; they see only that', async () => {
    const admin = await login();
    const energy = await roleWith(admin, 'Energy viewers', [['p-home', 'view'], ['p-carbon-home', 'view']]);
    const created = await invite(admin, { username: 'energy.viewer', name: 'Chen Jie', roles: [energy.name], scope: { kind: 'stores', stores: ['st-1005-01'] } });
    expect(created.user).toMatchObject({ username: 'energy.viewer', roles: [energy.name], scope: { kind: 'stores', stores: ['st-1005-01'] }, state: 'enabled' });
    expect(created.password).toMatch(/^Tmp-[0-9a-f]{10}$/);
    const session = await login('energy.viewer', created.password);
    const menu = (await call<MenuAnswer>('/vts/api/menu/get', { session, body: { portalcode: 'cem-platform' } })).envelope.result.list;
    expect(menu.map((m) => m.name)).toEqual(['energy-carbon']);
    expect((await call<PagePerms>('/sfsaas/api/role/user/perm', { session, body: { pid: 'p-carbon-home' } })).envelope.result.actions).toEqual(['view']);
    expect(backend.db.businesses.storesForUser(created.user.userid).map((s) => s.did)).toEqual(['st-1005-01']);
    // The audit keeps the new user, never the password.
    const [entry] = backend.db.audit.query({ area: 'access', resource: 'user', outcome: 'ok' });
    expect(entry).toMatchObject({ action: 'create', before: null, target: created.user.userid });
    expect(JSON.stringify(entry)).not.toContain(created.password);
  });

  it('refuses a taken user name and a store outside the inviter’s scope', async () => {
    const admin = await login();
    expect((await post('/sfsaas/api/user/create', admin, { cmd: { username: 'Viewer', name: 'Dup', roles: ['viewer'], scope: { kind: 'all' } } })).result).toEqual(keyed('admin.refusal.usernameTaken'));
    const far = await post('/sfsaas/api/user/create', admin, { cmd: { username: 'far.away', name: 'Far', roles: ['viewer'], scope: { kind: 'stores', stores: ['st-9999-99'] } } });
    expect(far.status).toBe(-45403);
    expect(far.result).toEqual(keyed('admin.refusal.scope'));
  });

  it('lets only a user who reaches the whole company give the "all" scope, and puts a change of an unknown user on record', async () => {
    const admin = await login();
    const store = backend.db.businesses.storesForUser('u-1002')[0]!.did;
    const local = await invite(admin, { username: 'local.admin', name: 'Local admin', roles: ['admin'], scope: { kind: 'stores', stores: [store] } });
    const session = await login('local.admin', local.password);
    const wide = await post('/sfsaas/api/user/create', session, { cmd: { username: 'wide.one', name: 'Wide', roles: ['viewer'], scope: { kind: 'all' } } });
    expect(wide.status).toBe(-45403);
    expect(wide.result).toEqual(keyed('admin.refusal.scopeAll'));
    expect((await post('/sfsaas/api/user/create', session, { cmd: { username: 'near.one', name: 'Near', roles: ['viewer'], scope: { kind: 'stores', stores: [store] } } })).status).toBe(0);
    expect((await post('/sfsaas/api/user/update', admin, { userid: 'u-404', act: 'disable' })).result).toEqual(keyed('admin.refusal.noUser'));
    expect(backend.db.audit.query({ area: 'access', resource: 'user', outcome: 'refused' }).map((e) => [e.action, e.target, e.messageKey])).toEqual([
      ['disable', 'u-404', 'admin.refusal.noUser'],
      ['create', expect.any(String), 'admin.refusal.scopeAll'],
    ]);
  });

  it('keeps an organization an edit leaves out, and takes the user out of it when the edit sends none', async () => {
    const admin = await login();
    const update = async (cmd: Record<string, unknown>) => post<StaffRow>('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'set', cmd, version: await userVersion(admin, 'u-1004') });
    expect((await update({ name: 'Wang Fang' })).result.organization).toBe('org-c-1001');
    expect((await update({ organization: 'org-nowhere' })).result).toEqual(keyed('admin.refusal.noOrganization'));
    const cleared = await update({ organization: '' });
    expect([cleared.status, cleared.result.organization]).toEqual([0, '']);
    expect(backend.db.accounts.organizationOfUser('u-1004')).toBeUndefined();
    const entries = backend.db.audit.query({ area: 'access', target: 'u-1004', action: 'update', outcome: 'ok' });
    expect(entries.map((e) => [(e.before as StaffRow).organization, (e.after as StaffRow).organization])).toEqual([['org-c-1001', ''], ['org-c-1001', 'org-c-1001']]);
  });

  it('answers a disabled user’s next call with -45592 and refuses their sign-in until enabled', async () => {
    const admin = await login();
    const viewer = await login('viewer', 'viewer123');
    const disabled = await post<StaffRow>('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'disable' });
    expect(disabled.result.state).toBe('disabled');
    expect((await call('/vts/api/menu/get', { session: viewer, body: { portalcode: 'cem-platform' } })).envelope.status).toBe(-45592);
    expect((await call('/sfsaas/api/user/login', { body: { username: 'viewer', password: 'viewer123' } })).envelope.status).not.toBe(0);
    const [entry] = backend.db.audit.query({ area: 'access', target: 'u-1004' });
    expect(entry).toMatchObject({ action: 'disable', before: expect.objectContaining({ state: 'enabled' }), after: expect.objectContaining({ state: 'disabled' }) });
    await post('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'enable' });
    expect((await call('/sfsaas/api/user/login', { body: { username: 'viewer', password: 'viewer123' } })).envelope.status).toBe(0);
  });

  it('resets a password to a one-time one that signs in; the old one no longer does', async () => {
    const admin = await login();
    const reset = (await post<StaffCreated>('/sfsaas/api/user/update', admin, { userid: 'u-1003', act: 'resetPassword' })).result;
    expect((await call('/sfsaas/api/user/login', { body: { username: 'maintainer', password: 'maintainer123' } })).envelope.status).not.toBe(0);
    await login('maintainer', reset.password);
  });

  it('lists the company’s users with filters, and the options a form needs', async () => {
    const admin = await login();
    const all = (await post<StaffList>('/sfsaas/api/user/list', admin)).result;
    expect(all.rows.map((r) => r.username)).toEqual(['admin', 'operator', 'maintainer', 'viewer', 'bnbhost']);
    expect(all.roles.map((r) => r.name)).toEqual(['admin', 'operator', 'maintenance', 'viewer', 'host']);
    expect(all.stores.some((s) => s.did === 'st-1005-01')).toBe(true);
    const found = (await post<StaffList>('/sfsaas/api/user/list', admin, { search: 'wang', role: 'viewer' })).result.rows;
    expect(found.map((r) => r.userid)).toEqual(['u-1004']);
    expect((await post<StaffRow>('/sfsaas/api/user/info', admin, { userid: 'u-1002' })).result.name).toBe('Zhang Wei');
  });
});
