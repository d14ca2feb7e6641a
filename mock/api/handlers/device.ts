import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { parseDevControl } from '../db/tables/parse.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/**
 * /vtservice/v1/devControl: on a writable table's pid (habits, bookmarks) it creates, sets or
 * deletes the user's own records; on a read-only table it is refused; on any other pid it is
 * a device command, accepted after shape checks and logged (real device control comes later).
 */
export function deviceHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtservice/v1/devControl'),
      authed(db, async ({ request, user }) => ok(db.shell.control(user, parseDevControl(await readJson(request))))),
    ),
  ];
}
