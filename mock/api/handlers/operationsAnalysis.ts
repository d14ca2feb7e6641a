import { http, type HttpHandler } from 'msw';
import { authed, type AuthedInfo } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';

/** /evcharge/analysis/* (src/api/operations/analysisTypes.ts lists the calls). */
export function operationsAnalysisHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user'], pid: string) => unknown) =>
    http.post(
      route(`/evcharge/analysis/${path}`),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(answer(body, user, requireString(body, 'pid')));
      }),
    );
  return [
    post('bounds', (_body, user, pid) => db.analysis.bounds(user, pid)),
    post('cost-benefit', (body, user, pid) => db.analysis.costBenefit(user, pid, body.from, body.to)),
    post('equipment', (body, user, pid) => db.analysis.equipment(user, pid, body.from, body.to)),
    post('portrait', (body, user, pid) => db.analysis.portrait(user, pid, body.from, body.to)),
  ];
}
