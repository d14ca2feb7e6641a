// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PasswordChanged } from '../../../src/api/admin/profileTypes';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import type { UserInfo } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** One's own profile and password: audited writes that need no page action. */

const backend = startMockBackend();

describe('user/profile', () => {
  it('changes one’s nickname and avatar, audited with before and after', async () => {
    const viewer = await login('viewer', 'viewer123');
    const answer = (await call<UserInfo>('/sfsaas/api/user/profile', { session: viewer, body: { nickname: ' Vic ', avatar: '/vt/staticfile/get?did=f-0001' } })).envelope;
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({ nickname: 'Vic', avatar: '/vt/staticfile/get?did=f-0001' });
    expect((await call<UserInfo>('/sfsaas/api/user/info', { session: viewer, body: {} })).envelope.result.nickname).toBe('Vic');
    const [entry] = backend.db.audit.query({ area: 'account' });
    expect(entry).toMatchObject({ username: 'viewer', action: 'profile', resource: 'user', target: 'u-1004', pid: 'p-personal-center', outcome: 'ok', after: { nickname: 'Vic', avatar: '/vt/staticfile/get?did=f-0001' } });
  });

  it('refuses a blank nickname and an avatar that is no uploaded file, field by field', async () => {
    const viewer = await login('viewer', 'viewer123');
    const answer = (await call<ValidationFailure>('/sfsaas/api/user/profile', { session: viewer, body: { nickname: ' ', avatar: 'javascript:alert(1)' } })).envelope;
    expect(answer.status).toBe(-1);
    expect(answer.result.errors.map((e) => [e.field, e.messageKey])).toEqual([['nickname', 'validation.required'], ['avatar', 'admin.personal.avatarInvalid']]);
    expect(backend.db.audit.query({ area: 'account' })[0]).toMatchObject({ outcome: 'refused', messageKey: 'validation.required' });
  });
});

describe('user/password', () => {
  it('checks the current password and the strength rules', async () => {
    const operator = await login('operator', 'operator123');
    const change = async (current: string, next: string) => (await call<ValidationFailure>('/sfsaas/api/user/password', { session: operator, body: { current, next } })).envelope;
    expect((await change('wrong', 'Better2026')).result.errors.map((e) => e.messageKey)).toEqual(['admin.personal.currentWrong']);
    expect((await change('operator123', 'short1')).result.errors.map((e) => e.messageKey)).toEqual(['admin.personal.rule.length']);
    expect((await change('operator123', 'onlyletters')).result.errors.map((e) => e.messageKey)).toEqual(['admin.personal.rule.digit']);
    expect((await change('operator123', 'Operator2026')).result.errors.map((e) => e.messageKey)).toEqual(['admin.personal.rule.username']);
    // Nothing of a password enters the log.
    expect(JSON.stringify(backend.db.audit.query({ area: 'account' }))).not.toContain('Better2026');
  });

  it('changes it and ends every other session of the user, this one kept', async () => {
    const here = await login('operator', 'operator123');
    const elsewhere = await login('operator', 'operator123');
    const admin = await login();
    const answer = (await call<PasswordChanged>('/sfsaas/api/user/password', { session: here, body: { current: 'operator123', next: 'Better2026' } })).envelope;
    expect(answer).toMatchObject({ status: 0, result: { endedSessions: 1 } });
    expect((await call('/sfsaas/api/user/info', { session: elsewhere, body: {} })).envelope.status).toBe(-45592);
    expect((await call('/sfsaas/api/user/info', { session: here, body: {} })).envelope.status).toBe(0);
    expect((await call('/sfsaas/api/user/info', { session: admin, body: {} })).envelope.status).toBe(0);
    await expect(login('operator', 'operator123')).rejects.toThrow();
    expect(await login('operator', 'Better2026')).toMatch(/^ls-/);
    expect(backend.db.audit.query({ area: 'account' })[0]).toMatchObject({ action: 'password', outcome: 'ok', detail: { endedSessions: 1 }, before: null, after: null });
  });
});
