import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnServer } from '../../mock/api/ownServer';
import { CONTRACT_FILE } from '../../mock/api/contract/document';

// Issue 38 item 6: `npm run mock:server` is this server on a port of its own (mock/server/start.mjs).
describe('the mock as its own HTTP server', () => {
  const { server } = createOwnServer();
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('signs in with a demo account and answers a list in the session, as the embedded mock does', async () => {
    const login = await fetch(`${origin}/sfsaas/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    const { status, result } = (await login.json()) as { status: number; result: { loginsession: string; userid: string } };
    expect(status).toBe(0);
    expect(result.userid).toBe('u-1001');
    const audit = await fetch(`${origin}/sfsaas/api/audit/signins`, { method: 'POST', headers: { 'content-type': 'application/json', loginsession: result.loginsession }, body: '{}' });
    expect(((await audit.json()) as { status: number }).status).toBe(0);
  });

  it('serves the contract, and a keyed not-found for a path it does not have', async () => {
    const contract = await fetch(`${origin}/sfsaas/api/openapi.json`);
    expect(await contract.text()).toBe(readFileSync(CONTRACT_FILE, 'utf8'));
    const missing = await fetch(`${origin}/not/an/api`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'no such endpoint', result: { messageKey: 'request.notFoundUnnamed', values: { kind: 'endpoint' } } });
  });
});
