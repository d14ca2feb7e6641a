import { http, type HttpHandler } from 'msw';
import { authed, type AuthedInfo } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';

/** /evcharge/report/* (src/api/operations/reportsTypes.ts lists the calls). */
export function operationsReportsHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user'], pid: string) => unknown) =>
    http.post(
      route(`/evcharge/report/${path}`),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(answer(body, user, requireString(body, 'pid')));
      }),
    );
  return [
    post('catalogue', (_body, user, pid) => db.reports.catalogue(user, pid)),
    post('define', (body, user, pid) => db.reports.define(user, pid, body)),
    post('generate', (body, user, pid) => db.reports.generate(user, pid, body)),
    post('progress', (body, user, pid) => db.reports.progress(user, pid, requireString(body, 'job'))),
    post('cancel', (body, user, pid) => db.reports.cancel(user, pid, requireString(body, 'job'))),
    post('history', (_body, user, pid) => db.reports.history(user, pid)),
    post('faults', (body, user, pid) => db.reports.faults(user, pid, body)),
    post('retrofits', (_body, user, pid) => db.reports.retrofits(user, pid)),
  ];
}
