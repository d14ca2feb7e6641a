import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { BadRequest, ok } from '../envelope.ts';
import { readJson, requireString, route } from '../request.ts';

/** /vtspace/api/location/children: districts under an adcode (country → provinces → cities). */
export function locationHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtspace/api/location/children'),
      authed(db, async ({ request }) => {
        const adcode = requireString(await readJson(request), 'adcode');
        if (!/^\d{6}$/.test(adcode)) throw new BadRequest('invalid field: adcode (expected 6 digits)');
        return ok(db.districtChildren(adcode));
      }),
    ),
  ];
}
