import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Database, type DatabaseOptions } from '../../mock/api/db/Database';
import { createHandlers } from '../../mock/api/handlers';
import { checkedHandlers } from '../../mock/api/contract/checkedHandlers';
import { ContractCheck, describeViolations } from '../../mock/api/contract/contractCheck';

const LANG_DIR = path.resolve(process.cwd(), 'public/lang');

/** The static language files of public/lang, as the dev server serves them. */
export function langHandlers() {
  return [
    http.get('*/lang/:file', ({ params }) => {
      const file = String(params.file);
      if (!/^[A-Za-z_]+\.json$/.test(file)) return new HttpResponse(null, { status: 404 });
      try {
        return HttpResponse.json(JSON.parse(readFileSync(path.join(LANG_DIR, file), 'utf8')));
      } catch {
        return new HttpResponse(null, { status: 404 });
      }
    }),
  ];
}

let active: Database | undefined;

/** The database of the file's mock backend (the last setupMockBackend call), for helpers that seed it. */
export function mockDb(): Database {
  if (!active) throw new Error('No mock backend: call setupMockBackend() in the test file first.');
  return active;
}

/**
 * Starts the mock backend (plus language files) for the tests of one file; unhandled requests
 * fail the test. The database is reset after each test.
 */
export function setupMockBackend(options: DatabaseOptions = {}) {
  const db = new Database(options);
  active = db;
  // Issue 38 item 7: what the console sends and what the mock answers must both be the contract's.
  const contract = new ContractCheck({ requests: true, unknownCalls: true });
  const server = setupServer(...langHandlers(), ...checkedHandlers(createHandlers(db), contract));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    db.reset();
    const violations = contract.take();
    if (violations.length > 0) throw new Error(`a call outside the contract (contract/openapi.json):\n${describeViolations(violations)}`);
  });
  afterAll(() => server.close());
  return { db, server };
}
