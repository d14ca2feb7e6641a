import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route } from '../request.ts';

/**
 * /sfsaas/api/module/config (a list or history pid's PageConfig) and /sfsaas/api/role/user/perm
 * (the signed-in user's actions on any catalogue, list or history pid).
 */
export function moduleHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/sfsaas/api/module/config'),
      authed(db, async ({ request }) => ok(db.pages.config(requireString(await readJson(request), 'pid')))),
    ),
    http.post(
      route('/sfsaas/api/role/user/perm'),
      authed(db, async ({ request, user }) => ok(db.pages.perms(user, requireString(await readJson(request), 'pid')))),
    ),
  ];
}
