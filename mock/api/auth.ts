import { STATUS_SESSION_EXPIRED } from '../../src/api/types.ts';
import type { Database } from './db/Database.ts';
import type { UserRecord } from './db/users.ts';
import { fail, safe, type Resolver, type ResolverInfo } from './envelope.ts';
import { requestIp } from './connection.ts';
import { answering } from './db/core/requestSummary.ts';

export const SESSION_HEADER = 'loginsession';
export const SESSION_EXPIRED_MESSAGE = 'Login expired, please sign in again';

export interface AuthedInfo extends ResolverInfo {
  user: UserRecord;
  /** The session token the request carried. */
  token: string;
}

export { requestIp } from './connection.ts';

/** The live session of a request's `loginsession` header, if any. */
export function sessionOf(db: Database, request: Request): { user: UserRecord; token: string } | undefined {
  const token = request.headers.get(SESSION_HEADER)?.trim();
  if (!token) return undefined;
  const user = db.sessionUser(token);
  return user ? { user, token } : undefined;
}

/** A safe resolver that answers -45592 unless the request carries a live session. */
export function authed(db: Database, resolver: (info: AuthedInfo) => Response | Promise<Response>): Resolver {
  return safe(async (info) => {
    const session = sessionOf(db, info.request);
    if (!session) return fail(STATUS_SESSION_EXPIRED, SESSION_EXPIRED_MESSAGE);
    const user = { ...session.user, ip: requestIp(info.request) };
    return answering(info.request, () => resolver({ ...info, ...session, user }));
  });
}
