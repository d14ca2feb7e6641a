import { http, type HttpHandler } from 'msw';
import { STATUS_PASSWORD_CHANGE, type PermanentToken } from '../../../src/api/types.ts';
import { PERSONAL_PID } from '../../../src/api/admin/profileTypes.ts';
import { authed, requestIp } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import type { UserRecord } from '../db/users.ts';
import { ok, safe } from '../envelope.ts';
import { staffInfo } from './accessAdmin.ts';
import { subAppsFor } from '../db/subapps.ts';
import { readJson, requireParam, requireString, route } from '../request.ts';
import { fieldRefusal, oneOf } from '../db/core/shapeErrors.ts';
import { keyedRefusal, said } from '../db/core/said.ts';

/** Cookie the token login sets, as the real server does (spec §7). */
export const AUTH_COOKIE = 'cem_auth';

/** How a session began, as the audit names it. */
type SignInMethod = 'password' | 'token' | 'partner' | 'cmi' | 'encrypted-token';

/** Sign-ins and sign-outs land in the world's audit log (the personal centre lists one's own). */
function auditSession(db: Database, user: UserRecord, ip: string, action: 'sign-in' | 'sign-out', method?: SignInMethod): void {
  db.audit.record({ userid: user.userid, username: user.username, ip }, { pid: '', area: 'session', action, resource: 'session', target: user.userid, detail: method ? { method } : {}, outcome: 'ok', message: '' });
}

function signIn(db: Database, request: Request, user: UserRecord, method: SignInMethod, init?: ResponseInit): Response {
  const session = db.accounts.createSession(user.userid);
  auditSession(db, user, requestIp(request), 'sign-in', method);
  return ok(db.accounts.userInfo(user, session.token), init);
}

/** The third-party entry (spec §5): which credential failed is named in the message. */
function thirdPartyUser(db: Database, url: URL): { user: UserRecord; method: SignInMethod } {
  const type = requireParam(url, 'type');
  if (type === 'partner') {
    const user = db.accounts.userForPartnerTicket(requireParam(url, 'ticket'));
    if (!user) throw keyedRefusal(said('Invalid partner ticket', 'auth.refusal.partnerTicket'));
    return { user, method: 'partner' };
  }
  if (type === 'cmi') {
    const result = db.accounts.cmiLogin(requireParam(url, 'clientId'), requireParam(url, 'code'));
    if ('error' in result) throw result.error === 'clientId' ? keyedRefusal(said('Unknown cmi clientId', 'auth.refusal.cmiClient')) : keyedRefusal(said('Invalid cmi code', 'auth.refusal.cmiCode'));
    return { user: result.user, method: 'cmi' };
  }
  if (type === 'token') {
    const user = db.accounts.userForEncryptedToken(requireParam(url, 'token'));
    if (!user) throw keyedRefusal(said('Invalid encrypted token', 'auth.refusal.encryptedToken'));
    return { user, method: 'encrypted-token' };
  }
  throw fieldRefusal(`unsupported type: ${type} (expected partner, cmi or token)`, 'type', oneOf(['partner', 'cmi', 'token']));
}

/** /sfsaas/api/user/*: sign-in variants, session info, tokens and sub-apps. */
export function userHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/sfsaas/api/user/login'),
      safe(async ({ request }) => {
        const body = await readJson(request);
        const user = db.accounts.verifyCredentials(requireString(body, 'username'), requireString(body, 'password', false));
        if (!user) throw keyedRefusal(said('Invalid username or password', 'auth.refusal.credentials'));
        // A one-time password opens no session: it only sets the user's own (user/firstpassword).
        if (user.mustChangePassword) throw keyedRefusal(said('Set your own password first: a one-time password only signs in to change it', 'auth.refusal.passwordChange'), STATUS_PASSWORD_CHANGE);
        return signIn(db, request, user, 'password');
      }),
    ),
    http.post(
      route('/sfsaas/api/user/firstpassword'),
      safe(async ({ request }) => {
        const body = await readJson(request);
        const oneTime = requireString(body, 'password', false);
        const user = db.accounts.verifyCredentials(requireString(body, 'username'), oneTime);
        if (!user) throw keyedRefusal(said('Invalid username or password', 'auth.refusal.credentials'));
        const next = typeof body.next === 'string' ? body.next : '';
        const writer = { ...user, ip: requestIp(request) };
        // Audited as the personal centre's password change is; the values never enter the log.
        db.writes.run(writer, { pid: PERSONAL_PID, area: 'account', op: 'password', resource: { type: 'user', id: user.userid }, detail: { firstSignIn: true } }, () => {
          db.accounts.setOwnPassword(user, oneTime, next);
          return { answer: null, after: null };
        });
        return signIn(db, request, user, 'password');
      }),
    ),
    http.post(
      route('/sfsaas/api/user/tokenlogin'),
      safe(async ({ request }) => {
        const body = await readJson(request);
        const user = db.accounts.userForPermanentToken(requireString(body, 'token'));
        if (!user) throw keyedRefusal(said('Invalid or expired token', 'auth.refusal.permanentToken'));
        const session = db.accounts.createSession(user.userid);
        auditSession(db, user, requestIp(request), 'sign-in', 'token');
        return ok(db.accounts.userInfo(user, session.token), {
          headers: { 'Set-Cookie': `${AUTH_COOKIE}=${session.token}; Path=/; HttpOnly; SameSite=Lax` },
        });
      }),
    ),
    http.get(
      route('/sfsaas/api/user/thirdlogin'),
      safe(({ request }) => {
        const { user, method } = thirdPartyUser(db, new URL(request.url));
        return signIn(db, request, user, method);
      }),
    ),
    http.post(
      route('/sfsaas/api/user/logout'),
      authed(db, async ({ request, token, user }) => {
        await readJson(request, true);
        db.accounts.endSession(token);
        auditSession(db, user, user.ip ?? requestIp(request), 'sign-out');
        return ok(null);
      }),
    ),
    http.post(
      route('/sfsaas/api/user/info'),
      authed(db, async ({ request, user, token }) => {
        const body = await readJson(request, true);
        // With a userid: a staff member's record for administration (bound to its page).
        if (body.userid !== undefined) return ok(staffInfo(db, user, body));
        return ok(db.accounts.userInfo(user, token));
      }),
    ),
    http.get(
      route('/sfsaas/api/user/token'),
      authed(db, ({ request, user }) => {
        const attr = requireParam(new URL(request.url), 'attr');
        if (attr !== 'permanent') throw fieldRefusal(`unsupported attr: ${attr} (expected permanent)`, 'attr', oneOf(['permanent']));
        const answer: PermanentToken = { token: db.accounts.issuePermanentToken(user.userid) };
        return ok(answer);
      }),
    ),
    http.post(
      route('/sfsaas/api/user/minimodule'),
      authed(db, async ({ request, user }) => {
        await readJson(request, true);
        return ok(subAppsFor(structuredClone(db.core.data.subApps), user.userid));
      }),
    ),
  ];
}
