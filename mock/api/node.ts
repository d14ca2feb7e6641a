import { setupServer, type SetupServer } from 'msw/node';
import { Database, type DatabaseOptions } from './db/Database.ts';
import { createHandlers } from './handlers/index.ts';
import { ContractCheck } from './contract/contractCheck.ts';
import { checkedHandlers } from './contract/checkedHandlers.ts';

export interface MockBackend {
  db: Database;
  server: SetupServer;
  /** The contract check around the handlers, when asked for: its violations fail the test that caused them. */
  contract?: ContractCheck;
}

/**
 * The mock backend for Node tests: call server.listen({ onUnhandledRequest: 'error' }). With
 * `contract`, every request (when asked) and answer is checked against contract/openapi.json.
 */
export function createMockBackend(options: DatabaseOptions = {}, contract?: ConstructorParameters<typeof ContractCheck>[0]): MockBackend {
  const db = new Database(options);
  const check = contract ? new ContractCheck(contract) : undefined;
  const handlers = createHandlers(db);
  return { db, server: setupServer(...(check ? checkedHandlers(handlers, check) : handlers)), contract: check };
}
