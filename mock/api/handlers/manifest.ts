import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** /sfadapter/v1/manifest: screen key → component path, plus the main fallback entry. */
export function manifestHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/sfadapter/v1/manifest'),
      authed(db, async ({ request }) => {
        await readJson(request, true); // no fields, but a malformed body is still an error
        return ok(db.menus.manifest());
      }),
    ),
  ];
}
