import { http, type HttpHandler } from 'msw';
import { authed, authedWrite, type AuthedInfo } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requestHost, requireString, route, type Fields } from '../request.ts';

/**
 * /sfsaas/api/tools/navigation-style/get|save (src/api/tools/navigationStyleTypes.ts): the style
 * of the tenant the request's host belongs to, the one /vts/api/menu/get sends.
 */
export function navigationStyleHandlers(db: Database): HttpHandler[] {
  const answer = (call: (body: Fields, user: AuthedInfo['user'], host: string) => unknown) => async ({ request, user }: AuthedInfo) => ok(call(await readJson(request), user, requestHost(request)));
  return [
    http.post(route('/sfsaas/api/tools/navigation-style/get'), authed(db, answer((body, user, host) => db.tools.navigation.get(user, requireString(body, 'pid'), host)))),
    // A save refused before its run (an unreadable body, no pid) is audited too.
    http.post(
      route('/sfsaas/api/tools/navigation-style/save'),
      authedWrite(db, { area: 'records', op: 'navigation-style-set', resource: 'navigation-style' }, answer((body, user, host) => db.tools.navigation.save(user, requireString(body, 'pid'), host, body.style, { sent: body.version, overwrite: body.overwrite }))),
    ),
  ];
}
