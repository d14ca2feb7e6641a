import { http, type HttpHandler } from 'msw';
import { authed, authedWrite, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** A budget's or a run configuration's save in the audit, by the body's kind. */
const settingKind = (body: Record<string, unknown> | undefined) => (body?.kind === 'budget' || body?.kind === 'run-config' ? body.kind : 'set');
const settingResource = (body: Record<string, unknown> | undefined) => (body?.kind === 'budget' || body?.kind === 'run-config' ? body.kind : 'energy');
const SETTING_SAVE: WriteEndpoint = { area: 'energy', op: settingKind, resource: settingResource };

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
    // A save refused before its run (an unreadable body, a bad kind) is audited too.
    http.post(route('/sfsaas/api/analysis/update'), authedWrite(db, SETTING_SAVE, async ({ request, user }) => ok(db.energy.saveSetting(user, await readJson(request))))),
  ];
}
