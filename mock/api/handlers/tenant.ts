import { http, type HttpHandler } from 'msw';
import type { Database } from '../db/Database.ts';
import { BadRequest, ok, safe } from '../envelope.ts';
import { readJson, requireObject, requireString, route } from '../request.ts';

/** /sfsaas/api/tenant/* and the proxy's common snapshot: branding by host name (open). */
export function tenantHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/sfsaas/api/tenant/basicinfo'),
      safe(async ({ request }) => ok(db.tenantForHost(requireString(await readJson(request), 'domain')))),
    ),
    http.post(
      route('/sfsaas/api/tenant/icon'),
      safe(async ({ request }) => ok(db.tenantIcon(requireString(await readJson(request), 'domain')))),
    ),
    http.post(
      route('/sfsaas/api/proxy'),
      safe(async ({ request }) => {
        const body = await readJson(request);
        const service = requireString(body, 'service');
        const method = requireString(body, 'method');
        if (service !== 'common') throw new BadRequest(`unknown service: ${service}`);
        if (method !== 'getsnapshot') throw new BadRequest(`unknown method: ${service}.${method}`);
        const hostname = requireString(requireObject(body, 'params'), 'hostname');
        return ok(db.snapshotsForHost(hostname));
      }),
    ),
  ];
}
