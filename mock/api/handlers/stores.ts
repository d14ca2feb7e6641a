import { http, type HttpHandler } from 'msw';
import { STORE_PID, STORE_STATES, type StoreState } from '../../../src/api/admin/storeTypes.ts';
import { authed, authedWrite } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { invalidField, oneOf } from '../db/core/shapeErrors.ts';
import type { UserRecord } from '../db/users.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';

type Writer = UserRecord & { ip?: string };

const writer = (user: Writer) => ({ ...user, ip: user.ip ?? '' });

/**
 * The call is bound to the pid it is sent for: only store-management's page owns stores (-45403
 * otherwise). A write's refusal goes through the audited path (guard); a read's does not.
 */
function bind(db: Database, user: Writer, body: Fields, op?: string): void {
  const pid = requireString(body, 'pid');
  const resource = { type: 'store' as const, id: String(body.did ?? ''), pages: [STORE_PID] };
  if (op) db.writes.guard(writer(user), { pid, needs: 'view', area: 'stores', op, resource });
  else db.access.check(writer(user), pid, 'view', resource);
}

function grade(body: Fields): 0 | 1 | undefined {
  const value = body.grade;
  if (value === undefined || value === null || value === '') return undefined;
  if (value !== 0 && value !== 1) throw invalidField('grade', 'expected 0 (parent business) or 1 (store)', oneOf([0, 1]));
  return value;
}

function state(body: Fields): StoreState | undefined {
  const value = optionalString(body, 'state');
  if (!value) return undefined;
  if (!STORE_STATES.includes(value as StoreState)) throw invalidField('state', `expected ${STORE_STATES.join(' or ')}`, oneOf(STORE_STATES));
  return value as StoreState;
}

/** /sfsaas/api/store/{list,create,update,disable,enable} (src/api/admin/storeTypes.ts lists the shapes). */
export function storeHandlers(db: Database): HttpHandler[] {
  const post = (op: string, answer: (body: Fields, user: Writer & { ip: string }) => unknown) => {
    const resolve: Parameters<typeof authed>[1] = async ({ request, user }) => {
      const body = await readJson(request);
      bind(db, user, body, op === 'list' ? undefined : op);
      return ok(answer(body, writer(user)));
    };
    // A write's refusal before its run (an unreadable body, no did) is audited too.
    return http.post(route(`/sfsaas/api/store/${op}`), op === 'list' ? authed(db, resolve) : authedWrite(db, { area: 'stores', op, resource: 'store', pid: STORE_PID }, resolve));
  };
  const stores = () => db.storeAdmin;
  return [
    post('list', (body, user) => stores().list(user, {
      grade: grade(body), parent: optionalString(body, 'parent'), state: state(body), search: optionalString(body, 'search')?.slice(0, 60), export: body.export === true,
    })),
    post('create', (body, user) => stores().create(user, body.cmd)),
    post('update', (body, user) => stores().update(user, requireString(body, 'did'), body.cmd, { sent: body.version, overwrite: body.overwrite })),
    post('disable', (body, user) => stores().setDisabled(user, requireString(body, 'did'), true)),
    post('enable', (body, user) => stores().setDisabled(user, requireString(body, 'did'), false)),
  ];
}
