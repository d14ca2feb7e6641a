import { http, type HttpHandler } from 'msw';
import { authed } from '../auth';
import type { Database } from '../db/Database';
import { ok } from '../envelope';
import { readJson, route } from '../request';

/** /sfadapter/v1/manifest: screen key → component path, plus the main fallback entry. */
export function manifestHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/sfadapter/v1/manifest'),
      authed(db, async ({ request }) => {
        await readJson(request, true); // no fields, but a malformed body is still an error
        return ok(db.manifest());
      }),
    ),
  ];
}
