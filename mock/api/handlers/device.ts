import { http, type HttpHandler } from 'msw';
import { SPACE_PIDS, type DeviceControlResult } from '../../../src/api/devices/types.ts';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { parseBatch, parseBySpace, parseControlAll, parseDeviceControl } from '../db/devices/parse.ts';
import { parseDevControl } from '../db/core/tables/parse.ts';
import { ok } from '../envelope.ts';
import { readJson, route, type Fields } from '../request.ts';

/** A did of a simulated device (dids embed their store: `sp-st-…-ac1`). */
function isDeviceDid(db: Database, body: Fields): boolean {
  const did = typeof body.did === 'string' ? body.did.trim() : '';
  return did.startsWith('sp-st-') && db.devices.isDevice(did);
}

/**
 * /vtservice/v1/*: devControl on a space pid (SPACE_PIDS) writes the space tree; on a simulated device's did it
 * is a command (the answer carries the command, 'sent'); on a writable table's pid (habits,
 * bookmarks) it creates, sets or deletes the user's own records; on any other pid it is accepted
 * after shape checks and logged. batchDevsSet, devsControlBySpace and devControlAll answer one
 * result per device.
 */
export function deviceHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtservice/v1/devControl'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        if (SPACE_PIDS.has(String(body.pid))) return ok(db.spaces.control(user, parseDevControl(body)));
        if (isDeviceDid(db, body)) {
          const { pid, did, cmd } = parseDeviceControl(body);
          const result: DeviceControlResult = { did, command: db.devices.control(user, pid, did, cmd) };
          return ok(result);
        }
        return ok(db.shell.control(user, parseDevControl(body)));
      }),
    ),
    http.post(
      route('/vtservice/v1/batchDevsSet'),
      authed(db, async ({ request, user }) => {
        const { pid, dids, cmd } = parseBatch(await readJson(request));
        return ok(db.devices.batch(user, pid, dids, cmd));
      }),
    ),
    http.post(
      route('/vtservice/v1/devsControlBySpace'),
      authed(db, async ({ request, user }) => {
        const { pid, space, filter, cmd } = parseBySpace(await readJson(request));
        return ok(db.devices.bySpace(user, pid, space, filter ?? {}, cmd));
      }),
    ),
    http.post(
      route('/vtservice/v1/devControlAll'),
      authed(db, async ({ request, user }) => {
        const { pid, store, kind, subtype, cmd } = parseControlAll(await readJson(request));
        return ok(db.devices.all(user, pid, store, kind, subtype, cmd));
      }),
    ),
  ];
}
