// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/types';
import { Database } from '../../mock/api/db/Database';
import { NetworkFaults } from '../../mock/api/faults';
import { createHandlers } from '../../mock/api/handlers/index';
import { createMockMiddleware } from '../../mock/api/vitePlugin';
import { CONTROL_HEADERS } from './support';

/** Issue 36 item 4: the mock plays a bad network on request, on a real socket, and is good by default. */

const faults = new NetworkFaults();
const middleware = createMockMiddleware(createHandlers(new Database(), faults), faults);
const server: Server = createServer((req, res) => middleware(req, res, () => res.end()));
let origin = '';
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => {
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resolve();
})));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => faults.clear());

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ http: number; envelope: Envelope<unknown> }> {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { http: response.status, envelope: (await response.json()) as Envelope<unknown> };
}
const control = (body: unknown) => post('/__mock__/control', body, CONTROL_HEADERS);
const login = () => post('/sfsaas/api/user/login', { username: 'admin', password: 'admin123' });
const tenant = () => post('/sfsaas/api/tenant/basicinfo', { domain: '127.0.0.1' });

describe('network faults through the control endpoint', () => {
  it('is a good network until asked', async () => {
    expect((await login()).envelope.status).toBe(0);
  });

  it('fails the matching paths with HTTP 503 and a keyed message, and only those', async () => {
    expect((await control({ action: 'network-faults', rules: [{ pattern: '/sfsaas/api/tenant/*', failRate: 1 }] })).envelope.status).toBe(0);
    const failed = await tenant();
    expect(failed.http).toBe(503);
    expect(failed.envelope.result).toEqual({ messageKey: 'request.networkFault' });
    expect((await login()).envelope.status).toBe(0);
    // Never the control endpoint itself: the faults can always be turned off.
    await control({ action: 'network-faults', rules: [{ pattern: '*', failRate: 1 }] });
    expect((await control({ action: 'network-faults', rules: [] })).envelope.status).toBe(0);
    expect((await tenant()).http).toBe(200);
  });

  it('drops the connection without an answer', async () => {
    await control({ action: 'network-faults', rules: [{ pattern: '/sfsaas/api/user/login', dropRate: 1 }] });
    await expect(login()).rejects.toThrow();
    await control({ action: 'network-faults', rules: [] });
    expect((await login()).envelope.status).toBe(0);
  });

  it('delays a matching request by its latency', async () => {
    await control({ action: 'network-faults', rules: [{ pattern: '/sfsaas/*', latencyMs: 300 }] });
    const started = Date.now();
    expect((await login()).envelope.status).toBe(0);
    // A timer never fires early: the answer cannot come sooner than the latency asked for.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('fails about the share asked for, the same requests for the same seed', () => {
    const run = (seed: number) => {
      const local = new NetworkFaults();
      local.set([{ pattern: '/vtservice/*', failRate: 0.2, dropRate: 0.1 }], seed);
      return Array.from({ length: 1000 }, () => local.decide('/vtservice/v1/devControl')?.outcome);
    };
    const outcomes = run(7);
    const fails = outcomes.filter((o) => o === 'fail').length;
    const drops = outcomes.filter((o) => o === 'drop').length;
    expect(fails).toBeGreaterThan(150);
    expect(fails).toBeLessThan(250);
    expect(drops).toBeGreaterThan(60);
    expect(drops).toBeLessThan(140);
    expect(run(7)).toEqual(outcomes);
    expect(run(8)).not.toEqual(outcomes);
  });

  it('ends with a reset of the world', async () => {
    await control({ action: 'network-faults', rules: [{ pattern: '/sfsaas/*', failRate: 1 }] });
    expect((await control({ action: 'reset' })).envelope.status).toBe(0);
    expect((await login()).envelope.status).toBe(0);
  });

  it.each([
    [{ rules: 'all' }, 'rules'],
    [{ rules: [{ pattern: '*', failRate: 2 }] }, 'rules.0.failRate'],
    [{ rules: [{ pattern: '*', failRate: 0.6, dropRate: 0.6 }] }, 'rules.0.dropRate'],
    [{ rules: [{ pattern: '', failRate: 0.1 }] }, 'rules.0.pattern'],
    [{ rules: [{ pattern: '*', latencyMs: -1 }] }, 'rules.0.latencyMs'],
    [{ rules: [], seed: 'x' }, 'seed'],
  ])('refuses bad rules %j naming the field', async (body, field) => {
    const answer = await control({ action: 'network-faults', ...body });
    expect(answer.http).toBe(200);
    expect(answer.envelope.status).not.toBe(0);
    expect(JSON.stringify(answer.envelope.result)).toContain(field);
    expect((await login()).envelope.status).toBe(0);
  });
});
