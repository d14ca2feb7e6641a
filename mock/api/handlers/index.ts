import type { HttpHandler } from 'msw';
import type { Database } from '../db/Database.ts';
import { controlHandlers } from './control.ts';
import { locationHandlers } from './location.ts';
import { manifestHandlers } from './manifest.ts';
import { menuHandlers } from './menu.ts';
import { registerHandlers } from './register.ts';
import { tenantHandlers } from './tenant.ts';
import { userHandlers } from './user.ts';

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
