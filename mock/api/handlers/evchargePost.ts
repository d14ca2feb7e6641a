import { http, type HttpHandler } from 'msw';
import { authed, authedWrite, type AuthedInfo, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';

/** What an /evcharge/ call answers from its JSON body, the signed-in user and the page id it names. */
export type EvchargeAnswer = (body: Fields, user: AuthedInfo['user'], pid: string) => unknown;

/**
 * A POST handler of the charging operations API: `/evcharge/<path>`, signed in, a JSON body with
 * its `pid`. A write names what it is in the audit, so a refusal before its run is audited too.
 */
export function evchargePost(db: Database): (path: string, answer: EvchargeAnswer, write?: WriteEndpoint) => HttpHandler {
  return (path, answer, write) => {
    const resolve = async ({ request, user }: AuthedInfo) => {
      const body = await readJson(request);
      return ok(answer(body, user, requireString(body, 'pid')));
    };
    return http.post(route(`/evcharge/${path}`), write ? authedWrite(db, write, resolve) : authed(db, resolve));
  };
}
