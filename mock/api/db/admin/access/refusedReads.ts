import type { BadRequest } from '../../../envelope.ts';
import { fileRefusedRead } from '../../core/access/foreign.ts';
import type { AuditLog } from '../../core/audit.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { Writer } from '../../core/writes.ts';

export const noUser = (userid: string) => keyedRefusal(said(`no such user: ${userid}`, 'admin.refusal.noUser', { userid }));

/**
 * A read of a user who is none of the caller's company (another company's, or nobody): the
 * not-found to throw, filed in the caller's audit and, for another company's user, in theirs.
 */
export function unknownUser(audit: AuditLog, caller: Writer, pid: string, userid: unknown, users: () => ReadonlyArray<{ userid: string; companyid: string }>): BadRequest {
  const refusal = noUser(String(userid));
  const owner = users().find((u) => u.userid === userid)?.companyid;
  fileRefusedRead(audit, caller, { pid, area: 'access', op: 'view', resource: 'user', target: String(userid), refusal }, owner ? [owner] : []);
  return refusal;
}
