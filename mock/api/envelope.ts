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

/** A bug in the mock: HTTP 500 with a readable envelope rather than a crashed worker. */
export function internalError(error: unknown): Response {
  const reason = error instanceof Error ? error.message : String(error);
  const body: Envelope<null> = { status: STATUS_FAIL, message: `internal error: ${reason}`, result: null };
  return HttpResponse.json(body, { status: 500 });
}

export interface ResolverInfo {
  request: Request;
}

export type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

/** Wraps a resolver so nothing it throws escapes: BadRequest → fail, anything else → 500. */
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
