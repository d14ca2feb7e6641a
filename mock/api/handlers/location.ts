import { http, type HttpHandler } from 'msw';
import { authed, authedWrite, type WriteEndpoint } from '../auth.ts';
import { districtChildren } from '../db/regions.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route } from '../request.ts';
import { BILLING_PIDS } from '../../../src/api/billing/types.ts';
import { meterGroups } from './billingSpaces.ts';
import { invalidField } from '../db/core/shapeErrors.ts';

const isBillingPid = (pid: unknown): pid is string => (Object.values(BILLING_PIDS) as unknown[]).includes(pid);

/** A binding of meters to a space in the audit: billing's meter group on a billing pid, else the space tree's. */
const BIND: WriteEndpoint = {
  area: (body) => (isBillingPid(body?.pid) ? 'billing' : 'space'),
  op: 'bind',
  resource: (body) => (isBillingPid(body?.pid) ? 'meter-group' : 'space'),
};

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
        if (!/^\d{6}$/.test(adcode)) throw invalidField('adcode', 'expected 6 digits');
        return ok(districtChildren(adcode));
      }),
    ),
    http.post(
      route('/vtspace/api/location/path'),
      authed(db, async ({ request, user }) => ok(db.spaces.path(user, requireString(await readJson(request), 'space')))),
    ),
    http.post(
      route('/vtspace/api/setSpaceMeterGroup'),
      authedWrite(db, BIND, async ({ request, user }) => {
        const body = await readJson(request);
        // The billing spaces screen binds a room's own meters: checked against its meter group, audited as billing.
        return ok(isBillingPid(body.pid) ? meterGroups(db).bind(user, body) : db.spaces.bind(user, body));
      }),
    ),
    http.post(
      route('/vts/api/allocation/getSpaceMeterGroup'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        // The billing spaces screen reads a whole store's groups: `{ pid, store }`.
        if (isBillingPid(body.pid) && body.space === undefined) return ok(meterGroups(db).setup(user, body));
        const space = requireString(body, 'space');
        const bindings = db.spaces.bindings(user, space);
        // With a billing pid, a let room's billing group too (the device screens send none).
        return ok(isBillingPid(body.pid) ? { ...bindings, ...meterGroups(db).group(user, body.pid, space) } : bindings);
      }),
    ),
  ];
}
