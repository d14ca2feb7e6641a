// One HTTP exchange over the app's axios instance: body encoding, the timeout, upload progress,
// and the answer read as JSON when it is JSON. Policy (headers, envelopes, toasts) lives in http.ts.
import axios, { AxiosHeaders, type AxiosInstance, type AxiosProgressEvent } from 'axios';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'DELETE' | 'HEAD' | 'PATCH';
  /** Absolute URL, query included. */
  url: string;
  headers: Headers;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Upload progress of the request body (multipart uploads). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** How far a request body has gone: bytes sent, and the total when the platform knows it. */
export interface UploadProgress {
  loaded: number;
  total?: number;
  /** loaded ÷ total, 0…1, when the total is known. */
  fraction?: number;
}

export interface TransportResponse {
  status: number;
  ok: boolean;
  /** The body parsed as JSON, else its text ('' when empty). */
  data: unknown;
  /** The answer's headers, names in lower case (resumable uploads read Upload-Offset and Location). */
  headers: Record<string, string>;
}

/** Why an exchange got no response; the message is the one people see when nothing better exists. */
export class TransportFailure extends Error {
  constructor(
    readonly reason: 'network' | 'timeout' | 'cancelled',
    message: string,
  ) {
    super(message);
    this.name = 'TransportFailure';
  }
}

/** `path` after `base` the way a base URL and a service path join ('/api' + 'x' → '/api/x'). */
export function joinBase(base: string, path: string): string {
  return base ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
}

/** Adds query parameters to a URL (undefined values are left out). */
export function withQuery(url: string, params: Record<string, string> | undefined): string {
  const entries = Object.entries(params ?? {}).filter(([, value]) => value !== undefined);
  if (!entries.length) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(entries).toString()}`;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || !data) return data ?? '';
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * The app's axios instance (one per app instance; the host shell's interceptor conventions apply
 * to it). The platform's adapter (XMLHttpRequest in browsers: upload progress) unless a `fetch`
 * is given, which then carries every request through axios' fetch adapter (tests use it).
 */
export function createTransport(opts: { fetch?: typeof fetch } = {}): AxiosInstance {
  const network = opts.fetch;
  return axios.create({
    // The answer is read as text and parsed here: JSON when it is JSON, its text otherwise.
    responseType: 'text',
    transformResponse: [parseBody],
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: false },
    ...(network && {
      adapter: 'fetch',
      // axios hands fetch a Request; a stand-in network that reads the signal from init sees it too.
      env: { fetch: (input: RequestInfo | URL, init?: RequestInit) => network(input, { signal: input instanceof Request ? input.signal : undefined, ...init }) },
    }),
  });
}

/** A test's `fetch` is wrapped in a transport once, so the same stand-in gets the same instance. */
const forFetch = new WeakMap<typeof fetch, AxiosInstance>();

function isAxiosInstance(value: AxiosInstance | typeof fetch): value is AxiosInstance {
  return typeof (value as Partial<AxiosInstance>).interceptors === 'object';
}

function transportOf(over: AxiosInstance | typeof fetch): AxiosInstance {
  if (isAxiosInstance(over)) return over;
  let instance = forFetch.get(over);
  if (!instance) forFetch.set(over, (instance = createTransport({ fetch: over })));
  return instance;
}

/**
 * Sends one request through axios. The timeout is axios' own; a caller's abort or the timeout
 * ends the wait for the body too. An HTTP error status is an answer, not a failure.
 */
export async function send(over: AxiosInstance | typeof fetch, request: TransportRequest): Promise<TransportResponse> {
  const onUploadProgress = request.onUploadProgress;
  const headers = AxiosHeaders.from(Object.fromEntries(request.headers.entries()));
  // Multipart without a boundary: the platform writes the boundary (axios drops this header for it).
  if (request.body instanceof FormData) headers.setContentType('multipart/form-data');
  const instance = transportOf(over);
  try {
    const response = await instance.request<unknown>({
      method: request.method,
      url: request.url,
      headers,
      data: await bodyFor(instance, request.body),
      timeout: request.timeoutMs,
      signal: request.signal,
      onUploadProgress: onUploadProgress && ((event: AxiosProgressEvent) => onUploadProgress(uploadProgress(event))),
    });
    return { status: response.status, ok: true, data: response.data ?? '', headers: headersOf(response.headers) };
  } catch (error) {
    if (axios.isCancel(error)) throw new TransportFailure('cancelled', 'canceled');
    if (!axios.isAxiosError(error)) throw error;
    if (error.response) {
      const status = error.response.status;
      return { status, ok: status >= 200 && status < 300, data: error.response.data ?? '', headers: headersOf(error.response.headers) };
    }
    if (error.code === axios.AxiosError.ETIMEDOUT) throw new TransportFailure('timeout', `timeout of ${request.timeoutMs}ms exceeded`);
    if (request.signal?.aborted) throw new TransportFailure('cancelled', 'canceled');
    throw new TransportFailure('network', error.message);
  }
}

/**
 * A Blob goes as it is (a browser sends a file's slice from disk, never copying it into memory),
 * except through axios' Node adapter, which would send the Blob's own type over the caller's
 * content type: there (tests, tools) it goes as its bytes.
 */
async function bodyFor(instance: AxiosInstance, body: unknown): Promise<unknown> {
  const nodeAdapter = typeof XMLHttpRequest === 'undefined' && instance.defaults.adapter !== 'fetch';
  return body instanceof Blob && nodeAdapter ? await body.arrayBuffer() : body;
}

function headersOf(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(headers as Record<string, string>).toJSON())) {
    if (typeof value === 'string') out[name.toLowerCase()] = value;
  }
  return out;
}

function uploadProgress(event: AxiosProgressEvent): UploadProgress {
  const total = event.total && event.total > 0 ? event.total : undefined;
  return { loaded: event.loaded, total, fraction: total === undefined ? undefined : Math.min(1, event.loaded / total) };
}
