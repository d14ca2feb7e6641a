import { ApiError, serverTextOr, type UserMessage } from './errors';
import { keyOfResult } from '../lib/serverMessage';
import { STATUS_HIDDEN, STATUS_OK, STATUS_SESSION_EXPIRED, type Envelope } from './types';
import type { AxiosInstance } from 'axios';
import { TransportFailure, createTransport, joinBase, send, withQuery, type TransportResponse, type UploadProgress } from './transport';
import { createThrottleGate, delay } from '../lib/timing';
import { isRecord } from '../lib/safeJson';

/** Constants of spec §9. */
export const HTTP_TIMEOUT_MS = 600_000;
export const RETRY_GET = { timeoutMs: 700_000, retries: 3, delayMs: 1000 } as const;
export const ERROR_TOAST_THROTTLE_MS = 1000;
/** Answers of a gateway that did not reach the server: the console is offline, not refused. */
const GATEWAY_FAILURES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Per-call options. */
export interface CallOptions {
  /** Do not toast a non-zero status (the caller shows its own message). */
  hideError?: boolean;
  /** Let this call through during the sign-out window (the logout call itself). */
  allowDuringLogout?: boolean;
  /** Do not drive the loading indicator (background polling). */
  silent?: boolean;
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The URL is absolute on purpose (a service module asked for it); otherwise one is refused. */
  absoluteUrl?: boolean;
  /** Not aborted by dispose: a last save that an unmount starts must still arrive. */
  outlivesApp?: boolean;
  /** Progress of the request body as it is sent (file uploads). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export type { UploadProgress };

/** Session values sent as headers on every call (spec §7). */
export interface SessionHeaderValues {
  companyid: string;
  reqUserId: string;
  loginsession: string;
  userDid: string;
  userid: string;
}

/** What the request layer needs from the rest of the app; all policy decisions stay here. */
export interface HttpDeps {
  baseURL: string;
  sessionHeaders(): SessionHeaderValues | null;
  acceptLanguage(): string;
  isLoggingOut(): boolean;
  /** A tracked request started; the token comes back to requestEnded. */
  requestStarted(): unknown;
  requestEnded(token: unknown): void;
  /** Status -45592: the session store decides how to react (once for a burst). */
  sessionExpired(message: UserMessage): void;
  /** Shows an error toast; the request layer throttles the calls. */
  showError(message: UserMessage): void;
  /** Whether a request reached the server (an answer) or not (no answer, a gateway's 502/503/504): the header's offline sign. */
  reachability?(reached: boolean): void;
  /** Every API answer's `Date` header (the server's time; undefined when it sent none), for the console's clock. */
  serverDate?(header: string | undefined): void;
  /** Clock for the toast throttle (tests pass a fake one). */
  now?: () => number;
  /** Waits between retries; the app passes its timer scope, so unmount cancels the wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The page's origin, against which '' and relative URLs resolve (tests pass one). */
  pageOrigin?: string;
  /**
   * A stand-in network under the app's axios instance, for tests in node: requests then go through
   * axios' fetch adapter to it. Otherwise the platform's adapter (XMLHttpRequest in browsers; builds
   * leave the fetch adapter out, build/axiosXhrOnly.ts).
   */
  fetch?: typeof fetch;
}

export interface HttpClient {
  /** POST a JSON body and resolve with the envelope's `result` (spec §7: POST unless noted). */
  post<T>(url: string, body?: unknown, opts?: CallOptions): Promise<T>;
  /** GET with query parameters and resolve with the envelope's `result`. */
  get<T>(url: string, params?: Record<string, string>, opts?: CallOptions): Promise<T>;
  /** POST multipart form data and resolve with the envelope's `result`. */
  upload<T>(url: string, form: FormData, opts?: CallOptions): Promise<T>;
  /**
   * One raw exchange with the API (a resumable upload's protocol: HEAD, PATCH, status codes and
   * headers are the answer, so no envelope is judged and no toast shown). The session headers, the
   * sign-out block and dispose apply as to every call.
   */
  exchange(request: RawExchange): Promise<RawAnswer>;
  /** The absolute URL of an API path (where a protocol client resolves relative locations against). */
  apiUrl(path: string): string;
  /** DELETE with query parameters and resolve with the envelope's `result`. */
  remove<T>(url: string, params?: Record<string, string>, opts?: CallOptions): Promise<T>;
  /** GET a static JSON file (no envelope), retried as spec §9 says for language files. */
  getStaticWithRetry<T>(url: string): Promise<T>;
  /**
   * This app instance's own axios instance: every call goes through it (and its interceptors).
   * One per app instance; a host's conventions may add interceptors, never replace the policy here.
   */
  readonly axios: AxiosInstance;
  /** Aborts every call in flight and refuses new ones (except those that outlive the app). */
  dispose(): void;
}

export interface RawExchange {
  method: 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  /** An API path, or an absolute URL on the API's origin (a Location the server answered). */
  url: string;
  headers: Record<string, string>;
  /** A Blob (a file's slice) is sent from where it lies, not copied into memory first. */
  body?: Blob | null;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body as text ('' when empty). */
  body: string;
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return isRecord(data) && typeof data.status === 'number';
}

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  params?: Record<string, string>;
  body?: unknown;
  opts?: CallOptions;
  /** '' for the page's own static files. */
  baseURL?: string;
  timeoutMs?: number;
}

/** The request layer of ARCHITECTURE §4 over axios: one client and one axios instance per app instance. */
export function createHttpClient(deps: HttpDeps): HttpClient {
  const pageOrigin = deps.pageOrigin ?? window.location.origin;
  const apiOrigin = deps.baseURL ? new URL(deps.baseURL, pageOrigin).origin : pageOrigin;
  const sleep = deps.sleep ?? delay;
  const transport = createTransport({ fetch: deps.fetch });
  // One per app instance: dispose aborts every request still in flight.
  const lifetime = new AbortController();
  const toastGate = createThrottleGate(ERROR_TOAST_THROTTLE_MS, deps.now);
  const toast = (message: UserMessage) => {
    if (toastGate.tryPass()) deps.showError(message);
  };

  /** Checks and headers, settled synchronously when the call is made (so a last save before dispose leaves with its session). */
  const prepare = (call: Call) => {
    const opts = call.opts ?? {};
    if (deps.isLoggingOut() && !opts.allowDuringLogout) {
      throw new ApiError('logout-blocked', { id: 'requestFailed' }, { visible: false });
    }
    const base = call.baseURL ?? deps.baseURL;
    const url = resolveUrl(isAbsoluteUrl(call.url) ? call.url : joinBase(base, call.url), pageOrigin);
    if (url === null || (isAbsoluteUrl(call.url) && !opts.absoluteUrl)) {
      throw new ApiError('setup', { id: 'requestFailed' }, { visible: false });
    }
    const headers = new Headers(opts.headers);
    // The session travels only to the API: never to a static host or a URL from elsewhere.
    const session = url.origin === apiOrigin ? deps.sessionHeaders() : null;
    if (session) {
      for (const [name, value] of Object.entries(session)) headers.set(name, value);
    }
    headers.set('Accept-Language', deps.acceptLanguage());
    const signals = [opts.signal, opts.outlivesApp ? undefined : lifetime.signal].filter((s): s is AbortSignal => !!s);
    return { url: withQuery(url.href, call.params), headers, signal: signals.length ? anySignal(signals) : undefined };
  };

  /** An answer with a non-zero status, or an HTTP error status, becomes an ApiError (spec §8). */
  const judge = (response: TransportResponse, opts: CallOptions): unknown => {
    const data = response.data;
    const envelope = isEnvelope(data) ? data : undefined;
    if (envelope?.status === STATUS_SESSION_EXPIRED) {
      const message = serverTextOr(envelope.message, 'loginExpired');
      deps.sessionExpired(message);
      throw new ApiError('session-expired', message, { status: envelope.status, visible: false });
    }
    if (!response.ok) {
      // §8: the server's message, or the error's own message, or 'request error'.
      const serverMessage = isRecord(data) && typeof data.message === 'string' ? data.message.trim() : '';
      const message = serverTextOr(serverMessage || `Request failed with status code ${response.status}`, 'requestError');
      const visible = response.status !== 404 && envelope?.status !== STATUS_HIDDEN && !opts.hideError;
      if (visible) toast(message);
      throw new ApiError('http', message, { status: envelope?.status ?? response.status, visible, unreachable: GATEWAY_FAILURES.has(response.status) });
    }
    if (!envelope || envelope.status === STATUS_OK) return data;
    // A keyed refusal (-45403 and others: result = { messageKey, values }) speaks the user's language.
    const keyed = keyOfResult(envelope.result);
    const text = typeof envelope.message === 'string' ? envelope.message.trim() : '';
    const message: UserMessage = keyed ? { id: keyed.messageKey, values: keyed.values, ...(text ? { fallback: text } : {}) } : serverTextOr(envelope.message, 'operationFailed');
    const visible = envelope.status !== STATUS_HIDDEN && !opts.hideError;
    if (visible) toast(message);
    throw new ApiError('status', message, { status: envelope.status, visible, result: envelope.result });
  };

  const failed = (error: unknown, opts: CallOptions): never => {
    if (error instanceof ApiError) throw error;
    if (!(error instanceof TransportFailure)) {
      const setup = new ApiError('setup', { id: 'requestFailed' });
      toast(setup.userMessage);
      throw setup;
    }
    if (error.reason === 'cancelled') throw new ApiError('http', { id: 'requestError' }, { visible: false });
    deps.reachability?.(false);
    const message = serverTextOr(error.message, 'requestError');
    if (!opts.hideError) toast(message);
    throw new ApiError(error.reason === 'timeout' ? 'timeout' : 'http', message, { visible: !opts.hideError, unreachable: true });
  };

  /**
   * Sends a call and resolves with its answer's body (after the envelope checks). Async, but
   * everything up to the send runs when the call is made.
   */
  const request = async (call: Call): Promise<unknown> => {
    const opts = call.opts ?? {};
    // A disposed instance sends nothing more (no fetch, no time-out timer, no loading bar): only
    // the calls that outlive it (the last habit save) still leave.
    if (lifetime.signal.aborted && !opts.outlivesApp) return failed(new TransportFailure('cancelled', 'canceled'), opts);
    let prepared: ReturnType<typeof prepare>;
    try {
      prepared = prepare(call);
    } catch (error) {
      return failed(error, opts);
    }
    const loadingToken = opts.silent ? undefined : { token: deps.requestStarted() };
    let response: TransportResponse;
    try {
      response = await send(transport, {
        method: call.method,
        ...prepared,
        body: call.body,
        timeoutMs: call.timeoutMs ?? opts.timeout ?? HTTP_TIMEOUT_MS,
        onUploadProgress: opts.onUploadProgress,
      });
    } catch (error) {
      return failed(error, opts);
    } finally {
      if (loadingToken) deps.requestEnded(loadingToken.token);
    }
    deps.reachability?.(!GATEWAY_FAILURES.has(response.status));
    // Static files come from the page's host and a gateway's failure from the gateway: neither clock is the API server's.
    if (call.baseURL === undefined && !GATEWAY_FAILURES.has(response.status)) deps.serverDate?.(response.headers.date);
    return judge(response, opts);
  };

  /** A raw exchange: prepared like every call (a URL off the API's origin carries no session), answered as it came. */
  const exchange = async (raw: RawExchange): Promise<RawAnswer> => {
    if (lifetime.signal.aborted) throw new ApiError('http', { id: 'requestError' }, { visible: false });
    const absolute = isAbsoluteUrl(raw.url);
    const prepared = prepare({ method: 'POST', url: raw.url, opts: { signal: raw.signal, headers: raw.headers, absoluteUrl: absolute } });
    const response = await send(transport, { method: raw.method, ...prepared, body: raw.body ?? undefined, timeoutMs: raw.timeoutMs ?? HTTP_TIMEOUT_MS });
    if (!GATEWAY_FAILURES.has(response.status)) deps.serverDate?.(response.headers.date);
    return { status: response.status, headers: response.headers, body: typeof response.data === 'string' ? response.data : JSON.stringify(response.data) };
  };

  const unwrap = async <T>(call: Call): Promise<T> => {
    const data = await request(call);
    return (isEnvelope(data) ? data.result : data) as T;
  };

  return {
    axios: transport,
    post: (url, body, opts) => unwrap({ method: 'POST', url, body: body ?? {}, opts }),
    get: (url, params, opts) => unwrap({ method: 'GET', url, params, opts }),
    upload: (url, form, opts) => unwrap({ method: 'POST', url, body: form, opts }),
    remove: (url, params, opts) => unwrap({ method: 'DELETE', url, params, opts }),
    exchange,
    apiUrl: (path) => new URL(joinBase(deps.baseURL, path), pageOrigin).href,
    async getStaticWithRetry<T>(url: string): Promise<T> {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_GET.retries; attempt += 1) {
        if (attempt > 0) await sleep(RETRY_GET.delayMs);
        if (lifetime.signal.aborted) break;
        try {
          return (await request({ method: 'GET', url, opts: { hideError: true }, baseURL: '', timeoutMs: RETRY_GET.timeoutMs })) as T;
        } catch (error) {
          lastError = error;
          if (error instanceof ApiError && error.kind === 'logout-blocked') break;
        }
      }
      throw lastError;
    },
    dispose() {
      lifetime.abort();
    },
  };
}

/** `https://…`, `//host/…` and other scheme URLs, as opposed to the paths service modules use. */
function isAbsoluteUrl(url: string | undefined): boolean {
  return typeof url === 'string' && /^([a-z][a-z\d+\-.]*:|\/\/|\\)/i.test(url.trim());
}

/** The absolute URL a request goes to, or null when it cannot be resolved. */
function resolveUrl(url: string, pageOrigin: string): URL | null {
  try {
    return new URL(url, pageOrigin);
  } catch {
    return null;
  }
}

/** Aborts when any of the signals does (AbortSignal.any where the platform has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
