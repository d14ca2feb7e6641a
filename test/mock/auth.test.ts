// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import { STATUS_SESSION_EXPIRED, type UserInfo } from '../../src/api/types';
import { CONTROL_HEADERS, call, keyed, login, startMockBackend } from './support';

const backend = startMockBackend();

describe('credentials login', () => {
  it('returns the user with a fresh session', async () => {
    const { http, envelope } = await call<UserInfo>('/sfsaas/api/user/login', {
      body: { username: 'admin', password: 'admin123' },
    });
    expect(http).toBe(200);
    expect(envelope.status).toBe(0);
    expect(envelope.result).toMatchObject({
      userid: 'u-1001',
      did: 'did-u-1001',
      companyid: 'c-1001',
      name: 'Administrator',
      nickname: '管理员',
      role: 'admin',
    });
    expect(envelope.result.loginsession).toMatch(/^ls-[0-9a-f]{32}$/);
    expect(envelope.result).not.toHaveProperty('password');
  });

  it('gives each login its own session', async () => {
    expect(await login()).not.toBe(await login());
  });

  it.each([
    [{ username: 'admin', password: 'wrong' }, 'Invalid username or password', 'auth.refusal.credentials'],
    [{ username: 'nobody', password: 'admin123' }, 'Invalid username or password', 'auth.refusal.credentials'],
    [{ username: 'admin', password: ' admin123' }, 'Invalid username or password', 'auth.refusal.credentials'],
    [{ username: 'admin' }, 'missing field: password', 'request.missingField'],
    [{ username: 42, password: 'x' }, 'invalid field: username (expected a string)', 'request.wrongType'],
  ])('rejects %j', async (body, message, key) => {
    const { http, envelope } = await call('/sfsaas/api/user/login', { body });
    expect(http).toBe(200);
    expect(envelope).toEqual({ status: -1, message, result: keyed(key) });
  });
});

describe('sessions', () => {
  it('serves info for a live session and -45592 without one', async () => {
    const session = await login('operator', 'operator123');
    const info = await call<UserInfo>('/sfsaas/api/user/info', { session });
    expect(info.envelope.result).toMatchObject({ userid: 'u-1002', role: 'operator', loginsession: session });

    for (const bad of [undefined, '', 'ls-unknown']) {
      const { envelope } = await call('/sfsaas/api/user/info', bad === undefined ? {} : { session: bad });
      expect(envelope).toEqual({ status: STATUS_SESSION_EXPIRED, message: 'Login expired, please sign in again', result: null });
    }
  });

  it('ends the session on logout', async () => {
    const session = await login();
    expect((await call('/sfsaas/api/user/logout', { session })).envelope).toMatchObject({ status: 0, result: null });
    expect((await call('/sfsaas/api/user/info', { session })).envelope.status).toBe(STATUS_SESSION_EXPIRED);
  });

  it('expireSessions invalidates every live session', async () => {
    const a = await login();
    const b = await login('operator', 'operator123');
    expect(backend.db.accounts.expireSessions()).toBe(2);
    for (const session of [a, b]) {
      expect((await call('/vts/api/menu/get', { session, body: { portalcode: 'cem-platform' } })).envelope.status).toBe(
        STATUS_SESSION_EXPIRED,
      );
    }
    const fresh = await login();
    expect((await call('/sfsaas/api/user/info', { session: fresh })).envelope.status).toBe(0);
  });

  it('expires sessions past their lifetime', () => {
    let now = 1_000;
    const db = new Database({ now: () => now, sessionTtlMs: 500 });
    const { token } = db.accounts.createSession('u-1001');
    expect(db.accounts.sessionUser(token)?.username).toBe('admin');
    now = 1_500;
    expect(db.accounts.sessionUser(token)).toBeUndefined();
  });

  it('the control endpoint expires sessions and resets the db', async () => {
    const session = await login();
    const expired = await call<{ expired: number }>('/__mock__/control', { body: { action: 'expire-sessions' }, headers: CONTROL_HEADERS });
    expect(expired.envelope).toMatchObject({ status: 0, result: { expired: 1 } });
    expect((await call('/sfsaas/api/user/info', { session })).envelope.status).toBe(STATUS_SESSION_EXPIRED);

    await call('/officemerchant/app/registerApply', {
      body: { company: 'A', contact: 'B', phone: '13800000000', email: 'a@b.cn', username: 'newbie', password: 'password1' },
    });
    expect(backend.db.accounts.registerApplications()).toHaveLength(1);
    expect((await call('/__mock__/control', { body: { action: 'reset' }, headers: CONTROL_HEADERS })).envelope.status).toBe(0);
    expect(backend.db.accounts.registerApplications()).toHaveLength(0);

    const unknown = await call('/__mock__/control', { body: { action: 'explode' }, headers: CONTROL_HEADERS });
    expect(unknown.envelope).toMatchObject({ status: -1, message: expect.stringContaining('unknown action: explode') });
  });
});

describe('token login', () => {
  it('accepts the demo token and sets the auth cookie', async () => {
    const { envelope, headers } = await call<UserInfo>('/sfsaas/api/user/tokenlogin', { body: { token: 'demo-admin-token' } });
    expect(envelope.status).toBe(0);
    expect(envelope.result.userid).toBe('u-1001');
    expect(headers.getSetCookie()).toEqual([`cem_auth=${envelope.result.loginsession}; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it('accepts a permanent token issued to a signed-in user', async () => {
    const session = await login('operator', 'operator123');
    const issued = await call<{ token: string }>('/sfsaas/api/user/token?attr=permanent', { method: 'GET', session });
    expect(issued.envelope.status).toBe(0);
    const { envelope } = await call<UserInfo>('/sfsaas/api/user/tokenlogin', { body: { token: issued.envelope.result.token } });
    expect(envelope.result.userid).toBe('u-1002');
  });

  it('rejects bad tokens and bad token requests', async () => {
    expect((await call('/sfsaas/api/user/tokenlogin', { body: { token: 'nope' } })).envelope).toEqual({
      status: -1,
      message: 'Invalid or expired token',
      result: { messageKey: 'auth.refusal.permanentToken' },
    });
    const session = await login();
    const noAttr = await call('/sfsaas/api/user/token', { method: 'GET', session });
    expect(noAttr.envelope.message).toBe('missing parameter: attr');
    const anonymous = await call('/sfsaas/api/user/token?attr=permanent', { method: 'GET' });
    expect(anonymous.envelope.status).toBe(STATUS_SESSION_EXPIRED);
  });
});

describe('third-party login', () => {
  const third = (query: string) => call<UserInfo>(`/sfsaas/api/user/thirdlogin?${query}`, { method: 'GET' });

  it.each([
    ['type=partner&ticket=partner-ticket-1', 'u-1002'],
    ['type=cmi&clientId=cmi-client&code=cmi-code-1', 'u-1001'],
    ['type=token&token=enc-token-1', 'u-1001'],
  ])('%s signs in', async (query, userid) => {
    const { envelope } = await third(query);
    expect(envelope.status).toBe(0);
    expect(envelope.result.userid).toBe(userid);
    expect((await call('/sfsaas/api/user/info', { session: envelope.result.loginsession })).envelope.status).toBe(0);
  });

  it.each([
    ['type=partner&ticket=forged', 'Invalid partner ticket', 'auth.refusal.partnerTicket'],
    ['type=cmi&clientId=other&code=cmi-code-1', 'Unknown cmi clientId', 'auth.refusal.cmiClient'],
    ['type=cmi&clientId=cmi-client&code=stale', 'Invalid cmi code', 'auth.refusal.cmiCode'],
    ['type=token&token=forged', 'Invalid encrypted token', 'auth.refusal.encryptedToken'],
    ['type=partner', 'missing parameter: ticket', 'request.missingParameter'],
    ['type=cmi&clientId=cmi-client', 'missing parameter: code', 'request.missingParameter'],
    ['ticket=partner-ticket-1', 'missing parameter: type', 'request.missingParameter'],
    ['type=oauth', 'unsupported type: oauth (expected partner, cmi or token)', 'request.oneOf'],
  ])('%s fails with %s', async (query, message, key) => {
    expect((await third(query)).envelope).toEqual({ status: -1, message, result: keyed(key) });
  });
});
