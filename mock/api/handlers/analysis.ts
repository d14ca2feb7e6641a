import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/**
 * /sfsaas/api/analysis/{config,query,aggquery,aggquerys,aggexportv2,list,update}: a store's
 * metering, series, aggregations, export rows and saved settings (src/api/energyTypes.ts).
 * A store the user does not reach answers STATUS_FORBIDDEN, a bad request -1 with a message.
 */
export function analysisHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: Parameters<typeof authed>[1]) => http.post(route(`/sfsaas/api/analysis/${path}`), authed(db, answer));
  return [
    post('config', async ({ request, user }) => ok(db.energy.config(user, await readJson(request)))),
    post('query', async ({ request, user }) => ok(db.energy.series(user, await readJson(request)))),
    post('aggquery', async ({ request, user }) => ok(db.energy.aggregate(user, await readJson(request)))),
    post('aggquerys', async ({ request, user }) => ok(db.energy.aggregateMany(user, await readJson(request)))),
    post('aggexportv2', async ({ request, user }) => ok(db.energy.exportRows(user, await readJson(request)))),
    post('list', async ({ request, user }) => ok(db.energy.setting(user, await readJson(request)))),
    post('update', async ({ request, user }) => ok(db.energy.saveSetting(user, await readJson(request)))),
  ];
}
