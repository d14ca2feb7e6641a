import { http, type HttpHandler } from 'msw';
import { BILLING_PIDS } from '../../../src/api/billing/types.ts';
import { authed, authedWrite } from '../auth.ts';
import { MeterGroups } from '../db/billing/spaces/MeterGroups.ts';
import { checkMonth, spaceFlow } from '../db/billing/spaces/flow.ts';
import { RoomStates } from '../db/billing/spaces/RoomStates.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route } from '../request.ts';
import { invalidField } from '../db/core/shapeErrors.ts';

/** The pages whose screens show a room's energy flow. */
const FLOW_PIDS: ReadonlySet<string> = new Set([BILLING_PIDS.spaces, BILLING_PIDS.roomState]);

/** Rooms' meter groups as the billing screens set them up (the device routes delegate here for a billing pid). */
export const meterGroups = (db: Database) => new MeterGroups(db.billing, db.energy.metering, (user, space) => db.spaces.bindings(user, space));
const roomStates = (db: Database) => new RoomStates(db.billing, () => new Date(db.clock.now()).toISOString());

/**
 * Billing spaces (bill-space-config) and room states (space-room-state): allocation/set|delete,
 * energy/heat/flow (getSpaceGraph), roomstate/list|set. setSpaceMeterGroup and
 * allocation/getSpaceMeterGroup stay in location.ts and delegate here for a billing pid.
 */
export function billingSpaceHandlers(db: Database): HttpHandler[] {
  return [
    // Each write's body checks run inside its audited write; an unreadable body is audited here.
    http.post(route('/vts/api/allocation/set'), authedWrite(db, { area: 'billing', op: 'allocation.set', resource: 'meter-group' }, async ({ request, user }) => ok(meterGroups(db).set(user, await readJson(request))))),
    http.post(route('/vts/api/allocation/delete'), authedWrite(db, { area: 'billing', op: 'allocation.delete', resource: 'meter-group' }, async ({ request, user }) => ok(meterGroups(db).delete(user, await readJson(request))))),
    http.post(
      route('/vtspace/api/energy/heat/flow'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        const pid = requireString(body, 'pid');
        if (!FLOW_PIDS.has(pid)) throw invalidField('pid', `a billing space page: ${[...FLOW_PIDS].join(', ')}`);
        db.billing.authorize(user, pid, 'view');
        const space = requireString(body, 'space');
        const book = db.billing.bookOf(user, space);
        return ok(spaceFlow(book, db.energy.metering, space, checkMonth(body.month, book.lastReadDay())));
      }),
    ),
    http.post(route('/vtspace/api/roomstate/list'), authed(db, async ({ request, user }) => ok(roomStates(db).list(user, await readJson(request))))),
    http.post(route('/vtspace/api/roomstate/set'), authedWrite(db, { area: 'billing', op: 'roomstate.set', resource: 'room-state' }, async ({ request, user }) => ok(roomStates(db).set(user, await readJson(request))))),
  ];
}
