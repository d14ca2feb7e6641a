import type { BadRequest } from '../../../envelope.ts';
import { messageKeyOf } from '../../core/access/refusal.ts';
import type { Writer, Writes } from '../../core/writes.ts';

/** A write that named a resource of other companies: what the refusal filed in the caller's audit said. */
export interface ForeignProbe {
  pid: string;
  op: string;
  resource: 'role' | 'user';
  target: string;
  /** The companies owning a resource of that key (never the caller's). */
  owners: readonly string[];
  refusal: BadRequest;
}

/**
 * Files the attempt in each owning company's audit too, under the actor as seen from there
 * (`userid@company`, so the log's per-actor visibility stays one answer per actor). The caller was
 * answered as if the key existed nowhere; the owners learn that someone tried.
 */
export function fileWithOwners(writes: Writes, user: Writer, probe: ForeignProbe): void {
  for (const company of probe.owners) {
    writes.audit.record({ userid: `${user.userid}@${company}`, username: user.username, ip: user.ip }, {
      pid: probe.pid, area: 'access', action: probe.op, resource: probe.resource, target: probe.target, detail: {},
      outcome: 'refused', message: probe.refusal.message, messageKey: messageKeyOf(probe.refusal), company,
    });
  }
}
