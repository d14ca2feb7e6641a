// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionKey, type RoleList, type RoleMove, type RolePerms, type RoleSummary, type StaffCreated, type StaffRow } from '../../../src/api/access/types';
import { keyed, login, startMockBackend } from '../support';
import { invite, post, roleWith, userVersion } from './support';

/** Issue 36 item 2: a role (its name and its tree: one record) and a user, edited by two people. */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const AT = '2026-10-31T16:00:00.000Z';
const VIEW = actionKey('p-carbon-home', 'view');
const EXPORT = actionKey('p-carbon-home', 'export');

/** A second administrator, signed in: the colleague whose save comes first. */
async function colleague(admin: string): Promise<string> {
  const scope = structuredClone(backend.db.access.book.grant('u-1001')!.scope);
  const { password } = await invite(admin, { username: 'wangfang2', name: 'Wang Fang Two', roles: ['admin'], scope });
  return login('wangfang2', password);
}

const perms = async (session: string, role: string) => (await post<RolePerms>('/sfsaas/api/rolev2/perms', session, { role })).result;
const grant = (session: string, role: string, checked: string[], extra: Record<string, unknown>) => post<RolePerms>('/sfsaas/api/rolev2/grant', session, { role, checked, halfChecked: [], ...extra });
const rename = (session: string, role: string, title: string, extra: Record<string, unknown>) => post<RoleSummary>('/sfsaas/api/rolev2/rename', session, { role, title, ...extra });
const setUser = (session: string, userid: string, cmd: Record<string, unknown>, extra: Record<string, unknown>) => post<StaffRow>('/sfsaas/api/user/update', session, { userid, act: 'set', cmd, ...extra });
const audited = (resource: string, action: string) => backend.db.audit.query({ resource, action });

describe('a role edited by two people', () => {
  it('refuses the tree saved on the older version with who saved since and when, and changes nothing', async () => {
    const admin = await login();
    const other = await colleague(admin);
    const role = await roleWith(admin, 'Energy readers', [['p-carbon-home', 'view']]);
    const mine = await perms(admin, role.name);
    expect(mine).toMatchObject({ version: 2, changedBy: 'Administrator', changedAt: AT });

    const theirs = await grant(other, role.name, [VIEW, EXPORT], { version: 2 });
    expect(theirs.result).toMatchObject({ version: 3, changedBy: 'Wang Fang Two', changedAt: AT });
    const stale = await grant(admin, role.name, [], { version: mine.version });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'Wang Fang Two', at: AT }, current: { version: 3, changedBy: 'Wang Fang Two', changedAt: AT } });
    expect((await perms(admin, role.name)).checked).toEqual([VIEW, EXPORT]);
    expect(audited('role', 'grant').filter((e) => e.outcome === 'refused').map((e) => [e.messageKey, e.target])).toEqual([['write.stale', role.name]]);
  });

  it('keeps mine on purpose: an audited overwrite of the tree', async () => {
    const admin = await login();
    const other = await colleague(admin);
    const role = await roleWith(admin, 'Energy readers', [['p-carbon-home', 'view']]);
    await grant(other, role.name, [VIEW, EXPORT], { version: role.version });
    const kept = await grant(admin, role.name, [], { version: role.version, overwrite: true });
    expect(kept.status, kept.message).toBe(0);
    expect(kept.result).toMatchObject({ checked: [], version: 4, changedBy: 'Administrator' });
    expect(audited('role', 'grant').filter((e) => e.outcome === 'ok').map((e) => e.detail)).toEqual(expect.arrayContaining([{ overwrote: 3 }]));
  });

  it('moves one version for the name and the tree: a rename makes a tree opened before it stale, and the other way round', async () => {
    const admin = await login();
    const other = await colleague(admin);
    const role = await roleWith(admin, 'Energy readers', [['p-carbon-home', 'view']]);
    const renamed = await rename(other, role.name, 'Carbon readers', { version: role.version });
    expect(renamed.result).toMatchObject({ title: 'Carbon readers', version: 3, changedBy: 'Wang Fang Two', changedAt: AT });
    const tree = await grant(admin, role.name, [], { version: role.version });
    expect([tree.status, tree.result]).toEqual([-45409, expect.objectContaining({ values: { name: 'Wang Fang Two', at: AT } })]);

    const saved = await grant(admin, role.name, [VIEW, EXPORT], { version: 3 });
    expect(saved.result.version).toBe(4);
    const late = await rename(other, role.name, 'Carbon auditors', { version: 3 });
    expect([late.status, late.result]).toEqual([-45409, expect.objectContaining({ values: { name: 'Administrator', at: AT } })]);
    const kept = await rename(other, role.name, 'Carbon auditors', { version: 3, overwrite: true });
    expect(kept.result).toMatchObject({ title: 'Carbon auditors', version: 5 });
    expect(audited('role', 'rename').map((e) => [e.outcome, e.messageKey ?? '', e.detail])).toEqual([
      ['ok', '', { overwrote: 4 }],
      ['refused', 'write.stale', expect.anything()],
      ['ok', '', {}],
    ]);
  });

  it('needs the version a save was made on, and moves it on a disable, an enable and in the list', async () => {
    const admin = await login();
    const role = await roleWith(admin, 'Energy readers', [['p-carbon-home', 'view']]);
    expect((await grant(admin, role.name, [VIEW], {})).result).toEqual(keyed('request.wrongType'));
    expect((await rename(admin, role.name, 'Again', { version: 2.5 })).result).toEqual(keyed('request.wrongType'));
    expect((await rename(admin, role.name, 'Again', { version: 2, overwrite: 'yes' })).status).toBe(-1);
    expect((await post<RoleSummary>('/sfsaas/api/rolev2/disable', admin, { role: role.name })).result).toMatchObject({ disabled: true, version: 3 });
    expect((await post<RoleSummary>('/sfsaas/api/rolev2/enable', admin, { role: role.name })).result).toMatchObject({ disabled: false, version: 4 });
    const listed = (await post<RoleList>('/sfsaas/api/user/queryroles', admin)).result.roles.find((r) => r.name === role.name);
    expect(listed).toMatchObject({ version: 4, changedBy: 'Administrator', changedAt: AT });
    expect((await rename(admin, role.name, 'Again', { version: 2 })).status).toBe(-45409);
  });

  it('keeps one version per company: GreenGrid’s viewer role moves on alone', async () => {
    const admin = await login();
    const gg = await login('ggadmin', 'greengrid123');
    expect((await rename(gg, 'viewer', 'Readers', { version: 1 })).result).toMatchObject({ version: 2 });
    expect((await perms(admin, 'viewer')).version).toBe(1);
    expect((await rename(admin, 'viewer', 'Viewers', { version: 1 })).status).toBe(0);
  });
});

describe('a user edited by two people', () => {
  it('refuses the edit made on the older version with who and when, changes nothing, and keeps mine on purpose', async () => {
    const admin = await login();
    const other = await colleague(admin);
    const opened = (await post<StaffRow>('/sfsaas/api/user/info', admin, { userid: 'u-1004' })).result;
    expect(opened).toMatchObject({ version: 1, changedBy: '', changedAt: '' });
    expect((await setUser(other, 'u-1004', { name: 'Wang Fang (night)' }, { version: 1 })).result).toMatchObject({ name: 'Wang Fang (night)', version: 2, changedBy: 'Wang Fang Two' });

    const stale = await setUser(admin, 'u-1004', { name: 'Wang Fang (day)' }, { version: opened.version });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'Wang Fang Two', at: AT }, current: { version: 2, changedBy: 'Wang Fang Two', changedAt: AT } });
    expect(backend.db.accounts.userById('u-1004')?.name).toBe('Wang Fang (night)');

    const kept = await setUser(admin, 'u-1004', { name: 'Wang Fang (day)' }, { version: opened.version, overwrite: true });
    expect(kept.result).toMatchObject({ name: 'Wang Fang (day)', version: 3, changedBy: 'Administrator' });
    expect(audited('user', 'update').filter((e) => e.target === 'u-1004').map((e) => [e.outcome, e.messageKey ?? '', e.detail])).toEqual([
      ['ok', '', { overwrote: 2 }],
      ['refused', 'write.stale', expect.anything()],
      ['ok', '', {}],
    ]);
  });

  it('needs the version of an edit, and moves it on a disable, an enable, a password reset and a role transfer', async () => {
    const admin = await login();
    expect((await setUser(admin, 'u-1004', { name: 'X' }, {})).result).toEqual(keyed('request.wrongType'));
    expect((await setUser(admin, 'u-1004', { name: 'X' }, { version: '1' })).status).toBe(-1);
    expect((await post<StaffRow>('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'disable' })).result.version).toBe(2);
    expect((await post<StaffRow>('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'enable' })).result.version).toBe(3);
    expect((await post<StaffCreated>('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'resetPassword' })).result.user.version).toBe(4);
    const night = (await post<RoleSummary>('/sfsaas/api/rolev2/clone', admin, { role: 'viewer', title: 'Night' })).result;
    expect((await post<RoleMove>('/sfsaas/api/rolev2/transfer', admin, { from: 'viewer', to: night.name })).result.moved).toBe(1);
    expect(await userVersion(admin, 'u-1004')).toBe(5);
    expect((await setUser(admin, 'u-1004', { name: 'X' }, { version: 4 })).status).toBe(-45409);
    expect((await setUser(admin, 'u-1004', { name: 'X' }, { version: 5 })).status).toBe(0);
  });
});
