// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../mock/api/handlers/index';
import { Database } from '../../mock/api/db/Database';
import { createMockMiddleware, isApiPath, mockApiPlugin } from '../../mock/api/vitePlugin';
import type { Envelope, TenantInfo, UserInfo } from '../../src/api/types';

// Real sockets here: no msw interception in this file.

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

async function post<T>(origin: string, path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  return { response, envelope: (await response.json()) as Envelope<T> };
}

describe('isApiPath', () => {
  it('matches only the backend prefixes', () => {
    expect(isApiPath('/sfsaas/api/user/login?x=1')).toBe(true);
    expect(isApiPath('/__mock__/control')).toBe(true);
    expect(isApiPath('/vt/staticfile/upload')).toBe(true);
    expect(isApiPath('/vtx/other')).toBe(false);
    expect(isApiPath('/cem_platform/sfsaas/api/user/login')).toBe(false);
    expect(isApiPath('/sfsaas')).toBe(false);
  });

  it('covers every path the mock answers, so the dev server, the preview and the host harness pass each one on', () => {
    const paths = createHandlers(new Database()).map((handler) => {
      const { path } = handler.info as { path: unknown };
      // route() builds `^scheme://host<escaped path>$`: the path is what follows the host.
      const source = path instanceof RegExp ? path.source : String(path);
      return source.replace(/^.*\[\^\/\]\+/, '').replace(/\$$/, '').replace(/\\(.)/g, '$1');
    });
    expect(paths.length).toBeGreaterThan(100);
    expect(paths).toContain('/sfsaas/api/audit/list');
    expect(paths.filter((path) => !isApiPath(path))).toEqual([]);
  });
});

describe('the middleware on a plain Node server', () => {
  const db = new Database();
  const middleware = createMockMiddleware(createHandlers(db));
  const server = createHttpServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('passed on');
    }),
  );
  let origin = '';
  beforeAll(async () => {
    origin = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a login with the tenant of the Host header', async () => {
    const { envelope } = await post<UserInfo>(origin, '/sfsaas/api/user/login', '{"username":"admin","password":"admin123"}');
    expect(envelope.result.userid).toBe('u-1001');
    const tenant = await post<TenantInfo>(origin, '/sfsaas/api/tenant/basicinfo', '{"domain":"127.0.0.1"}');
    expect(tenant.envelope.result.platname).toBe('GreenGrid Energy Cloud');
  });

  it('forwards headers and the auth cookie', async () => {
    const { response, envelope } = await post<UserInfo>(origin, '/sfsaas/api/user/tokenlogin', '{"token":"demo-admin-token"}');
    expect(response.headers.getSetCookie()).toEqual([`cem_auth=${envelope.result.loginsession}; Path=/; HttpOnly; SameSite=Lax`]);
    const info = await post<UserInfo>(origin, '/sfsaas/api/user/info', '', { loginsession: envelope.result.loginsession });
    expect(info.envelope.result.userid).toBe('u-1001');
    const query = await fetch(`${origin}/sfsaas/api/user/thirdlogin?type=partner&ticket=partner-ticket-1`);
    expect(((await query.json()) as Envelope<UserInfo>).result.userid).toBe('u-1002');
  });

  it('answers 404 JSON for unknown API paths and passes other paths on', async () => {
    const missing = await fetch(`${origin}/sfsaas/api/nothing`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'no such endpoint', result: { messageKey: 'request.notFoundUnnamed', values: { kind: 'endpoint' } } });
    const wrongMethod = await fetch(`${origin}/sfsaas/api/user/login`);
    expect(wrongMethod.status).toBe(404);
    const page = await fetch(`${origin}/cem_platform/index.html`);
    expect(page.status).toBe(418);
  });

  it('audits the address of the connection, not what the client wrote in x-forwarded-for or the internal header', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6', 'x-cem-mock-peer': '7.7.7.7' };
    await post<UserInfo>(origin, '/sfsaas/api/user/login', '{"username":"viewer","password":"viewer123"}', headers);
    expect(db.audit.query({ userid: 'u-1004', action: 'sign-in' })[0]?.ip).toBe('127.0.0.1');
  });

  it('survives malformed bodies', async () => {
    const { response, envelope } = await post(origin, '/sfsaas/api/user/login', '{"username":');
    expect(response.status).toBe(200);
    expect(envelope.status).toBe(-1);
  });
});

describe('mockApiPlugin on Vite servers', () => {
  const root = mkdtempSync(join(tmpdir(), 'cem-mock-'));
  beforeAll(() => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>built</title>');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the API on the dev server', async () => {
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [mockApiPlugin()],
      server: { host: '127.0.0.1', port: 0, hmr: false, ws: false },
    });
    await server.listen();
    try {
      const origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
      const { envelope } = await post<UserInfo>(origin, '/sfsaas/api/user/login', '{"username":"operator","password":"operator123"}');
      expect(envelope.result.userid).toBe('u-1002');
      expect((await fetch(`${origin}/__mock__/nope`)).status).toBe(404);
      expect(await (await fetch(`${origin}/`)).text()).toContain('<title>t</title>');
    } finally {
      await server.close();
    }
  });

  it('serves the API on the preview server, one database per plugin', async () => {
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [mockApiPlugin()],
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      const control = await post<{ expired: number }>(origin, '/__mock__/control', '{"action":"expire-sessions"}', { 'x-cem-mock-control': '1' });
      expect(control.envelope).toMatchObject({ status: 0, result: { expired: 0 } });
      const tenant = await post<TenantInfo>(origin, '/sfsaas/api/tenant/basicinfo', '{"domain":"localhost"}');
      expect(tenant.envelope.result.pagename).toBe('CEM 能碳云');
    } finally {
      await server.close();
    }
  });
});
