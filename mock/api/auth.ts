import { STATUS_SESSION_EXPIRED } from '../../src/api/types.ts';
import type { Database } from './db/Database.ts';
import type { UserRecord } from './db/users.ts';
import { BadRequest, fail, safe, type Resolver, type ResolverInfo } from './envelope.ts';
import { requestIp } from './connection.ts';
import type { AuditArea } from './db/core/audit.ts';
import { answering, currentBody } from './db/core/requestSummary.ts';
import type { WriteSpec } from './db/core/writes.ts';
import type { ResourceKind } from './db/core/resourceKinds.ts';

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
  const user = db.accounts.sessionUser(token);
  return user ? { user, token } : undefined;
}

/** A safe resolver that answers -45592 unless the request carries a live session. */
export function authed(db: Database, resolver: (info: AuthedInfo) => Response | Promise<Response>): Resolver {
  return safe(async (info) => {
    const session = sessionOf(db, info.request);
    if (!session) return fail(STATUS_SESSION_EXPIRED, SESSION_EXPIRED_MESSAGE);
    const user = { ...session.user, ip: requestIp(info.request) };
    return answering(info.request, async () => {
      try {
        return await resolver({ ...info, ...session, user });
      } catch (error) {
        // A store read by id and not found is filed, with its owners too (writes were audited already).
        if (error instanceof BadRequest) db.writes.refusedRead(user, error);
        throw error;
      }
    });
  });
}

/** A part of an endpoint's audit entry, or how the body names it (read when a refusal is audited). */
type FromBody<T> = T | ((body: Record<string, unknown> | undefined) => T);

/** What a write endpoint is for the audit: its area, its operation, the kind of resource (its id: the body's or the query's `did`). */
export interface WriteEndpoint {
  area: FromBody<AuditArea>;
  /** The operation, or how the body names it (an `act`). */
  op: FromBody<string>;
  resource: FromBody<ResourceKind | ''>;
  /** The page when neither the body nor the query names it. */
  pid?: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An operation named by the body's `act` (`contract-sign`), kept short and plain whatever was sent. */
export const opByAct = (prefix: string) => (body: Record<string, unknown> | undefined): string => {
  const act = textOf(body?.act);
  return `${prefix}-${/^[A-Za-z-]{1,20}$/.test(act) ? act : 'set'}`;
};

/** The write's spec as far as the body (read or not) tells it, else the address's query (an upload, a delete). */
function specOf(endpoint: WriteEndpoint, request: Request): WriteSpec {
  const body = currentBody() as Record<string, unknown> | undefined;
  const query = new URL(request.url).searchParams;
  const pid = textOf(body?.pid) || query.get('pid') || endpoint.pid || '';
  const read = <T>(part: FromBody<T>): T => (typeof part === 'function' ? (part as (body: Record<string, unknown> | undefined) => T)(body) : part);
  return { pid, area: read(endpoint.area), op: read(endpoint.op), resource: { type: read(endpoint.resource), id: textOf(body?.did) || (query.get('did') ?? '') } };
}

/**
 * `authed` for a write: whatever refuses it before its audited run (an unreadable body, a missing
 * or bad field) is audited as a refusal of it too; a refusal the run audited is not again.
 */
export function authedWrite(db: Database, endpoint: WriteEndpoint, resolver: (info: AuthedInfo) => Response | Promise<Response>): Resolver {
  return authed(db, (info) => auditedWrite(db, endpoint, info, () => resolver(info)));
}

/** Inside an `authed` resolver that serves reads and writes at one address: a write's step, its refusals audited as `authedWrite`'s. */
export function auditedWrite<T>(db: Database, endpoint: WriteEndpoint, info: AuthedInfo, step: () => T): T {
  return db.writes.checked(info.user, () => specOf(endpoint, info.request), step);
}
