import type { PageAction } from '../../../../src/api/pageConfig.ts';
import { BadRequest } from '../../envelope.ts';
import type { Access, AccessUser, ResourceRef } from './access/Access.ts';
import { messageKeyOf } from './access/refusal.ts';
import type { AuditActor, AuditArea, AuditLog } from './audit.ts';

/** Whoever writes: a user of the role book, with the request's address. */
export type Writer = AccessUser & AuditActor;

/** A write as the audit and the access check see it. */
export interface WriteSpec {
  pid: string;
  /** The page action it needs ('add', 'edit', 'delete', 'control', 'export'…); none: a call without a pid, checked by its domain. */
  needs?: PageAction;
  area: AuditArea;
  /** What the audit calls it ('create', 'void', 'set'…). */
  op: string;
  /** What it touches; a function when reading it from the body may itself be refused. */
  resource: ResourceRef | (() => ResourceRef);
  detail?: Record<string, unknown>;
  /** The resource as it is before the write (read after the access check). */
  before?: () => unknown;
}

/** What a write did: its answer, and for the audit the did it created, the resource after (default: the answer), its message. */
export interface WriteDone<T> {
  answer: T;
  target?: string;
  after?: unknown;
  detail?: Record<string, unknown>;
  message?: string;
  /** False: the parts are audited one by one, not the whole. */
  audit?: boolean;
}

/**
 * The one audited write path of the world: access (action, page owns the resource, scope reaches
 * its store), then the work, then one audit entry with before and after, accepted or refused.
 */
export class Writes {
  constructor(
    readonly access: Access,
    readonly audit: AuditLog,
  ) {}

  run<T>(user: Writer, spec: WriteSpec, work: () => WriteDone<T>): T {
    let resource: ResourceRef = { type: '', id: '' };
    let before: unknown = null;
    try {
      resource = typeof spec.resource === 'function' ? spec.resource() : spec.resource;
      if (spec.needs) this.access.check(user, spec.pid, spec.needs, resource);
      before = spec.before?.() ?? null;
      const done = work();
      if (done.audit !== false) this.audit.record(user, {
        pid: spec.pid, area: spec.area, action: spec.op, resource: resource.type, target: done.target ?? resource.id,
        detail: done.detail ?? spec.detail ?? {}, before, after: done.after === undefined ? (done.answer ?? null) : done.after, outcome: 'ok', message: done.message ?? '',
      });
      return done.answer;
    } catch (error) {
      if (error instanceof BadRequest) this.refused(user, spec, resource, before, error);
      throw error;
    }
  }

  /** Only the access check of a write made of several (a batch): audited when refused. */
  guard(user: Writer, spec: WriteSpec): void {
    this.run(user, spec, () => ({ answer: undefined, audit: false }));
  }

  /** A refused write: nothing changed, so after is before. */
  private refused(user: Writer, spec: WriteSpec, resource: ResourceRef, before: unknown, error: BadRequest): void {
    this.audit.record(user, {
      pid: spec.pid, area: spec.area, action: spec.op, resource: resource.type, target: resource.id, detail: spec.detail ?? {},
      before, after: before, outcome: 'refused', message: error.message, messageKey: messageKeyOf(error),
    });
  }
}
