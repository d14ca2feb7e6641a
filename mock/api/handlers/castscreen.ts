import { http, type HttpHandler } from 'msw';
import { auditedWrite, authed, type AuthedInfo, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { expected, invalidField, missingParameter, oneOf } from '../db/core/shapeErrors.ts';
import { SCREEN_COMMANDS, type ScreenCommand } from '../../../src/api/signage/screenCommandTypes.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';

const OPES = ['getbindscreen', 'transferbind', 'transferwithcreate', 'sendcommand', 'commandresult'] as const;

/** The opes that only read: any other (an unknown one too) is a write, its refusals audited. */
const READS: ReadonlySet<string | null> = new Set(['getbindscreen', 'commandresult']);

/** A write's operation in the audit: a screen command, a screen's binding or creation. */
function castscreenWrite(ope: string | null): WriteEndpoint {
  const command = (body: Record<string, unknown> | undefined) => (SCREEN_COMMANDS as readonly unknown[]).includes(body?.cmd) ? `screen-${String(body?.cmd)}` : 'set';
  if (ope === 'sendcommand') return { area: 'command', op: command, resource: 'screen' };
  return { area: 'records', op: ope === 'transferwithcreate' ? 'screen-create' : ope === 'transferbind' ? 'screen-bind' : 'set', resource: 'screen' };
}

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

/** One castscreen call answered (its reads and writes checked by the signage domain). */
async function answer(db: Database, { request, user }: AuthedInfo, ope: string | null): Promise<Response> {
  if (ope === null) throw missingParameter('ope');
  const body = await readJson(request);
  const pid = requireString(body, 'pid');
  const desk = db.signage.screens;
  const reaches = (store: string) => db.access.reachesStore(user, store);
  if (ope === 'getbindscreen') return ok(desk.list(user, pid, optionalString(body, 'group') || undefined, reaches));
  if (ope === 'transferbind') {
    const group = body.group === null || body.group === undefined || body.group === '' ? null : requireString(body, 'group');
    return ok(desk.transfer(user, pid, requireString(body, 'screen'), group));
  }
  if (ope === 'transferwithcreate') return ok(desk.createAndBind(user, pid, body));
  if (ope === 'sendcommand') return ok(desk.commands.send(user, pid, idsOf(body, 'screens'), commandOf(body), reaches));
  if (ope === 'commandresult') return ok(desk.commands.results(user, pid, idsOf(body, 'ids'), reaches));
  throw invalidField('ope', `expected ${OPES.join(', ')}`, oneOf(OPES));
}

/** /vtproxy/castscreen/common?ope=getbindscreen|transferbind|transferwithcreate (screenTypes.ts) and sendcommand|commandresult (screenCommandTypes.ts). */
export function castscreenHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtproxy/castscreen/common'),
      authed(db, (info) => {
        const ope = new URL(info.request.url).searchParams.get('ope');
        return READS.has(ope) ? answer(db, info, ope) : auditedWrite(db, castscreenWrite(ope), info, () => answer(db, info, ope));
      }),
    ),
  ];
}
