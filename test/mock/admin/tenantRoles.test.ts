// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionKey, type RoleMove, type RolePerms, type StaffRow } from '../../../src/api/access/types';
import type { AuditPage } from '../../../src/api/admin/auditTypes';
import { call, login, startMockBackend } from '../support';
import { post, roleList, roleWith } from './support';

/** Roles belong to a company: each sees and writes only its own; a probe of another's is on both records. */

const backend = startMockBackend();
const SEEDED = ['admin', 'operator', 'maintenance', 'viewer', 'host'];
/** A seeded role nobody has saved yet (issue 36 item 2: every role carries its version). */
const UNSAVED = { version: 1, changedBy: '', changedAt: '' };

const refusedAudit = async (session: string) =>
  (await call<AuditPage>('/sfsaas/api/audit/list', { session, body: { area: 'access', outcome: 'refused' } })).envelope.result.data.map((r) => [r.username, r.action, r.target, r.messageKey]);

describe('roles of a company', () => {
  it('lists only the caller’s company’s roles, with its own user counts', async () => {
    const admin = await login();
    const reader = await roleWith(admin, 'Energy reader', [['p-carbon-home', 'view']]);
    const gg = await login('ggadmin', 'greengrid123');
    const greenGrid = await roleList(gg);
    expect(greenGrid.roles).toEqual([
      { name: 'admin', title: 'Admin', disabled: false, users: 1, ...UNSAVED },
      { name: 'operator', title: 'Operator', disabled: false, users: 0, ...UNSAVED },
      { name: 'maintenance', title: 'Maintenance', disabled: false, users: 0, ...UNSAVED },
      { name: 'viewer', title: 'Viewer', disabled: false, users: 0, ...UNSAVED },
      { name: 'host', title: 'Host', disabled: false, users: 0, ...UNSAVED },
    ]);
    expect(greenGrid.users.map((u) => u.username)).toEqual(['ggadmin']);
    expect((await roleList(admin)).roles.map((r) => [r.name, r.users])).toEqual([['admin', 1], ['operator', 1], ['maintenance', 1], ['viewer', 1], ['host', 1], [reader.name, 0]]);
    // A key unique across companies: GreenGrid's first role is not named like the other's.
    const own = await roleWith(gg, 'Energy reader', [['p-carbon-home', 'view']]);
    expect(own.name).not.toBe(reader.name);
    expect((await roleList(gg)).roles.map((r) => r.name)).toEqual([...SEEDED, own.name]);
    // Nor is a deleted role's key issued again.
    expect((await post('/sfsaas/api/rolev2/delete', gg, { role: own.name })).status).toBe(0);
    expect((await roleWith(gg, 'Later readers', [['p-carbon-home', 'view']])).name).not.toBe(own.name);
  });

  it('answers another company’s role key as one that exists nowhere, changes nothing, and files the attempt in both audits', async () => {
    const admin = await login();
    const reader = await roleWith(admin, 'Energy reader', [['p-carbon-home', 'view']]);
    const gg = await login('ggadmin', 'greengrid123');
    const nowhere = await post<RolePerms>('/sfsaas/api/rolev2/grant', gg, { role: 'role-999', checked: [], halfChecked: [] });
    expect([nowhere.status, nowhere.result]).toEqual([-1, { messageKey: 'admin.refusal.noRole', values: { role: 'role-999' } }]);
    const notFound = { messageKey: 'admin.refusal.noRole', values: { role: reader.name } };
    const grant = await post<RolePerms>('/sfsaas/api/rolev2/grant', gg, { role: reader.name, checked: [actionKey('p-carbon-home', 'view'), actionKey('p-carbon-home', 'export')], halfChecked: [] });
    expect([grant.status, grant.result]).toEqual([-1, notFound]);
    const transfer = await post<RoleMove>('/sfsaas/api/rolev2/transfer', gg, { from: reader.name, to: 'viewer' });
    expect([transfer.status, transfer.result]).toEqual([-1, notFound]);
    const disable = await post('/sfsaas/api/rolev2/disable', gg, { role: reader.name });
    expect([disable.status, disable.result]).toEqual([-1, notFound]);
    expect((await post('/sfsaas/api/rolev2/perms', gg, { role: reader.name })).result).toEqual(notFound);
    // Nor can it be given to GreenGrid's own user, nor be the replacement of GreenGrid's own role.
    expect((await post('/sfsaas/api/user/update', gg, { userid: 'u-2001', act: 'set', cmd: { roles: ['admin', reader.name] }, version: 1 })).result).toEqual(notFound);
    expect((await post('/sfsaas/api/rolev2/transfer', gg, { from: 'viewer', to: reader.name })).result).toEqual(notFound);
    // Their role is as its company left it.
    const theirs = backend.db.access.book.role(reader.name, 'c-1001');
    expect(theirs?.disabled).toBeUndefined();
    expect(backend.db.access.book.actions([reader.name], 'p-carbon-home', 'c-1001')).toEqual(['view']);
    // The victim sees the attempts on its role (the read of its permissions too); the actor's company sees those and the probe of a key nobody has.
    expect(await refusedAudit(admin)).toEqual([
      ['ggadmin', 'transfer', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'update', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'view', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'disable', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'transfer', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'grant', reader.name, 'admin.refusal.noRole'],
    ]);
    expect(await refusedAudit(gg)).toEqual([
      ['ggadmin', 'transfer', 'viewer', 'admin.refusal.noRole'],
      ['ggadmin', 'update', 'u-2001', 'admin.refusal.noRole'],
      ['ggadmin', 'view', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'disable', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'transfer', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'grant', reader.name, 'admin.refusal.noRole'],
      ['ggadmin', 'grant', 'role-999', 'admin.refusal.noRole'],
    ]);
  });

  it('resolves the seeded keys in the caller’s own company: GreenGrid’s changes leave the other company’s roles alone', async () => {
    const admin = await login();
    const gg = await login('ggadmin', 'greengrid123');
    const operatorMenu = backend.db.access.menuModules({ userid: 'u-1002' });
    expect(operatorMenu.length).toBeGreaterThan(0);
    expect((await post<RoleMove>('/sfsaas/api/rolev2/transfer', gg, { from: 'viewer', to: 'admin' })).result).toEqual({ role: 'viewer', moved: 0 });
    expect((await post('/sfsaas/api/rolev2/disable', gg, { role: 'operator' })).status).toBe(0);
    expect(backend.db.access.menuModules({ userid: 'u-1002' })).toEqual(operatorMenu);
    expect(backend.db.access.book.grant('u-1004')?.roles).toEqual(['viewer']);
    expect((await roleList(admin)).roles.find((r) => r.name === 'operator')).toMatchObject({ disabled: false, users: 1 });
    expect((await roleList(gg)).roles.find((r) => r.name === 'operator')).toMatchObject({ disabled: true, users: 0 });
  });

  it('answers another company’s user as one that exists nowhere, and files a write or read of them in both audits', async () => {
    const admin = await login();
    const gg = await login('ggadmin', 'greengrid123');
    const nowhere = await post('/sfsaas/api/user/update', gg, { userid: 'u-404', act: 'resetPassword' });
    const reset = await post('/sfsaas/api/user/update', gg, { userid: 'u-1001', act: 'resetPassword' });
    expect([reset.status, reset.result]).toEqual([nowhere.status, { messageKey: 'admin.refusal.noUser', values: { userid: 'u-1001' } }]);
    expect((await post<StaffRow>('/sfsaas/api/user/info', gg, { userid: 'u-1001' })).result).toEqual({ messageKey: 'admin.refusal.noUser', values: { userid: 'u-1001' } });
    expect((await post('/sfsaas/api/rolev2/effective', gg, { userid: 'u-1001' })).status).toBe(-1);
    await login('admin', 'admin123');
    const reads = [['ggadmin', 'view', 'u-1001', 'admin.refusal.noUser'], ['ggadmin', 'view', 'u-1001', 'admin.refusal.noUser']];
    expect(await refusedAudit(admin)).toEqual([...reads, ['ggadmin', 'resetPassword', 'u-1001', 'admin.refusal.noUser']]);
    expect(await refusedAudit(gg)).toEqual([
      ...reads,
      ['ggadmin', 'resetPassword', 'u-1001', 'admin.refusal.noUser'],
      ['ggadmin', 'resetPassword', 'u-404', 'admin.refusal.noUser'],
    ]);
  });
});
