import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** /vtbi/api/chart/query (the energy tree) and /report/query (energy-asset and billing reports). */
export function reportHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtbi/api/chart/query'),
      authed(db, async ({ request, user }) => ok(db.energy.tree(user, await readJson(request)))),
    ),
    http.post(
      route('/report/query'),
      authed(db, async ({ request, user }) => ok(db.energy.report(user, await readJson(request)))),
    ),
  ];
}
