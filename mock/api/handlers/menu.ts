import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requestHost, requireString, route } from '../request.ts';

/** /vts/api/menu/get: the user's menu by role and portal; style by the request's host. */
export function menuHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vts/api/menu/get'),
      authed(db, async ({ request, user }) => {
        const portalcode = requireString(await readJson(request), 'portalcode');
        return ok(db.menus.answer(user, portalcode, requestHost(request)));
      }),
    ),
  ];
}
