import type { IdOrText } from '../lib/serverMessage';
/**
 * The error catalogue of spec §8: every failure of the request layer becomes one ApiError
 * carrying what to show (a message id or the server's own text) and whether to show it.
 */

/**
 * Something to show a person: a message id of public/lang (a server's message key, with the
 * server's own text as `fallback` for a language without it), or literal server text.
 */
export type UserMessage = IdOrText;

export type ApiErrorKind =
  | 'session-expired' // status -45592
  | 'status' // other non-zero status
  | 'http' // network or HTTP error
  | 'setup' // request could not be built
  | 'logout-blocked' // rejected during the sign-out window
  | 'timeout';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly userMessage: UserMessage;
  /** False when §8 says this failure never toasts (404, -45999, logout window…). */
  readonly visible: boolean;
  /** The envelope's `result` of a non-zero status (per-field validation errors, for instance). */
  readonly result: unknown;
  /** The server was not reached (no answer, a time-out, a gateway's 502/503/504): the header's offline sign says so. */
  readonly unreachable: boolean;

  constructor(kind: ApiErrorKind, userMessage: UserMessage, opts: { status?: number; visible?: boolean; result?: unknown; unreachable?: boolean } = {}) {
    super('text' in userMessage ? userMessage.text : (userMessage.fallback ?? userMessage.id));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status;
    this.userMessage = userMessage;
    this.visible = opts.visible ?? true;
    this.result = opts.result;
    this.unreachable = opts.unreachable ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * A failure no log needs: the session expired (the sign-in flow says so, once), the request was
 * cancelled with its screen or app instance (leaving a page while its loads are in flight), or the
 * server was not reached (the header's offline sign says so; on a bad network that is no news).
 */
export function isQuietFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'session-expired' || error.unreachable || (error.kind === 'http' && !error.visible));
}

/** Server text when it has some, otherwise the given message id. */
export function serverTextOr(serverMessage: unknown, id: string): UserMessage {
  return typeof serverMessage === 'string' && serverMessage.trim() !== '' ? { text: serverMessage } : { id };
}
