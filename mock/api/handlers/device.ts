import { http, type HttpHandler } from 'msw';
import { SPACE_PIDS, type DeviceControlResult } from '../../../src/api/devices/types.ts';
import { authedWrite, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { parseBatch, parseBySpace, parseControlAll, parseDeviceControl } from '../db/devices/parse.ts';
import { parseDevControl } from '../db/core/tables/parse.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** What a device command is in the audit (DeviceWorld's writes). */
const COMMAND: WriteEndpoint = { area: 'command', op: 'set', resource: 'device' };

const ACTS: readonly string[] = ['create', 'set', 'delete'];

/** What a devControl is in the audit, by its pid: a space's write, a shell table's record, or a device command. */
function devControlEndpoint(db: Database): WriteEndpoint {
  const pathOf = (body: Record<string, unknown> | undefined) => {
    const pid = String(body?.pid ?? '');
    if (SPACE_PIDS.has(pid)) return 'space';
    return !db.access.book.page(pid) && db.shell.tables.get(pid) ? 'records' : 'command';
  };
  const act = (body: Record<string, unknown> | undefined) => (ACTS.includes(String(body?.act)) ? String(body?.act) : 'set');
  return {
    area: pathOf,
    op: (body) => (pathOf(body) === 'command' ? 'set' : act(body)),
    resource: (body) => ({ space: 'space', records: 'record', command: 'device' } as const)[pathOf(body)],
  };
}

/**
 * /vtservice/v1/*: devControl on a space pid (SPACE_PIDS) writes the space tree; on a writable
 * table's pid (habits, bookmarks) it creates, sets or deletes the user's own records; on any other
 * pid it is a command to a device (the answer carries the command, 'sent'), which the role book
 * and the simulator answer: a pid the book does not know, a role without control and a did of no
 * device are refused, never accepted blind. batchDevsSet, devsControlBySpace and devControlAll
 * answer one result per device.
 */
export function deviceHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtservice/v1/devControl'),
      // Its three paths (spaces, shell tables, devices) audit their own refusals; one before them (the body) is audited too.
      authedWrite(db, devControlEndpoint(db), async ({ request, user }) => {
        const body = await readJson(request);
        if (SPACE_PIDS.has(String(body.pid))) return ok(db.spaces.control(user, parseDevControl(body)));
        // A page of the role book commands devices (checked by the book); the shell's own tables keep records.
        if (!db.access.book.page(String(body.pid)) && db.shell.tables.get(String(body.pid))) return ok(db.shell.control(user, parseDevControl(body)));
        const { pid, did, cmd } = parseDeviceControl(body);
        const result: DeviceControlResult = { did, command: db.devices.control(user, pid, did, cmd) };
        return ok(result);
      }),
    ),
    // A batch command refused before its run (an unreadable body, a bad field) is audited too.
    http.post(
      route('/vtservice/v1/batchDevsSet'),
      authedWrite(db, COMMAND, async ({ request, user }) => {
        const { pid, dids, cmd } = parseBatch(await readJson(request));
        return ok(db.devices.batch(user, pid, dids, cmd));
      }),
    ),
    http.post(
      route('/vtservice/v1/devsControlBySpace'),
      authedWrite(db, COMMAND, async ({ request, user }) => {
        const { pid, space, filter, cmd } = parseBySpace(await readJson(request));
        return ok(db.devices.bySpace(user, pid, space, filter ?? {}, cmd));
      }),
    ),
    http.post(
      route('/vtservice/v1/devControlAll'),
      authedWrite(db, COMMAND, async ({ request, user }) => {
        const { pid, store, kind, subtype, cmd } = parseControlAll(await readJson(request));
        return ok(db.devices.all(user, pid, store, kind, subtype, cmd));
      }),
    ),
  ];
}
