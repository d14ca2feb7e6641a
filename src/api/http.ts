import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, serverTextOr, type UserMessage } from './errors';
import { STATUS_HIDDEN, STATUS_OK, STATUS_SESSION_EXPIRED, type Envelope } from './types';
import { createThrottleGate, delay } from '../lib/timing';
import { isRecord } from '../lib/safeJson';

/** Constants of spec §9. */
export const HTTP_TIMEOUT_MS = 600_000;
export const RETRY_GET = { timeoutMs: 700_000, retries: 3, delayMs: 1000 } as const;
export const ERROR_TOAST_THROTTLE_MS = 1000;

/** Per-call options on top of axios's own. */
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
}

declare module 'axios' {
  interface AxiosRequestConfig {
    cem?: CallOptions & { tracked?: boolean; loadingToken?: unknown };
  }
}

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
  /** Clock for the toast throttle (tests pass a fake one). */
  now?: () => number;
  /** Waits between retries; the app passes its timer scope, so unmount cancels the wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The page's origin, against which '' and relative URLs resolve (tests pass one). */
  pageOrigin?: string;
}

export interface HttpClient {
  /** POST a JSON body and resolve with the envelope's `result` (spec §7: POST unless noted). */
  post<T>(url: string, body?: unknown, opts?: CallOptions): Promise<T>;
  /** GET with query parameters and resolve with the envelope's `result`. */
  get<T>(url: string, params?: Record<string, string>, opts?: CallOptions): Promise<T>;
  /** POST multipart form data and resolve with the envelope's `result`. */
  upload<T>(url: string, form: FormData, opts?: CallOptions): Promise<T>;
  /** DELETE with query parameters and resolve with the envelope's `result`. */
  remove<T>(url: string, params?: Record<string, string>, opts?: CallOptions): Promise<T>;
  /** GET a static JSON file (no envelope), retried as spec §9 says for language files. */
  getStaticWithRetry<T>(url: string): Promise<T>;
  readonly axios: AxiosInstance;
  dispose(): void;
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return isRecord(data) && typeof data.status === 'number';
}

/** Builds one axios instance with the interceptors of ARCHITECTURE §4. */
export function createHttpClient(deps: HttpDeps): HttpClient {
  const instance = axios.create({ baseURL: deps.baseURL, timeout: HTTP_TIMEOUT_MS });
  const pageOrigin = deps.pageOrigin ?? window.location.origin;
  const apiOrigin = deps.baseURL ? new URL(deps.baseURL, pageOrigin).origin : pageOrigin;
  const sleep = deps.sleep ?? delay;
  // One per app instance: dispose aborts every request still in flight.
  const lifetime = new AbortController();
  const toastGate = createThrottleGate(ERROR_TOAST_THROTTLE_MS, deps.now);
  const toast = (message: UserMessage) => {
    if (toastGate.tryPass()) deps.showError(message);
  };
  const finish = (config: AxiosRequestConfig | undefined) => {
    if (config?.cem?.tracked) {
      config.cem.tracked = false;
      deps.requestEnded(config.cem.loadingToken);
    }
  };

  const onRequest = (config: InternalAxiosRequestConfig) => {
    const cem = config.cem ?? {};
    if (deps.isLoggingOut() && !cem.allowDuringLogout) {
      throw new ApiError('logout-blocked', { id: 'requestFailed' }, { visible: false });
    }
    const target = requestOrigin(config, pageOrigin);
    if (target === null || (isAbsoluteUrl(config.url) && !cem.absoluteUrl)) {
      throw new ApiError('setup', { id: 'requestFailed' }, { visible: false });
    }
    // The session travels only to the API: never to a static host or a URL from elsewhere.
    const session = target === apiOrigin ? deps.sessionHeaders() : null;
    if (session) {
      for (const [name, value] of Object.entries(session)) config.headers.set(name, value);
    }
    config.headers.set('Accept-Language', deps.acceptLanguage());
    if (!cem.silent) config.cem = { ...cem, tracked: true, loadingToken: deps.requestStarted() };
    return config;
  };

  const onResponse = (response: AxiosResponse) => {
    finish(response.config);
    const data: unknown = response.data;
    if (!isEnvelope(data) || data.status === STATUS_OK) return response;
    if (data.status === STATUS_SESSION_EXPIRED) {
      const message = serverTextOr(data.message, 'loginExpired');
      deps.sessionExpired(message);
      throw new ApiError('session-expired', message, { status: data.status, visible: false });
    }
    const message = serverTextOr(data.message, 'operationFailed');
    const visible = data.status !== STATUS_HIDDEN && !response.config.cem?.hideError;
    if (visible) toast(message);
    throw new ApiError('status', message, { status: data.status, visible, result: data.result });
  };

  const onError = (error: unknown): never => {
    if (error instanceof ApiError) throw error;
    if (!axios.isAxiosError(error)) {
      const setup = new ApiError('setup', { id: 'requestFailed' });
      toast(setup.userMessage);
      throw setup;
    }
    finish(error.config);
    if (axios.isCancel(error)) throw new ApiError('http', { id: 'requestError' }, { visible: false });
    const body: unknown = error.response?.data;
    const envelope = isEnvelope(body) ? body : undefined;
    if (envelope?.status === STATUS_SESSION_EXPIRED) {
      const message = serverTextOr(envelope.message, 'loginExpired');
      deps.sessionExpired(message);
      throw new ApiError('session-expired', message, { status: envelope.status, visible: false });
    }
    if (!error.response && !error.request) {
      const setup = new ApiError('setup', { id: 'requestFailed' });
      toast(setup.userMessage);
      throw setup;
    }
    const httpStatus = error.response?.status;
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    // §8: the server's message, or the error's own message, or 'request error'.
    const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
    const message = serverTextOr(serverMessage || error.message, 'requestError');
    const visible = httpStatus !== 404 && envelope?.status !== STATUS_HIDDEN && !error.config?.cem?.hideError;
    if (visible) toast(message);
    throw new ApiError(timedOut ? 'timeout' : 'http', message, { status: envelope?.status ?? httpStatus, visible });
  };

  // Synchronous: a call's headers and checks are settled when it is made, so a save started
  // just before dispose (which ejects the interceptors) still leaves with its session.
  const requestId = instance.interceptors.request.use(onRequest, onError, { synchronous: true });
  const responseId = instance.interceptors.response.use(onResponse, onError);

  const unwrap = async <T>(promise: Promise<AxiosResponse>): Promise<T> => {
    const response = await promise;
    const data: unknown = response.data;
    return (isEnvelope(data) ? data.result : data) as T;
  };
  const configOf = (opts: CallOptions = {}): AxiosRequestConfig => ({
    cem: opts,
    timeout: opts.timeout ?? HTTP_TIMEOUT_MS,
    signal: opts.outlivesApp ? opts.signal : opts.signal ? anySignal([opts.signal, lifetime.signal]) : lifetime.signal,
    headers: opts.headers,
  });

  return {
    axios: instance,
    post: (url, body, opts) => unwrap(instance.post(url, body ?? {}, configOf(opts))),
    get: (url, params, opts) => unwrap(instance.get(url, { ...configOf(opts), params })),
    upload: (url, form, opts) => unwrap(instance.post(url, form, configOf(opts))),
    remove: (url, params, opts) => unwrap(instance.delete(url, { ...configOf(opts), params })),
    async getStaticWithRetry<T>(url: string): Promise<T> {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_GET.retries; attempt += 1) {
        if (attempt > 0) await sleep(RETRY_GET.delayMs);
        if (lifetime.signal.aborted) break;
        try {
          const response = await instance.get<T>(url, { ...configOf({ hideError: true }), timeout: RETRY_GET.timeoutMs, baseURL: '' });
          return response.data;
        } catch (error) {
          lastError = error;
          if (error instanceof ApiError && error.kind === 'logout-blocked') break;
        }
      }
      throw lastError;
    },
    dispose() {
      lifetime.abort();
      instance.interceptors.request.eject(requestId);
      instance.interceptors.response.eject(responseId);
    },
  };
}

/** `https://…`, `//host/…` and other scheme URLs, as opposed to the paths service modules use. */
function isAbsoluteUrl(url: string | undefined): boolean {
  return typeof url === 'string' && /^([a-z][a-z\d+\-.]*:|\/\/|\\)/i.test(url.trim());
}

/** The origin a request goes to, or null when its URL cannot be resolved. */
function requestOrigin(config: AxiosRequestConfig, pageOrigin: string): string | null {
  try {
    const base = config.baseURL ? new URL(config.baseURL, pageOrigin).href : pageOrigin;
    return new URL(config.url ?? '', base).origin;
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
