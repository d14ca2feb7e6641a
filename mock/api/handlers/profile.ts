import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import { ProfileService } from '../db/admin/profileService.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** /sfsaas/api/user/profile and /password (src/api/admin/profile.ts): one's own nickname, avatar and password. */
export function profileHandlers(db: Database): HttpHandler[] {
  const profile = new ProfileService({
    writes: () => db.writes,
    userById: (userid) => db.accounts.userById(userid),
    endOtherSessions: (userid, keep) => db.accounts.endOtherSessions(userid, keep),
    userInfo: (user, token) => db.accounts.userInfo(user, token),
  });
  return [
    http.post(route('/sfsaas/api/user/profile'), authed(db, async ({ request, user, token }) => ok(profile.update(user, token, await readJson(request))))),
    http.post(route('/sfsaas/api/user/password'), authed(db, async ({ request, user, token }) => ok(profile.changePassword(user, token, await readJson(request))))),
  ];
}
