import { http, type HttpHandler } from 'msw';
import type { Database } from '../db/Database.ts';
import { ok, safe } from '../envelope.ts';
import { readJson, requireObject, requireString, route } from '../request.ts';
import { fieldRefusal, oneOf } from '../db/core/shapeErrors.ts';

/** /sfsaas/api/tenant/* and the proxy's common snapshot: branding by host name (open). */
export function tenantHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/sfsaas/api/tenant/basicinfo'),
      safe(async ({ request }) => ok(db.tenants.forHost(requireString(await readJson(request), 'domain')))),
    ),
    http.post(
      route('/sfsaas/api/tenant/icon'),
      safe(async ({ request }) => ok(db.tenants.icon(requireString(await readJson(request), 'domain')))),
    ),
    http.post(
      route('/sfsaas/api/proxy'),
      safe(async ({ request }) => {
        const body = await readJson(request);
        const service = requireString(body, 'service');
        const method = requireString(body, 'method');
        if (service !== 'common') throw fieldRefusal(`unknown service: ${service}`, 'service', oneOf(['common']));
        if (method !== 'getsnapshot') throw fieldRefusal(`unknown method: ${service}.${method}`, 'method', oneOf(['getsnapshot']));
        const hostname = requireString(requireObject(body, 'params'), 'hostname');
        return ok(db.tenants.snapshotsForHost(hostname));
      }),
    ),
  ];
}
