import type { BadRequest } from '../../../envelope.ts';
import { messageKeyOf } from './refusal.ts';
import type { AuditLog } from '../audit.ts';
import type { Writer } from '../writes.ts';
import type { ResourceRef } from './Access.ts';

/** The companies owning what a refusal answered as not found: the caller learns nothing, the owners are told. */
const owners = new WeakMap<BadRequest, readonly string[]>();

/** Marks a not-found answered for another company's resource (the audited path files it with them too). */
export function foreignNotFound(answer: BadRequest, companies: readonly string[]): BadRequest {
  if (companies.length > 0) owners.set(answer, companies);
  return answer;
}

/** The companies a refusal was about, if it answered another company's resource as not found. */
export function foreignOwners(answer: BadRequest): readonly string[] {
  return owners.get(answer) ?? [];
}

/** What the owners' copy of a refused write names. */
export interface ForeignAttempt {
  pid: string;
  area: Parameters<AuditLog['record']>[1]['area'];
  op: string;
  resource: ResourceRef['type'];
  target: string;
  refusal: BadRequest;
}

/**
 * Files the attempt in each owning company's audit too, under the actor as seen from there
 * (`userid@company`, so the log's per-actor visibility stays one answer per actor).
 */
export function fileWithOwners(audit: AuditLog, user: Writer, attempt: ForeignAttempt, companies: readonly string[]): void {
  for (const company of companies) {
    audit.record({ userid: `${user.userid}@${company}`, username: user.username, ip: user.ip }, {
      pid: attempt.pid, area: attempt.area, action: attempt.op, resource: attempt.resource, target: attempt.target, detail: {},
      outcome: 'refused', message: attempt.refusal.message, messageKey: messageKeyOf(attempt.refusal), company,
    });
  }
}

/** Ids kept in an audit entry to this many characters. */
const TARGET_MAX = 120;

/**
 * A read by id answered as not found (a role, a user, a file): filed in the caller's audit whether
 * the id is another company's or none at all (their own log must not tell which), and in each
 * owning company's audit too.
 */
export function fileRefusedRead(audit: AuditLog, user: Writer, attempt: ForeignAttempt, companies: readonly string[]): void {
  const target = attempt.target.slice(0, TARGET_MAX);
  audit.record(user, {
    pid: attempt.pid, area: attempt.area, action: attempt.op, resource: attempt.resource, target, detail: {},
    outcome: 'refused', message: attempt.refusal.message.slice(0, 500), messageKey: messageKeyOf(attempt.refusal),
  });
  fileWithOwners(audit, user, { ...attempt, target }, companies);
}
