import type { HttpHandler } from 'msw';
import type { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';

/** The part of a handler's address pattern before the path (route() in mock/api/request.ts). */
const ORIGIN = /^\^\[a-z\]\[a-z0-9\+\.-\]\*:\\\/\\\/\[\^\/\]\+/;

/** "METHOD /path" of a handler: its method and the path its pattern matches (a pattern's groups kept). */
export function endpointKey(handler: HttpHandler): string {
  const { method, path } = handler.info;
  // A predicate handler has no address to read: it still gets a key, which then needs a sample.
  const text = typeof path === 'string' ? path : path instanceof RegExp ? path.source.replace(ORIGIN, '').replace(/\$$/, '').replace(/\\([/.*+?^${}()|[\]\\-])/g, '$1') : 'predicate';
  return `${String(method)} ${text}`;
}

/** Every endpoint the mock serves, read from its handler registry (so a new one cannot be missed). */
export function servedEndpoints(db: Database): string[] {
  return [...new Set(createHandlers(db).map(endpointKey))];
}
