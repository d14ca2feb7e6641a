import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import type { HttpClient, RawAnswer } from '../http';

/** A chunk's PATCH may take long on a slow line; the protocol resumes from the server's offset if it times out. */
const EXCHANGE_TIMEOUT_MS = 120_000;

class Answer implements HttpResponse {
  constructor(private readonly raw: RawAnswer) {}
  getStatus() {
    return this.raw.status;
  }
  getHeader(header: string) {
    return this.raw.headers[header.toLowerCase()];
  }
  getBody() {
    return this.raw.body;
  }
  getUnderlyingObject() {
    return this.raw;
  }
}

class Exchange implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  constructor(
    private readonly http: HttpClient,
    private readonly method: string,
    private readonly url: string,
    private readonly outer: AbortSignal | undefined,
  ) {}

  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader(header: string) {
    return this.headers[header];
  }
  /** Progress is taken from the offsets the server confirms, not from bytes leaving the browser. */
  setProgressHandler() {}

  async send(body?: Blob | null): Promise<HttpResponse> {
    const method = this.method.toUpperCase();
    if (method !== 'HEAD' && method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') throw new Error(`unsupported method ${method}`);
    const signal = this.outer ? AbortSignal.any([this.outer, this.controller.signal]) : this.controller.signal;
    return new Answer(await this.http.exchange({ method, url: this.url, headers: this.headers, body: body ?? null, signal, timeoutMs: EXCHANGE_TIMEOUT_MS }));
  }
  async abort() {
    this.controller.abort();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

/**
 * tus-js-client's requests through the console's request layer: the session headers go only to the
 * API origin, sign-out and unmount stop them, and a test's stand-in network carries them too.
 */
export class TusHttpStack implements HttpStack {
  constructor(
    private readonly http: HttpClient,
    private readonly signal?: AbortSignal,
  ) {}

  createRequest(method: string, url: string): HttpRequest {
    return new Exchange(this.http, method, url, this.signal);
  }

  getName() {
    return 'cem-http';
  }
}
