import type { PageAction } from '../../../../src/api/pageConfig.ts';
import { BadRequest } from '../../envelope.ts';
import type { Access, AccessUser, ResourceRef } from './access/Access.ts';
import { messageKeyOf } from './access/refusal.ts';
import { fileRefusedRead, fileWithOwners, foreignOwners } from './access/foreign.ts';
import type { AuditActor, AuditArea, AuditLog } from './audit.ts';
import { boundedDetail, currentBody, requestBody } from './requestSummary.ts';
import { Versions } from './versions.ts';

/** A refusal's message is kept to this many characters (some repeat what was sent). */
const MESSAGE_MAX = 500;
/** A page id or resource id read from a refused body is kept to this many characters. */
const ID_MAX = 120;

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
  /** Refusals already audited, so a step around a write does not audit them twice. */
  private readonly audited = new WeakSet<BadRequest>();

  /** The editable records' versions (issue 36 item 2): a save checks and moves them inside its run. */
  readonly versions: Versions;

  constructor(
    readonly access: Access,
    readonly audit: AuditLog,
    now: () => number = Date.now,
  ) {
    this.versions = new Versions(now);
  }

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

  /**
   * A write's steps before `run` (reading and checking its body), inside the audited path: a
   * refusal they throw is audited as a refusal of `spec`; one `run` audited already is not again.
   * The step may be async; `spec` a function when it is read from the body (it must not throw).
   */
  checked<T>(user: Writer, spec: WriteSpec | (() => WriteSpec), step: () => T): T {
    const refuse = (error: unknown): never => {
      if (error instanceof BadRequest && !this.audited.has(error)) {
        const known = typeof spec === 'function' ? spec() : spec;
        this.refused(user, known, this.resourceOf(known), null, error);
      }
      throw error;
    };
    try {
      const out = step();
      return (out instanceof Promise ? out.catch(refuse) : out) as T;
    } catch (error) {
      return refuse(error);
    }
  }

  /** The spec's resource, or none when reading it is what was refused. */
  private resourceOf(spec: WriteSpec): ResourceRef {
    try {
      return typeof spec.resource === 'function' ? spec.resource() : spec.resource;
    } catch {
      return { type: '', id: '' };
    }
  }

  /**
   * A read refused with the keyed not-found of a store (another company's, or one that exists
   * nowhere: the caller's own log must not tell them apart): filed as the caller's refused read,
   * and in the owning company's audit too (issue 35 item 1). A write's refusal was audited already.
   */
  refusedRead(user: Writer, error: BadRequest): void {
    const result = error.result as { messageKey?: unknown; values?: { kind?: unknown; id?: unknown } } | null;
    if (this.audited.has(error) || result?.messageKey !== 'request.notFound' || result.values?.kind !== 'store') return;
    this.audited.add(error);
    const body = currentBody() as { pid?: unknown } | undefined;
    const pid = typeof body?.pid === 'string' ? body.pid.slice(0, ID_MAX) : '';
    fileRefusedRead(this.audit, user, { pid, area: 'stores', op: 'view', resource: 'store', target: String(result.values.id), refusal: error }, foreignOwners(error));
  }

  /** Only the access check of a write made of several (a batch): audited when refused. */
  guard(user: Writer, spec: WriteSpec): void {
    this.run(user, spec, () => ({ answer: undefined, audit: false }));
  }

  /**
   * A refused write: nothing changed, so after is before. What was sent is kept bounded (a
   * summary, its byte length and SHA-256), never whole: any caller may send megabytes.
   */
  private refused(user: Writer, spec: WriteSpec, resource: ResourceRef, before: unknown, error: BadRequest): void {
    this.audited.add(error);
    const request = requestBody();
    const detail = boundedDetail(spec.detail ?? {});
    this.audit.record(user, {
      pid: spec.pid.slice(0, ID_MAX), area: spec.area, action: spec.op, resource: resource.type, target: resource.id.slice(0, ID_MAX), detail: request ? { ...detail, request } : detail,
      before, after: before, outcome: 'refused', message: error.message.slice(0, MESSAGE_MAX), messageKey: messageKeyOf(error),
    });
    const attempt = { pid: spec.pid.slice(0, ID_MAX), area: spec.area, op: spec.op, resource: resource.type, target: resource.id.slice(0, ID_MAX), refusal: error };
    fileWithOwners(this.audit, user, attempt, foreignOwners(error));
  }
}
