// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StaffCreated, StaffRow } from '../../../src/api/access/types';
import { STATUS_PASSWORD_CHANGE, type UserInfo } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';
import { invite, post, roleList, roleWith, STAFF } from './support';

/** Nobody acts above themselves; a reset signs the target out; a one-time password is changed at the first sign-in. */

const backend = startMockBackend();

const signIn = async (username: string, password: string) => (await call<UserInfo>('/sfsaas/api/user/login', { body: { username, password } })).envelope;
const firstPassword = async (username: string, password: string, next: string) =>
  (await call<UserInfo>('/sfsaas/api/user/firstpassword', { body: { username, password, next } })).envelope;

/** A clerk with staff view and edit over one parent business of the administrator's. */
async function clerkOverOneParent(admin: string) {
  const parents = backend.db.businesses.businessesForUser('u-1001').map((b) => b.did);
  expect(parents.length).toBeGreaterThan(1);
  const clerks = await roleWith(admin, 'Staff clerks', [[STAFF, 'view'], [STAFF, 'edit']]);
  const { password } = await invite(admin, { username: 'clerk', name: 'Staff Clerk', roles: [clerks.name], scope: { kind: 'parents', parents: [parents[0]!] } });
  return { session: await login('clerk', password), role: clerks.name, parents };
}

describe('acting above oneself', () => {
  it('refuses a staff clerk a reset, a narrower scope, other roles or a disable of the administrator, on record', async () => {
    const admin = await login();
    const clerk = await clerkOverOneParent(admin);
    const aboveYou = { messageKey: 'admin.refusal.aboveYou', values: { username: 'admin' } };
    const update = (body: Record<string, unknown>) => post<StaffRow>('/sfsaas/api/user/update', clerk.session, { userid: 'u-1001', ...body });
    const reset = await update({ act: 'resetPassword' });
    expect([reset.status, reset.result]).toEqual([-45403, aboveYou]);
    expect((await signIn('admin', 'admin123')).status).toBe(0);
    expect((await update({ act: 'set', cmd: { scope: { kind: 'parents', parents: [clerk.parents[0]] } } })).result).toEqual(aboveYou);
    expect((await update({ act: 'set', cmd: { roles: [clerk.role] } })).result).toEqual(aboveYou);
    expect((await update({ act: 'disable' })).result).toEqual(aboveYou);
    const grant = backend.db.access.book.grant('u-1001');
    expect(grant?.roles).toEqual(['admin']);
    expect(grant?.scope).toEqual({ kind: 'parents', parents: clerk.parents });
    expect(backend.db.audit.query({ area: 'access', target: 'u-1001', outcome: 'refused' }).map((e) => [e.username, e.action, e.messageKey])).toEqual([
      ['clerk', 'disable', 'admin.refusal.aboveYou'],
      ['clerk', 'update', 'admin.refusal.aboveYou'],
      ['clerk', 'update', 'admin.refusal.aboveYou'],
      ['clerk', 'resetPassword', 'admin.refusal.aboveYou'],
    ]);
  });

  it('lets the clerk act on someone within their grants and scope, not on the same role over a wider scope', async () => {
    const admin = await login();
    const clerk = await clerkOverOneParent(admin);
    const store = backend.db.businesses.storesOf(clerk.parents[0]!)[0]!.did;
    const junior = await invite(admin, { username: 'junior', name: 'Junior', roles: [clerk.role], scope: { kind: 'stores', stores: [store] } });
    const wide = await invite(admin, { username: 'wide', name: 'Wide', roles: [clerk.role], scope: { kind: 'parents', parents: clerk.parents.slice(0, 2) } });
    expect((await post<StaffCreated>('/sfsaas/api/user/update', clerk.session, { userid: junior.user.userid, act: 'resetPassword' })).status).toBe(0);
    expect((await post('/sfsaas/api/user/update', clerk.session, { userid: wide.user.userid, act: 'resetPassword' })).result).toEqual(keyed('admin.refusal.aboveYou'));
  });

  it('lets a role be enabled, disabled, moved or deleted only by someone holding all it grants', async () => {
    const admin = await login();
    const managers = await roleWith(admin, 'Role managers', [['p-authority-management', 'view'], ['p-authority-management', 'edit'], ['p-authority-management', 'delete']]);
    const night = await roleWith(admin, 'Night readers', [['p-carbon-home', 'view']]);
    const { password } = await invite(admin, { username: 'rolemgr', name: 'Role Manager', roles: [managers.name], scope: { kind: 'stores', stores: ['st-1005-01'] } });
    const session = await login('rolemgr', password);
    // The list says which roles grant more than the manager holds (the screen offers them no such change).
    expect((await roleList(session)).beyond).toEqual(['admin', 'operator', 'maintenance', 'viewer', 'host', night.name]);
    const notHeld = keyed('admin.refusal.notHeld');
    expect((await post('/sfsaas/api/rolev2/disable', session, { role: night.name })).result).toEqual(notHeld);
    expect((await post('/sfsaas/api/rolev2/disable', admin, { role: night.name })).status).toBe(0);
    expect((await post('/sfsaas/api/rolev2/enable', session, { role: night.name })).result).toEqual(notHeld);
    expect((await post('/sfsaas/api/rolev2/transfer', session, { from: night.name, to: managers.name })).result).toEqual(notHeld);
    expect((await post('/sfsaas/api/rolev2/delete', session, { role: night.name })).result).toEqual(notHeld);
    expect((await post('/sfsaas/api/rolev2/delete', session, { role: 'viewer', replacement: managers.name })).result).toEqual(notHeld);
    expect(backend.db.access.book.role(night.name, 'c-1001')?.disabled).toBe(true);
    expect(backend.db.access.book.grant('u-1004')?.roles).toEqual(['viewer']);
  });

  it('audits, once each, the refusals of a body that does not parse and of a role replacing itself', async () => {
    const admin = await login();
    expect((await post('/sfsaas/api/rolev2/grant', admin, { role: 'viewer', checked: 'all' })).status).toBe(-1);
    expect((await post('/sfsaas/api/rolev2/transfer', admin, { from: 'viewer', to: 'viewer' })).result).toEqual(keyed('admin.refusal.sameRole'));
    expect((await post('/sfsaas/api/user/update', admin, { userid: 'u-1004' })).status).toBe(-1);
    expect((await post('/sfsaas/api/rolev2/rename', admin, { role: 'role-404', title: 'Ghost' })).result).toEqual(keyed('admin.refusal.noRole'));
    expect(backend.db.audit.query({ area: 'access', outcome: 'refused' }).map((e) => [e.action, e.target])).toEqual([
      ['rename', 'role-404'],
      ['update', 'u-1004'],
      ['transfer', 'viewer'],
      ['grant', 'viewer'],
    ]);
  });

  it('audits the refusals of disabling oneself and of an unknown act', async () => {
    const admin = await login();
    expect((await post('/sfsaas/api/user/update', admin, { userid: 'u-1001', act: 'disable' })).result).toEqual(keyed('admin.refusal.self'));
    expect((await post('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'promote' })).result).toEqual(keyed('admin.refusal.act'));
    expect(backend.db.audit.query({ area: 'access', outcome: 'refused' }).map((e) => [e.action, e.target, e.messageKey])).toEqual([
      ['promote', 'u-1004', 'admin.refusal.act'],
      ['disable', 'u-1001', 'admin.refusal.self'],
    ]);
  });
});

describe('passwords handed out', () => {
  it('ends every live session of the user whose password is reset', async () => {
    const admin = await login();
    const viewer = await login('viewer', 'viewer123');
    const other = await login('viewer', 'viewer123');
    expect((await post<StaffCreated>('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'resetPassword' })).status).toBe(0);
    for (const session of [viewer, other]) expect((await call('/vts/api/menu/get', { session, body: { portalcode: 'cem-platform' } })).envelope.status).toBe(-45592);
    const [entry] = backend.db.audit.query({ area: 'access', target: 'u-1004', action: 'resetPassword' });
    expect(entry?.detail).toEqual({ endedSessions: 2 });
  });

  it('makes a one-time password serve only to set one’s own at the first sign-in', async () => {
    const admin = await login();
    const { password: oneTime } = await invite(admin, { username: 'new.hire', name: 'New Hire', roles: ['viewer'], scope: { kind: 'stores', stores: ['st-1005-01'] } });
    const first = await signIn('new.hire', oneTime);
    expect([first.status, first.result]).toEqual([STATUS_PASSWORD_CHANGE, keyed('auth.refusal.passwordChange')]);
    expect((await firstPassword('new.hire', 'Tmp-0000000000', 'Solar-2026x')).result).toEqual(keyed('auth.refusal.credentials'));
    const rules = async (next: string) => ((await firstPassword('new.hire', oneTime, next)).result as unknown as { errors: Array<{ messageKey: string }> }).errors[0]?.messageKey;
    expect(await rules('short1')).toBe('admin.personal.rule.length');
    expect(await rules(oneTime)).toBe('admin.personal.rule.same');
    expect(await rules('new.hire-2026')).toBe('admin.personal.rule.username');
    const changed = await firstPassword('new.hire', oneTime, 'Solar-2026x');
    expect(changed.status).toBe(0);
    expect((await call('/vts/api/menu/get', { session: changed.result.loginsession, body: { portalcode: 'cem-platform' } })).envelope.status).toBe(0);
    expect((await signIn('new.hire', oneTime)).result).toEqual(keyed('auth.refusal.credentials'));
    expect((await signIn('new.hire', 'Solar-2026x')).status).toBe(0);
    expect((await firstPassword('new.hire', 'Solar-2026x', 'Solar-2027y')).result).toEqual(keyed('auth.refusal.passwordSet'));
    const [entry] = backend.db.audit.query({ area: 'account', action: 'password', outcome: 'ok' });
    expect(entry).toMatchObject({ username: 'new.hire', detail: { firstSignIn: true } });
    expect(JSON.stringify(entry)).not.toContain('Solar-2026x');
  });

  it('asks for a new password after a reset too, while the demo accounts sign in as before', async () => {
    const admin = await login();
    const { password } = (await post<StaffCreated>('/sfsaas/api/user/update', admin, { userid: 'u-1003', act: 'resetPassword' })).result;
    expect((await signIn('maintainer', password)).status).toBe(STATUS_PASSWORD_CHANGE);
    for (const [username, pass] of [['admin', 'admin123'], ['operator', 'operator123'], ['viewer', 'viewer123'], ['bnbhost', 'bnbhost123'], ['ggadmin', 'greengrid123']]) {
      expect((await signIn(username!, pass!)).status).toBe(0);
    }
  });
});
