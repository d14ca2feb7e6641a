import type { HttpHandler } from 'msw';
import type { Database } from '../db/Database.ts';
import { controlHandlers } from './control.ts';
import { deviceHandlers } from './device.ts';
import { filterHandlers } from './filter.ts';
import { locationHandlers } from './location.ts';
import { manifestHandlers } from './manifest.ts';
import { menuHandlers } from './menu.ts';
import { registerHandlers } from './register.ts';
import { settingHandlers } from './setting.ts';
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
    ...filterHandlers(db),
    ...deviceHandlers(db),
    ...settingHandlers(db),
    ...controlHandlers(db),
  ];
}
