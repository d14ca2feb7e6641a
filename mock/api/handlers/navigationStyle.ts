import { http, type HttpHandler } from 'msw';
import { authed, type AuthedInfo } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requestHost, requireString, route, type Fields } from '../request.ts';

/**
 * /sfsaas/api/tools/navigation-style/get|save (src/api/tools/navigationStyleTypes.ts): the style
 * of the tenant the request's host belongs to, the one /vts/api/menu/get sends.
 */
export function navigationStyleHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user'], host: string) => unknown) =>
    http.post(
      route(path),
      authed(db, async ({ request, user }) => ok(answer(await readJson(request), user, requestHost(request)))),
    );
  return [
    post('/sfsaas/api/tools/navigation-style/get', (body, user, host) => db.tools.navigation.get(user, requireString(body, 'pid'), host)),
    post('/sfsaas/api/tools/navigation-style/save', (body, user, host) => db.tools.navigation.save(user, requireString(body, 'pid'), host, body.style)),
  ];
}
