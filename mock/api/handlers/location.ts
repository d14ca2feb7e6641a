import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { BadRequest, ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route } from '../request.ts';

/**
 * /vtspace/api/location/children: `{ adcode }` → districts under it (country → provinces →
 * cities); `{ space }` → the children of a store (buildings), building (floors) or floor (rooms).
 * location/path `{ space }` → the space's ancestry, building first (opens a tree at a URL's space).
 * setSpaceMeterGroup binds meters and devices to a space; allocation/getSpaceMeterGroup reads them.
 */
export function locationHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtspace/api/location/children'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        const space = optionalString(body, 'space');
        if (space) return ok(db.spaces.children(user, space));
        const adcode = requireString(body, 'adcode');
        if (!/^\d{6}$/.test(adcode)) throw new BadRequest('invalid field: adcode (expected 6 digits)');
        return ok(db.districtChildren(adcode));
      }),
    ),
    http.post(
      route('/vtspace/api/location/path'),
      authed(db, async ({ request, user }) => ok(db.spaces.path(user, requireString(await readJson(request), 'space')))),
    ),
    http.post(
      route('/vtspace/api/setSpaceMeterGroup'),
      authed(db, async ({ request, user }) => ok(db.spaces.bind(user, await readJson(request)))),
    ),
    http.post(
      route('/vts/api/allocation/getSpaceMeterGroup'),
      authed(db, async ({ request, user }) => ok(db.spaces.bindings(user, requireString(await readJson(request), 'space')))),
    ),
  ];
}
