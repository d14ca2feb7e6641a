import { http, type HttpHandler } from 'msw';
import { ACCESS_PIDS, STAFF_STATES, type StaffInput, type StaffScope, type StaffState } from '../../../src/api/access/types.ts';
import { STAFF_RULES } from '../../../src/api/access/rules.ts';
import { PAGE_ACTIONS, type PageAction } from '../../../src/api/pageConfig.ts';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import type { UserRecord } from '../db/users.ts';
import { FieldErrors } from '../db/core/fieldErrors.ts';
import { textBy } from '../db/core/ruleChecks.ts';
import { invalidField, oneOf } from '../db/core/shapeErrors.ts';
import { BadRequest, ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';

type Writer = UserRecord & { ip?: string };

const READS: ReadonlySet<string> = new Set(['queryroles', 'perms', 'effective', 'holders']);

/** The version a form's save was made on, and whether it overwrites a newer one on purpose (issue 36 item 2). */
const sentVersion = (body: Fields) => ({ sent: body.version, overwrite: body.overwrite });

/** A list of strings from the body (tree keys, roles). */
function strings(body: Fields, key: string, required = true): string[] {
  const value = body[key];
  if (value === undefined && !required) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw invalidField(key, 'expected a list of strings');
  return value as string[];
}

/** The caller as the core's write path sees them (the request's pid is the page it checks). */
const writer = (user: Writer) => ({ ...user, role: user.role, ip: user.ip ?? '' });

const ROLES_PAGE = ACCESS_PIDS.roles;
const STAFF_PAGE = ACCESS_PIDS.staff;

/**
 * Every call is bound to the pid it is sent for: the core refuses (-45403) a page that does not
 * own roles or users. A write's refusal goes through the audited path (guard); a read's does not.
 */
function bind(db: Database, user: Writer, body: Fields, owner: string, type: 'role' | 'user', op?: string): void {
  const pid = requireString(body, 'pid');
  const resource = { type, id: String(body.role ?? body.userid ?? ''), pages: [owner] };
  if (op) db.writes.guard(writer(user), { pid, needs: 'view', area: 'access', op, resource });
  else db.access.check(writer(user), pid, 'view', resource);
}

/**
 * Answers a write; a refusal the audited path did not record (a body that does not parse, a check
 * made before the write) is recorded here, so every refused write is on record exactly once.
 */
function audited(db: Database, user: Writer, body: Fields, type: 'role' | 'user', op: string, answer: () => unknown): unknown {
  const recorded = db.audit.size;
  try {
    return answer();
  } catch (error) {
    if (!(error instanceof BadRequest) || db.audit.size !== recorded) throw error;
    const resource = { type, id: String(body.role ?? body.from ?? body.userid ?? ''), pages: [type === 'role' ? ROLES_PAGE : STAFF_PAGE] };
    return db.writes.run(writer(user), { pid: String(body.pid), area: 'access', op, resource }, () => {
      throw error;
    });
  }
}

/** The fields an edit sends (each optional; a sent name is checked by the staff form's book). */
function staffPatch(body: Fields): Partial<StaffInput> {
  const cmd = (body.cmd && typeof body.cmd === 'object' && !Array.isArray(body.cmd) ? body.cmd : {}) as Fields;
  const errors = new FieldErrors();
  const name = cmd.name === undefined ? undefined : textBy(errors, cmd.name, 'cmd.name', STAFF_RULES.name);
  errors.check();
  return {
    ...(name !== undefined ? { name } : {}),
    ...(cmd.roles !== undefined ? { roles: strings(cmd, 'roles') } : {}),
    ...(cmd.scope !== undefined ? { scope: cmd.scope as StaffScope } : {}),
    // '' is "no organization"; a left-out organization stays as it is.
    ...(typeof cmd.organization === 'string' ? { organization: cmd.organization.trim() } : {}),
  };
}

function staffInput(body: Fields): StaffInput {
  const cmd = body.cmd;
  if (!cmd || typeof cmd !== 'object' || Array.isArray(cmd)) throw invalidField('cmd', 'expected an object');
  const fields = cmd as Fields;
  // The invitation form's book (src/api/access/rules.ts): each text field named as the body has it.
  const errors = new FieldErrors();
  const username = textBy(errors, fields.username, 'cmd.username', STAFF_RULES.username);
  const name = textBy(errors, fields.name, 'cmd.name', STAFF_RULES.name);
  errors.check();
  return {
    username: username ?? '',
    name: name ?? '',
    roles: strings(fields, 'roles', false),
    scope: fields.scope as StaffScope,
    organization: typeof fields.organization === 'string' && fields.organization ? fields.organization : undefined,
  };
}

/** /sfsaas/api/rolev2/* and queryroles: the role book's roles (src/api/access/types.ts lists the shapes). */
function roleHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: Writer) => unknown) =>
    http.post(route(path), authed(db, async ({ request, user }) => {
      const body = await readJson(request);
      const op = path.split('/').pop() ?? '';
      bind(db, user, body, ROLES_PAGE, 'role', READS.has(op) ? undefined : op);
      return ok(READS.has(op) ? answer(body, writer(user)) : audited(db, user, body, 'role', op, () => answer(body, writer(user))));
    }));
  const roles = () => db.admin.roles;
  return [
    post('/sfsaas/api/user/queryroles', (_, user) => roles().list(user)),
    post('/sfsaas/api/rolev2/perms', (body, user) => roles().perms(user, body.role)),
    post('/sfsaas/api/rolev2/grant', (body, user) => roles().grant(user, body.role, strings(body, 'checked'), strings(body, 'halfChecked', false), sentVersion(body))),
    post('/sfsaas/api/rolev2/create', (body, user) => roles().create(user, body.title)),
    post('/sfsaas/api/rolev2/clone', (body, user) => roles().clone(user, body.role, body.title)),
    post('/sfsaas/api/rolev2/rename', (body, user) => roles().rename(user, body.role, body.title, sentVersion(body))),
    post('/sfsaas/api/rolev2/disable', (body, user) => roles().setDisabled(user, body.role, true)),
    post('/sfsaas/api/rolev2/enable', (body, user) => roles().setDisabled(user, body.role, false)),
    post('/sfsaas/api/rolev2/transfer', (body, user) => roles().transfer(user, body.from, body.to)),
    post('/sfsaas/api/rolev2/delete', (body, user) => roles().delete(user, body.role, body.replacement)),
    post('/sfsaas/api/rolev2/effective', (body, user) => roles().effective(user, requireString(body, 'userid'))),
    post('/sfsaas/api/rolev2/holders', (body, user) => {
      const action = requireString(body, 'action') as PageAction;
      if (!PAGE_ACTIONS.includes(action)) throw invalidField('action', `expected ${PAGE_ACTIONS.join(', ')}`, oneOf(PAGE_ACTIONS));
      return roles().holders(user, requireString(body, 'page'), action);
    }),
  ];
}

/** /sfsaas/api/user/list|create|update (info: user.ts hands a body with a userid here). */
function staffHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: Writer) => unknown) =>
    http.post(route(path), authed(db, async ({ request, user }) => {
      const body = await readJson(request);
      const op = path.split('/').pop() ?? '';
      bind(db, user, body, STAFF_PAGE, 'user', op === 'list' ? undefined : op);
      return ok(op === 'list' ? answer(body, writer(user)) : audited(db, user, body, 'user', op, () => answer(body, writer(user))));
    }));
  const staff = () => db.admin.staff;
  return [
    post('/sfsaas/api/user/list', (body, user) => {
      const state = optionalString(body, 'state');
      if (state && !STAFF_STATES.includes(state as StaffState)) throw invalidField('state', `expected ${STAFF_STATES.join(' or ')}`, oneOf(STAFF_STATES));
      return staff().list(user, { search: optionalString(body, 'search')?.slice(0, 60), role: optionalString(body, 'role'), state: (state || undefined) as StaffState | undefined });
    }),
    post('/sfsaas/api/user/create', (body, user) => staff().create(user, staffInput(body))),
    post('/sfsaas/api/user/update', (body, user) => {
      const act = requireString(body, 'act');
      return act === 'set' ? staff().update(user, requireString(body, 'userid'), act, staffPatch(body), sentVersion(body)) : staff().update(user, requireString(body, 'userid'), act);
    }),
  ];
}

/** A staff member's record for /sfsaas/api/user/info when the body names one (else: the session's own info). */
export function staffInfo(db: Database, user: Writer, body: Fields): unknown {
  bind(db, user, body, STAFF_PAGE, 'user');
  return db.admin.staff.info(writer(user), requireString(body, 'userid'));
}

/** Administration of roles and staff over the one role book. */
export function accessAdminHandlers(db: Database): HttpHandler[] {
  return [...roleHandlers(db), ...staffHandlers(db)];
}
