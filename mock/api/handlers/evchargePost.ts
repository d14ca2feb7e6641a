import { http, type HttpHandler } from 'msw';
import { authed, type AuthedInfo } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';

/** What an /evcharge/ call answers from its JSON body, the signed-in user and the page id it names. */
export type EvchargeAnswer = (body: Fields, user: AuthedInfo['user'], pid: string) => unknown;

/** A POST handler of the charging operations API: `/evcharge/<path>`, signed in, a JSON body with its `pid`. */
export function evchargePost(db: Database): (path: string, answer: EvchargeAnswer) => HttpHandler {
  return (path, answer) =>
    http.post(
      route(`/evcharge/${path}`),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(answer(body, user, requireString(body, 'pid')));
      }),
    );
}
