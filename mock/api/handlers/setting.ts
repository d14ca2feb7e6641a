import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route } from '../request.ts';

/** /vtspace/api/setting/detail: the selected parent business, store ('' for none) and its spaces. */
export function settingHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtspace/api/setting/detail'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        const query = { parentbusiness: requireString(body, 'parentbusiness'), store: optionalString(body, 'store') ?? '' };
        return ok(db.shell.storeInfo(user, query));
      }),
    ),
  ];
}
