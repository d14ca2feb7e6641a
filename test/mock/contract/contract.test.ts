import { readFileSync } from 'node:fs';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildContract, contractText, CONTRACT_FILE } from '../../contract/buildContract.mjs';
import { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';
import { checkedHandlers } from '../../../mock/api/contract/checkedHandlers';
import { ContractCheck, type ContractViolation } from '../../../mock/api/contract/contractCheck';
import { loadContract, type ContractDocument } from '../../../mock/api/contract/document';

type Schema = { properties?: Record<string, unknown>; required?: string[] };

/** A copy of the contract with one property of one schema renamed (the other side keeps the old name). */
function renamed(schemaName: string, from: string, to: string): ContractDocument {
  const document = loadContract();
  const schema = document.components.schemas[schemaName] as Schema;
  expect(schema.properties?.[from], `${schemaName}.${from}`).toBeDefined();
  schema.properties = Object.fromEntries(Object.entries(schema.properties!).map(([key, value]) => [key === from ? to : key, value]));
  schema.required = schema.required?.map((key) => (key === from ? to : key));
  return document;
}

/** Signs in as the admin through the checked handlers and returns what the check found. */
async function signInChecked(document: ContractDocument, body: Record<string, unknown>): Promise<{ status: number; violations: ContractViolation[] }> {
  const check = new ContractCheck({ requests: true, unknownCalls: true }, document);
  const handlers = checkedHandlers(createHandlers(new Database()), check);
  const request = new Request('http://localhost/sfsaas/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const response = await getResponse(handlers, request);
  const { status } = (await response!.json()) as { status: number };
  return { status, violations: check.take() };
}

const ADMIN = { username: 'admin', password: 'admin123' };

describe('the API contract (issue 38 item 7)', () => {
  it('is the kept file: a type changed without `npm run contract` fails here', () => {
    const fresh = contractText(buildContract());
    expect(readFileSync(CONTRACT_FILE, 'utf8') === fresh, 'contract/openapi.json is stale: run `npm run contract`').toBe(true);
  }, 120_000);

  it('describes the calls with their bodies, answers and the refusals’ message keys', () => {
    const document = buildContract();
    expect(document.openapi).toBe('3.1.0');
    const login = document.paths['/sfsaas/api/user/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('#/components/schemas/CredentialsLogin');
    expect(document.components.schemas.CredentialsLogin).toMatchObject({ required: ['username', 'password'] });
    expect(document.components.schemas.UserInfo).toMatchObject({ required: expect.arrayContaining(['loginsession', 'companyid']) });
    // A path built by a helper (`path('monitor/stations')`) and one chosen by a flag (disable | enable).
    expect(document.paths['/evcharge/monitor/stations']).toBeDefined();
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/sfsaas/api/stores/') || p.includes('/store/')).length).toBeGreaterThan(0);
    expect(document['x-message-keys']).toEqual(expect.arrayContaining(['request.notFoundUnnamed', 'request.internalError']));
  }, 120_000);

  it('is served by the mock, without a session', async () => {
    const response = await getResponse(createHandlers(new Database()), new Request('http://localhost/sfsaas/api/openapi.json'));
    expect(response!.status).toBe(200);
    expect(await response!.text()).toBe(readFileSync(CONTRACT_FILE, 'utf8'));
  });

  it('lets the mock’s real answer and the console’s real request through', async () => {
    expect(await signInChecked(loadContract(), ADMIN)).toEqual({ status: 0, violations: [] });
  });

  it('fails when the answer’s field is renamed in the contract only (loginsession → loginSession)', async () => {
    const { status, violations } = await signInChecked(renamed('UserInfo', 'loginsession', 'loginSession'), ADMIN);
    expect(status).toBe(0);
    expect(violations).toEqual([expect.objectContaining({ side: 'answer', method: 'POST', path: '/sfsaas/api/user/login', error: expect.stringContaining("'loginSession'") })]);
  });

  it('fails when the request’s field is renamed by the client only (username → userName)', async () => {
    const { violations } = await signInChecked(loadContract(), { userName: 'admin', password: 'admin123' });
    expect(violations).toEqual([expect.objectContaining({ side: 'request', path: '/sfsaas/api/user/login', error: expect.stringContaining("'username'") })]);
  });

  it('fails a call the mock serves but the console does not make (so the contract lacks it), when the console is the caller', async () => {
    const check = new ContractCheck({ requests: true, unknownCalls: true });
    await getResponse(checkedHandlers(createHandlers(new Database()), check), new Request('http://localhost/vtproxy/workorder/ticket/create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(check.take()).toEqual([expect.objectContaining({ side: 'unknown call', path: '/vtproxy/workorder/ticket/create' })]);
  });
});
