// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { BUG_HEADER } from '../../mock/api/envelope';
import { CONTROL_HEADERS, call, login, startMockBackend } from './support';

const backend = startMockBackend();

describe('bad input never crashes the mock', () => {
  it.each([
    ['{"username": "admin",', /^invalid JSON body: /],
    ['', /^missing JSON body$/],
    ['[1,2]', /^JSON body must be an object$/],
    ['"admin"', /^JSON body must be an object$/],
    ['null', /^JSON body must be an object$/],
  ])('login body %j', async (body, message) => {
    const { http, envelope } = await call('/sfsaas/api/user/login', { body });
    expect(http).toBe(200);
    expect(envelope.status).not.toBe(0);
    expect(envelope.message).toMatch(message);
    expect(envelope.result).toMatchObject({ messageKey: expect.stringMatching(/^request\.body\.(json|missing|object)$/) });
  });

  it.each([
    '/officemerchant/app/registerApply',
    '/sfsaas/api/tenant/basicinfo',
    '/sfsaas/api/tenant/icon',
    '/sfsaas/api/proxy',
    '/sfsaas/api/user/tokenlogin',
    '/__mock__/control',
  ])('%s answers a malformed body with a status', async (path) => {
    // The control header lets /__mock__/control reach its body; the other endpoints ignore it.
    const { http, envelope } = await call(path, { body: '{oops', headers: CONTROL_HEADERS });
    expect(http).toBe(200);
    expect(envelope).toMatchObject({ status: -1, message: expect.stringMatching(/^invalid JSON body/) });
  });

  it('authenticated endpoints check the session, then the body', async () => {
    const session = await login();
    for (const path of ['/vts/api/menu/get', '/sfadapter/v1/manifest', '/sfsaas/api/user/info', '/vtspace/api/location/children']) {
      expect((await call(path, { body: '{oops' })).envelope.status, path).toBe(-45592);
      expect((await call(path, { session, body: '{oops' })).envelope.status, path).toBe(-1);
    }
    // Endpoints without fields accept an empty body.
    expect((await call('/sfadapter/v1/manifest', { session })).envelope.status).toBe(0);
  });

  it('turns a bug inside a handler into a keyed refusal, flagged and logged so it is not hidden', async () => {
    const session = await login();
    const spy = vi.spyOn(backend.db.menus, 'manifest').mockImplementation(() => {
      throw new Error('boom');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch('http://localhost/sfadapter/v1/manifest', { method: 'POST', headers: { loginsession: session } });
    spy.mockRestore();
    expect(logged).toHaveBeenCalledWith('[mock] a handler threw:', expect.any(Error));
    logged.mockRestore();
    expect(response.status).toBe(200);
    expect(response.headers.get(BUG_HEADER)).toBe('boom');
    expect(await response.json()).toEqual({ status: -1, message: 'internal error: boom', result: { messageKey: 'request.internalError' } });
  });
});
