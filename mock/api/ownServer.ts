import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Database, type DatabaseOptions } from './db/Database.ts';
import { createHandlers } from './handlers/index.ts';
import { NetworkFaults } from './faults.ts';
import { createMockMiddleware } from './vitePlugin.ts';
import { notFound } from './db/core/notFound.ts';
import { plainAddress, trustedProxies } from './connection.ts';

/**
 * The host a trusted proxy (the console's dev/preview server with CEM_API_TARGET) says the browser
 * addressed: tenants are branded by host name, so the mock must see the browser's, not the proxy's.
 */
function believeForwardedHost(req: IncomingMessage, trusted: ReadonlySet<string>): void {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (host && trusted.has(plainAddress(req.socket.remoteAddress ?? ''))) req.headers.host = host;
}

function noEndpoint(res: ServerResponse): void {
  const answer = notFound('endpoint');
  res.statusCode = 404;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ status: 404, message: answer.message, result: answer.result }));
}

/**
 * The mock backend as its own HTTP server (`npm run mock:server`): the same handlers the vite
 * plugin and msw serve, one database, the control endpoint's faults acted out in front.
 */
export function createOwnServer(options: DatabaseOptions = {}): { server: Server; db: Database } {
  const db = new Database(options);
  const faults = new NetworkFaults();
  const middleware = createMockMiddleware(createHandlers(db, faults), faults);
  const trusted = trustedProxies();
  const server = createServer((req, res) => {
    believeForwardedHost(req, trusted);
    middleware(req, res, () => noEndpoint(res));
  });
  return { server, db };
}
