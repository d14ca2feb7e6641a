import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { expected, invalidField, missingParameter, oneOf } from '../db/core/shapeErrors.ts';
import { SCREEN_COMMANDS, type ScreenCommand } from '../../../src/api/signage/screenCommandTypes.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';

const OPES = ['getbindscreen', 'transferbind', 'transferwithcreate', 'sendcommand', 'commandresult'] as const;

/** A list of 1 to 50 dids or ids. */
function idsOf(body: Fields, key: string): string[] {
  const value = body[key];
  if (!Array.isArray(value) || value.length === 0 || value.length > 50 || value.some((id) => typeof id !== 'string' || id.trim() === '')) {
    throw invalidField(key, 'expected 1 to 50 ids', expected('list'));
  }
  return [...new Set(value.map((id: string) => id.trim()))];
}

function commandOf(body: Fields): ScreenCommand {
  const cmd = requireString(body, 'cmd');
  if (!(SCREEN_COMMANDS as readonly string[]).includes(cmd)) throw invalidField('cmd', `expected ${SCREEN_COMMANDS.join(', ')}`, oneOf(SCREEN_COMMANDS));
  return cmd as ScreenCommand;
}

/** /vtproxy/castscreen/common?ope=getbindscreen|transferbind|transferwithcreate (screenTypes.ts) and sendcommand|commandresult (screenCommandTypes.ts). */
export function castscreenHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtproxy/castscreen/common'),
      authed(db, async ({ request, user }) => {
        const ope = new URL(request.url).searchParams.get('ope');
        if (ope === null) throw missingParameter('ope');
        const body = await readJson(request);
        const pid = requireString(body, 'pid');
        const desk = db.signage.screens;
        if (ope === 'getbindscreen') return ok(desk.list(user, pid, optionalString(body, 'group') || undefined, (store) => db.access.reachesStore(user, store)));
        if (ope === 'transferbind') {
          const group = body.group === null || body.group === undefined || body.group === '' ? null : requireString(body, 'group');
          return ok(desk.transfer(user, pid, requireString(body, 'screen'), group));
        }
        if (ope === 'transferwithcreate') return ok(desk.createAndBind(user, pid, body));
        const reaches = (store: string) => db.access.reachesStore(user, store);
        if (ope === 'sendcommand') return ok(desk.commands.send(user, pid, idsOf(body, 'screens'), commandOf(body), reaches));
        if (ope === 'commandresult') return ok(desk.commands.results(user, pid, idsOf(body, 'ids'), reaches));
        throw invalidField('ope', `expected ${OPES.join(', ')}`, oneOf(OPES));
      }),
    ),
  ];
}
