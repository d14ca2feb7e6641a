import { setupServer, type SetupServer } from 'msw/node';
import { Database, type DatabaseOptions } from './db/Database.ts';
import { createHandlers } from './handlers/index.ts';

export interface MockBackend {
  db: Database;
  server: SetupServer;
}

/** The mock backend for Node tests: call server.listen({ onUnhandledRequest: 'error' }). */
export function createMockBackend(options: DatabaseOptions = {}): MockBackend {
  const db = new Database(options);
  return { db, server: setupServer(...createHandlers(db)) };
}
