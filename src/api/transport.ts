// One HTTP exchange over the platform's fetch: URL and body encoding, the timeout, and the
// answer read as JSON when it is JSON. Policy (headers, envelopes, toasts) lives in http.ts.

export interface TransportRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Absolute URL, query included. */
  url: string;
  headers: Headers;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  ok: boolean;
  /** The body parsed as JSON, else its text ('' when empty). */
  data: unknown;
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

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends one request. The timeout runs on setTimeout (fake timers in tests see it), and a caller's
 * abort or the timeout ends the wait for the body too.
 */
export async function send(fetchImpl: typeof fetch, request: TransportRequest): Promise<TransportResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const onAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: encodeBody(request.body, request.headers),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const data = parseBody(await response.text());
    return { status: response.status, ok: response.ok, data };
  } catch (error) {
    if (timedOut) throw new TransportFailure('timeout', `timeout of ${request.timeoutMs}ms exceeded`);
    if (controller.signal.aborted) throw new TransportFailure('cancelled', 'canceled');
    // fetch says "Failed to fetch" (or "fetch failed"): the same failure under one name everywhere.
    throw new TransportFailure('network', error instanceof TypeError || !(error instanceof Error) ? 'Network Error' : error.message);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}
