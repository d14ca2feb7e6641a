import { http, type HttpHandler } from 'msw';
import { authed, authedWrite } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { parseAdd, parseDelete, parseExport, parseSearchColumn, parseUpdate } from '../db/pages/parse.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route } from '../request.ts';

/**
 * /sfsaas/api/filter/{add,update,delete,export,searchcolumn,treegraph} on the catalogue's list
 * pages: a forbidden call answers STATUS_FORBIDDEN, an invalid record status -1 with the
 * per-field errors in `result` (src/api/pageConfig.ts).
 */
export function recordHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: Parameters<typeof authed>[1]) => http.post(route(`/sfsaas/api/filter/${path}`), authed(db, answer));
  /** A record write: its body's checks are audited as its refusals too. */
  const write = (op: string, answer: Parameters<typeof authed>[1]) => http.post(route(`/sfsaas/api/filter/${op}`), authedWrite(db, { area: 'records', op, resource: 'record' }, answer));
  return [
    write('add', async ({ request, user }) => ok(db.records.add(user, parseAdd(await readJson(request))))),
    write('update', async ({ request, user }) => {
      const { pid, did, cmd } = parseUpdate(await readJson(request));
      return ok(db.records.update(user, pid, did, cmd));
    }),
    write('delete', async ({ request, user }) => {
      const { pid, dids } = parseDelete(await readJson(request));
      return ok(db.records.remove(user, pid, dids));
    }),
    post('export', async ({ request, user }) => {
      const { pid, ...selection } = parseExport(await readJson(request));
      return ok(db.records.export(user, pid, selection));
    }),
    post('searchcolumn', async ({ request, user }) => {
      const { pid, column, keyword, limit, ...selection } = parseSearchColumn(await readJson(request));
      return ok(db.records.searchColumn(user, pid, column, selection, keyword, limit));
    }),
    post('treegraph', async ({ request, user }) => ok(db.records.treeGraph(user, requireString(await readJson(request), 'pid')))),
  ];
}
