// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionKey, type RoleMove, type RolePerms, type RoleSummary, type StaffRow } from '../../../src/api/access/types';
import type { PagePerms } from '../../../src/api/pageConfig';
import type { MenuAnswer } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';
import { invite, post, roleList, roleWith, ROLES, STAFF } from './support';

/** Roles of the role book: grants, the tree's keys, deletion with a replacement, disabling. */

const backend = startMockBackend();

describe('roles', () => {
  it('lets nobody grant what they do not hold', async () => {
    const admin = await login();
    // A role manager who may edit roles and view one energy screen, nothing else.
    const manager = await roleWith(admin, 'Role managers', [[ROLES, 'view'], [ROLES, 'add'], [ROLES, 'edit'], ['p-carbon-home', 'view']]);
    const { password } = await invite(admin, { username: 'rolemgr', name: 'Role Manager', roles: [manager.name], scope: { kind: 'stores', stores: ['st-1005-01'] } });
    const session = await login('rolemgr', password);
    const target = await post<RoleSummary>('/sfsaas/api/rolev2/create', session, { title: 'Readers' });
    expect(target.status).toBe(0);
    const held = await post<RolePerms>('/sfsaas/api/rolev2/grant', session, { role: target.result.name, checked: [actionKey('p-carbon-home', 'view')], halfChecked: ['p:p-carbon-home', 'm:energy-carbon'], version: target.result.version });
    expect(held.status).toBe(0);
    const more = await post<RolePerms>('/sfsaas/api/rolev2/grant', session, { role: target.result.name, checked: [actionKey('p-carbon-home', 'view'), actionKey('p-carbon-home', 'export')], halfChecked: [], version: held.result.version });
    expect(more.status).toBe(-45403);
    expect(more.result).toEqual(keyed('admin.refusal.notHeld'));
    // Cloning the admin role would hand out everything the manager lacks.
    expect((await post('/sfsaas/api/rolev2/clone', session, { role: 'admin', title: 'Admins too' })).result).toEqual(keyed('admin.refusal.notHeld'));
    // Nor may they give someone the admin role.
    const viewer = await post('/sfsaas/api/user/update', session, { userid: 'u-1004', act: 'set', cmd: { roles: ['admin'] }, version: 1 }, STAFF);
    expect(viewer.status).toBe(-45403);
    const refused = backend.db.audit.query({ area: 'access', outcome: 'refused' });
    expect(refused.some((e) => e.action === 'grant' && e.messageKey === 'admin.refusal.notHeld')).toBe(true);
  });

  it('saves the checked and half-checked keys but loads back only the fully checked', async () => {
    const admin = await login();
    const role = await roleWith(admin, 'Half', [['p-carbon-home', 'view']]);
    const perms = (await post<RolePerms>('/sfsaas/api/rolev2/perms', admin, { role: role.name })).result;
    expect(perms.checked).toEqual([actionKey('p-carbon-home', 'view')]);
    expect(perms.halfChecked).toEqual(['p:p-carbon-home', 'm:energy-carbon']);
    // A page key sent as checked without its actions grants nothing: actions decide.
    const again = (await post<RolePerms>('/sfsaas/api/rolev2/grant', admin, { role: role.name, checked: ['m:energy-carbon', 'p:p-carbon-metering', actionKey('p-carbon-home', 'view')], halfChecked: [], version: role.version })).result;
    expect(again.checked).toEqual([actionKey('p-carbon-home', 'view')]);
    const entry = backend.db.audit.query({ area: 'access', target: role.name }).find((e) => e.action === 'grant');
    expect(entry?.before).toEqual({ granted: ['a:p-carbon-home:view'] });
    expect(entry?.after).toMatchObject({ granted: ['a:p-carbon-home:view'] });
  });

  it('grants only the action leaves: view on the bills page alone is that one page, its module’s menu follows from it', async () => {
    const admin = await login();
    const bills = await roleWith(admin, 'Bill readers', [['p-bill-managemant', 'view']]);
    const half = ['m:billing-tenants', 'p:p-bill-space-config', 'p:p-contract-management', 'm:energy-carbon'];
    const saved = await post<RolePerms>('/sfsaas/api/rolev2/grant', admin, { role: bills.name, checked: ['p:p-tenant-status', actionKey('p-bill-managemant', 'view')], halfChecked: half, version: bills.version });
    expect(saved.result.checked).toEqual([actionKey('p-bill-managemant', 'view')]);
    const role = backend.db.access.book.role(bills.name, 'c-1001')!;
    const granted = Object.values(role.modules).flatMap((m) => Object.entries(m.pages).filter(([, actions]) => actions.length > 0));
    expect(granted).toEqual([['p-bill-managemant', ['view']]]);
    expect(backend.db.access.book.menuModules([bills.name], 'c-1001')).toEqual(['billing-tenants']);
    // Taking the last view away takes the module's menu too; a half-checked module keeps nothing.
    await post('/sfsaas/api/rolev2/grant', admin, { role: bills.name, checked: [], halfChecked: ['m:billing-tenants', 'p:p-bill-managemant'], version: saved.result.version });
    expect(backend.db.access.book.menuModules([bills.name], 'c-1001')).toEqual([]);
    // A copy of the viewer role (menu: energy only) saved with the bills page alone: the menu is the leaves', not the old flags.
    const copy = (await post<RoleSummary>('/sfsaas/api/rolev2/clone', admin, { role: 'viewer', title: 'Viewer copy' })).result;
    await post('/sfsaas/api/rolev2/grant', admin, { role: copy.name, checked: [actionKey('p-bill-managemant', 'view')], halfChecked: [], version: copy.version });
    expect(backend.db.access.book.menuModules([copy.name], 'c-1001')).toEqual(['billing-tenants']);
  });

  it('deletes a role in use only with a replacement, moving its users first', async () => {
    const admin = await login();
    const night = (await post<RoleSummary>('/sfsaas/api/rolev2/clone', admin, { role: 'viewer', title: 'Night shift' })).result;
    expect((await post<StaffRow>('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'set', cmd: { roles: [night.name] }, version: 1 }, STAFF)).result.roles).toEqual([night.name]);
    const bare = await post<RoleMove>('/sfsaas/api/rolev2/delete', admin, { role: night.name });
    expect(bare.status).toBe(-1);
    expect(bare.result).toEqual(keyed('admin.refusal.needsReplacement'));
    expect((await roleList(admin)).roles.find((r) => r.name === night.name)?.users).toBe(1);
    const moved = await post<RoleMove>('/sfsaas/api/rolev2/delete', admin, { role: night.name, replacement: 'viewer' });
    expect(moved.result).toEqual({ role: night.name, moved: 1 });
    expect(backend.db.access.book.grant('u-1004')?.roles).toEqual(['viewer']);
    expect((await roleList(admin)).roles.map((r) => r.name)).toEqual(['admin', 'operator', 'maintenance', 'viewer', 'host']);
    const [entry] = backend.db.audit.query({ area: 'access', target: night.name, outcome: 'ok' });
    expect(entry).toMatchObject({ action: 'delete', after: null, before: expect.objectContaining({ users: ['u-1004'] }) });
    // The viewer still signs in and sees their menu (energy, devices, bills and the personal centre).
    const viewer = await login('viewer', 'viewer123');
    expect((await call<MenuAnswer>('/vts/api/menu/get', { session: viewer, body: { portalcode: 'cem-platform' } })).envelope.result.list).toHaveLength(4);
  });

  it('puts a write to an unknown role on record as refused, under the role written', async () => {
    const admin = await login();
    expect((await post<RoleSummary>('/sfsaas/api/rolev2/rename', admin, { role: 'role-404', title: 'Ghost' })).result).toEqual(keyed('admin.refusal.noRole'));
    expect((await post<RoleMove>('/sfsaas/api/rolev2/transfer', admin, { from: 'viewer', to: 'role-404' })).result).toEqual(keyed('admin.refusal.noRole'));
    const refused = backend.db.audit.query({ area: 'access', outcome: 'refused' }).map((e) => [e.action, e.target, e.messageKey]);
    expect(refused).toEqual([['transfer', 'viewer', 'admin.refusal.noRole'], ['rename', 'role-404', 'admin.refusal.noRole']]);
  });

  it('takes a disabled role’s pages from its users at their next menu load', async () => {
    const admin = await login();
    const viewer = await login('viewer', 'viewer123');
    const menu = async () => (await call<MenuAnswer>('/vts/api/menu/get', { session: viewer, body: { portalcode: 'cem-platform' } })).envelope.result.list;
    const perm = async () => (await call<PagePerms>('/sfsaas/api/role/user/perm', { session: viewer, body: { pid: 'p-carbon-home' } })).envelope.result.actions;
    expect(await menu()).toHaveLength(4);
    expect(await perm()).toEqual(['view']);
    expect((await post<RoleSummary>('/sfsaas/api/rolev2/disable', admin, { role: 'viewer' })).result).toMatchObject({ disabled: true, users: 1 });
    expect(await menu()).toEqual([]);
    expect(await perm()).toEqual([]);
    await post('/sfsaas/api/rolev2/enable', admin, { role: 'viewer' });
    expect(await menu()).toHaveLength(4);
  });

  it('binds the pid to the page that owns roles or users, and refuses without the page’s action', async () => {
    const admin = await login();
    const wrong = await post('/sfsaas/api/rolev2/create', admin, { title: 'Elsewhere' }, STAFF);
    expect(wrong.status).toBe(-45403);
    expect(wrong.result).toEqual(keyed('access.wrongPage'));
    expect((await post('/sfsaas/api/user/list', admin, {}, ROLES)).result).toEqual(keyed('access.wrongPage'));
    const operator = await login('operator', 'operator123');
    const create = await post('/sfsaas/api/rolev2/create', operator, { title: 'Mine' });
    expect(create.status).toBe(-45403);
    expect(create.result).toEqual(keyed('access.noPermission'));
    expect((await post('/sfsaas/api/user/create', operator, { cmd: { username: 'x1x', name: 'X', roles: ['viewer'], scope: { kind: 'all' } } })).status).toBe(-45403);
    const refused = backend.db.audit.query({ area: 'access', outcome: 'refused' });
    expect(refused.map((e) => [e.userid, e.action, e.messageKey])).toEqual([
      ['u-1002', 'create', 'access.noPermission'],
      ['u-1002', 'create', 'access.noPermission'],
      ['u-1001', 'create', 'access.wrongPage'],
    ]);
  });

  it('answers who holds a page action and what a user holds, with the granting roles', async () => {
    const admin = await login();
    const holders = (await post<Array<{ username: string; roles: string[] }>>('/sfsaas/api/rolev2/holders', admin, { page: 'p-carbon-home', action: 'control' })).result;
    // The maintainer's menu holds no energy, so it is granted none (issue 35 item 4).
    expect(holders.map((h) => h.username)).toEqual(['admin', 'operator']);
    const viewer = (await post<Array<{ pid: string; action: string; roles: string[] }>>('/sfsaas/api/rolev2/effective', admin, { userid: 'u-1004' })).result;
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.every((g) => g.action === 'view' && g.roles.join() === 'viewer')).toBe(true);
    // Another company's user is not ours to answer for.
    expect((await post('/sfsaas/api/rolev2/effective', admin, { userid: 'u-2001' })).result).toEqual(keyed('admin.refusal.noUser'));
  });
});
