// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/types';
import { CONTROL_HEADERS, call, login, startMockBackend } from './support';

/** /__mock__/control only obeys JSON requests carrying its custom header, so no cross-site form can drive it. */

const backend = startMockBackend();
const URL = 'http://localhost/__mock__/control';

async function raw(body: string, headers: Record<string, string>): Promise<{ http: number; envelope: Envelope<unknown> }> {
  // Bytes, not a string: fetch would add a text/plain content-type to a string body.
  const response = await fetch(URL, { method: 'POST', headers, body: new TextEncoder().encode(body) });
  return { http: response.status, envelope: (await response.json()) as Envelope<unknown> };
}

const NO_HEADER = 'forbidden: /__mock__/control needs the header x-cem-mock-control: 1 (no cross-site form can send it)';
const NOT_JSON = 'forbidden: /__mock__/control needs content-type: application/json (no cross-site form can send it)';

describe('the control endpoint guard', () => {
  it.each([
    ['JSON without the header', '{"action":"expire-sessions"}', { 'content-type': 'application/json' }, NO_HEADER],
    ['JSON with the header set to another value', '{"action":"expire-sessions"}', { 'content-type': 'application/json', 'x-cem-mock-control': 'yes' }, NO_HEADER],
    ['a form-encoded body (what an HTML form posts)', 'action=expire-sessions', { 'content-type': 'application/x-www-form-urlencoded', 'x-cem-mock-control': '1' }, NOT_JSON],
    ['text/plain holding JSON (the enctype trick)', '{"action":"expire-sessions"}', { 'content-type': 'text/plain', 'x-cem-mock-control': '1' }, NOT_JSON],
    ['no content-type at all', '{"action":"expire-sessions"}', { 'x-cem-mock-control': '1' }, NOT_JSON],
  ])('refuses %s with HTTP 403 and expires nothing', async (_, body, headers, message) => {
    const session = await login();
    const answer = await raw(body, headers);
    expect(answer.http).toBe(403);
    expect(answer.envelope).toEqual({ status: -1, message, result: null });
    expect(backend.db.accounts.sessionUser(session)?.username).toBe('admin');
  });

  it('refuses a reset without the header and keeps the data', async () => {
    await call('/officemerchant/app/registerApply', {
      body: { company: 'A', contact: 'B', phone: '13800000000', email: 'a@b.cn', username: 'newbie', password: 'password1' },
    });
    expect((await raw('{"action":"reset"}', { 'content-type': 'application/json' })).http).toBe(403);
    expect(backend.db.accounts.registerApplications()).toHaveLength(1);
    // With the header (and a charset parameter), the same request resets.
    const allowed = await raw('{"action":"reset"}', { 'content-type': 'application/json; charset=utf-8', ...CONTROL_HEADERS });
    expect(allowed).toEqual({ http: 200, envelope: { status: 0, message: 'ok', result: null } });
    expect(backend.db.accounts.registerApplications()).toHaveLength(0);
  });
});
