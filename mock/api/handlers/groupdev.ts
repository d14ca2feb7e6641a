import { http, type HttpHandler } from 'msw';
import type { CommandResults } from '../../../src/api/devices/types.ts';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { parseCommandIds, parseConfigPointQuery, parseDeviceQuery, parseMeterQuery } from '../db/devices/parse.ts';
import { ok } from '../envelope.ts';
import { requireString, readJson, route } from '../request.ts';
import { invalidField } from '../db/core/shapeErrors.ts';

/**
 * /bwp/v1/getgroupdev by `type`: 'devices' (default) a store's devices with live values;
 * 'commands' the commands of a batch by id; 'meters' the energy meters of a space, live;
 * 'config-points' a system type's configured points, live; 'overview' a parent business's stores in figures.
 */
export function groupDevHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/bwp/v1/getgroupdev'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        const type = body.type ?? 'devices';
        if (type === 'devices') return ok(db.devices.list(user, parseDeviceQuery(body)));
        if (type === 'commands') {
          const answer: CommandResults = { commands: db.devices.commandResults(user, parseCommandIds(body)) };
          return ok(answer);
        }
        if (type === 'meters') return ok(db.devices.meters(user, parseMeterQuery(body)));
        if (type === 'config-points') return ok(db.devices.configPoints(user, parseConfigPointQuery(body)));
        if (type === 'overview') return ok(db.deviceDomain.overview(user, requireString(body, 'parentbusiness')));
        throw invalidField('type', 'expected devices, commands, meters, config-points or overview');
      }),
    ),
  ];
}
