import type { HttpHandler } from 'msw';
import type { Database } from '../db/Database';
import { controlHandlers } from './control';
import { locationHandlers } from './location';
import { manifestHandlers } from './manifest';
import { menuHandlers } from './menu';
import { registerHandlers } from './register';
import { tenantHandlers } from './tenant';
import { userHandlers } from './user';

/** Every handler of the mock backend, bound to one database. */
export function createHandlers(db: Database): HttpHandler[] {
  return [
    ...userHandlers(db),
    ...registerHandlers(db),
    ...tenantHandlers(db),
    ...menuHandlers(db),
    ...manifestHandlers(db),
    ...locationHandlers(db),
    ...controlHandlers(db),
  ];
}
