import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { STATUS_PASSWORD_CHANGE, type Envelope, type MenuItemWire, type UserInfo } from '../../src/api/types';
import type { DatabaseOptions } from '../../mock/api/db/Database';
import { MOCK_CONTROL_HEADER } from '../../mock/api/handlers/control';
import { createMockBackend, type MockBackend } from '../../mock/api/node';
import { describeViolations } from '../../mock/api/contract/contractCheck';

export interface CallOptions {
  /** JSON value, or a raw string sent as is (malformed bodies). */
  body?: unknown;
  session?: string;
  method?: 'GET' | 'POST';
  /** Origin to address, default http://localhost. */
  origin?: string;
  /** Extra request headers (they win over the defaults). */
  headers?: Record<string, string>;
}

/** What a legitimate caller of /__mock__/control sends besides its JSON content-type. */
export const CONTROL_HEADERS: Readonly<Record<string, string>> = { [MOCK_CONTROL_HEADER]: '1' };

export interface CallResult<T> {
  http: number;
  envelope: Envelope<T>;
  headers: Headers;
}

/** The result of a refusal that carries its message key (issue 21 §4), its values aside. */
export const keyed = (messageKey: string): unknown => expect.objectContaining({ messageKey });

/**
 * Starts one mock backend for the file (options: seed, clock…) and resets it after each test.
 * `contract`: what the contract check judges; the console's own requests (not the malformed ones
 * the mock's tests send on purpose) are judged with `{ requests: true, unknownCalls: true }`.
 */
export function startMockBackend(options: DatabaseOptions = {}, contract = { requests: false, unknownCalls: false }): MockBackend {
  const backend = createMockBackend(options, contract);
  beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    backend.db.reset();
    // Issue 38 item 7: every answer the mock gave this test is one the contract allows.
    const violations = backend.contract!.take();
    if (violations.length > 0) throw new Error(`the mock answered outside the contract:\n${describeViolations(violations)}`);
  });
  afterAll(() => backend.server.close());
  return backend;
}

export async function call<T>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const { body, session, method = 'POST', origin = 'http://localhost' } = options;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (session !== undefined) headers.loginsession = session;
  const init: RequestInit = { method, headers };
  if (method === 'POST' && body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${origin}${path}`, init);
  return { http: response.status, envelope: (await response.json()) as Envelope<T>, headers: response.headers };
}

/** The password `login` sets in place of a one-time password at the first sign-in. */
export const ownPassword = (oneTime: string): string => `Own-${oneTime}`;

/**
 * Signs in and returns the session token. A one-time password (an invite's, a reset's) is replaced
 * by `ownPassword(oneTime)` first, as the console's first sign-in does.
 */
export async function login(username = 'admin', password = 'admin123'): Promise<string> {
  let { envelope } = await call<UserInfo>('/sfsaas/api/user/login', { body: { username, password } });
  if (envelope.status === STATUS_PASSWORD_CHANGE) {
    ({ envelope } = await call<UserInfo>('/sfsaas/api/user/firstpassword', { body: { username, password, next: ownPassword(password) } }));
  }
  if (envelope.status !== 0) throw new Error(`login failed: ${envelope.message ?? ''}`);
  return envelope.result.loginsession;
}

/** Every item of a wire menu, following both child spellings. */
export function flatten(items: readonly MenuItemWire[]): MenuItemWire[] {
  return items.flatMap((item) => [item, ...flatten([...(item.subList ?? []), ...(item.sub_menu ?? [])])]);
}

/** Items without children. */
export function leaves(items: readonly MenuItemWire[]): MenuItemWire[] {
  return flatten(items).filter((item) => !(item.subList ?? item.sub_menu));
}
