import { HttpResponse } from 'msw';
import type { Envelope } from '../../src/api/types.ts';

/** Status of every ordinary failure of the mock (bad input, wrong credentials…). */
export const STATUS_FAIL = -1;

/**
 * A failure the client caused; `safe` turns it into fail(status, message, result) with HTTP 200.
 * `result` carries details a client can act on (per-field validation errors), else null.
 */
export class BadRequest extends Error {
  readonly status: number;
  readonly result: unknown;

  constructor(message: string, status: number = STATUS_FAIL, result: unknown = null) {
    super(message);
    this.name = 'BadRequest';
    this.status = status;
    this.result = result;
  }
}

/** Success envelope: HTTP 200, status 0. */
export function ok<T>(result: T, init?: ResponseInit): Response {
  const body: Envelope<T> = { status: 0, message: 'ok', result };
  return HttpResponse.json(body, init);
}

/** Failure envelope: HTTP 200 with a non-zero status, as the real server answers. */
export function fail(status: number, message: string, result: unknown = null): Response {
  const body: Envelope<unknown> = { status, message, result };
  return HttpResponse.json(body);
}

/** The header of an answer whose handler threw a bug: tests (the spoiled-input run) count it as a crash. */
export const BUG_HEADER = 'x-mock-bug';

/**
 * A bug in the mock: still an answer people can read (status -1 with the key request.internalError,
 * HTTP 200 like every refusal), flagged by BUG_HEADER and logged so it is not hidden.
 */
export function internalError(error: unknown): Response {
  const reason = error instanceof Error ? error.message : String(error);
  console.error('[mock] a handler threw:', error);
  const body: Envelope<unknown> = { status: STATUS_FAIL, message: `internal error: ${reason}`, result: { messageKey: 'request.internalError' } };
  return HttpResponse.json(body, { headers: { [BUG_HEADER]: reason.slice(0, 200).replace(/[^\x20-\x7e]/g, '?') } });
}

export interface ResolverInfo {
  request: Request;
}

export type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

/** Wraps a resolver so nothing it throws escapes: BadRequest → fail, anything else → a keyed, flagged internalError. */
export function safe(resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof BadRequest) return fail(error.status, error.message, error.result);
      return internalError(error);
    }
  };
}
