import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { findInTable, listAllTable, queryTable } from '../db/core/tables/engine.ts';
import { parseFilterQuery, parseListAll, parseVtInfo } from '../db/core/tables/parse.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';
import { notFound } from '../db/core/notFound.ts';

/**
 * /sfsaas/api/filter/{query,listall,vtinfo}: the generic record service over Database.tables.
 * Every answer holds only records the signed-in user reaches; list and history pids also need
 * the page's view or history permission.
 */
export function filterHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/sfsaas/api/filter/query'),
      authed(db, async ({ request, user }) => {
        const { pid, ...page } = parseFilterQuery(await readJson(request));
        db.pages.authorizeRead(user, pid);
        return ok(queryTable(db.tables.require(pid), user, page));
      }),
    ),
    http.post(
      route('/sfsaas/api/filter/listall'),
      authed(db, async ({ request, user }) => {
        const { pid, ...selection } = parseListAll(await readJson(request));
        db.pages.authorizeRead(user, pid);
        return ok(listAllTable(db.tables.require(pid), user, selection));
      }),
    ),
    http.post(
      route('/sfsaas/api/filter/vtinfo'),
      authed(db, async ({ request, user }) => {
        const { pid, did } = parseVtInfo(await readJson(request));
        db.pages.authorizeRead(user, pid);
        const record = findInTable(db.tables.require(pid), user, did);
        if (!record) throw notFound('record');
        return ok(record);
      }),
    ),
  ];
}
