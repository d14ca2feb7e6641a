import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { Database, type DatabaseOptions } from './db/Database.ts';
import { createHandlers } from './handlers/index.ts';
import { NetworkFaults } from './faults.ts';
import { demoBanner } from './banner.ts';
import { BodyTooLarge, readBody, streamBody } from './nodeBody.ts';
import { handOverBody, isStreamedUpload, STREAMED_BODY_HEADER } from './multipartStream.ts';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { notFound } from './db/core/notFound.ts';
import { said } from './db/core/said.ts';
import { API_PREFIXES } from './apiPrefixes.mjs';
import { PEER_HEADER } from './connection.ts';

export { API_PREFIXES };

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

type Next = (error?: unknown) => void;

/** Node request → Fetch Request, with the full URL rebuilt from the Host header (and a body handed over beside it, to release once answered). */
async function toFetchRequest(req: IncomingMessage): Promise<{ request: Request; release?: () => void }> {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const url = new URL(req.url ?? '/', `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':') || name === STREAMED_BODY_HEADER || name === PEER_HEADER) continue; // skip HTTP/2 pseudo-headers and ours
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The audit's address comes from the connection, never from what the client wrote.
  headers.set(PEER_HEADER, req.socket.remoteAddress ?? '');
  const method = (req.method ?? 'GET').toUpperCase();
  // Media uploads reach the handler as a stream: it writes them to disk without holding them.
  if (isStreamedUpload(method, url)) {
    const { id, release } = handOverBody(streamBody(req));
    headers.set(STREAMED_BODY_HEADER, id);
    return { request: new Request(url, { method, headers }), release };
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return { request: new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : null }) };
}

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  // A refused streamed upload leaves its body unread: the connection cannot be reused.
  if (!req.complete && req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('connection', 'close');
  // Files of known length (media) are piped, not read whole.
  const type = response.headers.get('content-type') ?? '';
  if (response.body && response.headers.has('content-length') && !type.includes('json')) {
    Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(res);
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('content-length', String(body.length));
  res.end(body);
}

/** 413 and close: the rest of the body is never read, so the connection cannot be reused. */
function tooLarge(res: ServerResponse, error: BodyTooLarge): void {
  res.statusCode = 413;
  res.setHeader('content-type', 'application/json');
  res.setHeader('connection', 'close');
  const { key } = said(error.message, 'request.bodyTooLarge', { limit: `${error.limit / 1024 / 1024} MiB` });
  res.end(JSON.stringify({ status: -1, message: error.message, result: key }));
}

function noEndpoint(res: ServerResponse): void {
  const answer = notFound('endpoint');
  res.statusCode = 404;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ status: 404, message: answer.message, result: answer.result }));
}

const NETWORK_FAULT = said('Service unavailable (a network fault the mock plays)', 'request.networkFault');
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The bad network the control endpoint asked for, acted out on one request: a wait, then an
 * HTTP 503 or a connection closed without an answer. True when the request got its fault.
 */
async function actOutFault(faults: NetworkFaults | undefined, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const decision = faults?.decide((req.url ?? '/').split('?')[0] ?? '/');
  if (!decision) return false;
  if (decision.delayMs > 0) await wait(decision.delayMs);
  if (decision.outcome === 'drop') {
    res.destroy();
    return true;
  }
  if (decision.outcome !== 'fail') return false;
  res.statusCode = 503;
  res.setHeader('content-type', 'application/json');
  res.setHeader('connection', 'close');
  res.end(JSON.stringify({ status: -1, message: NETWORK_FAULT.text, result: NETWORK_FAULT.key }));
  return true;
}

/** A connect middleware answering API paths from the handlers (behind `faults`, when played), passing the rest on. */
export function createMockMiddleware(handlers: HttpHandler[], faults?: NetworkFaults) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!isApiPath(req.url ?? '')) {
      next();
      return;
    }
    void (async () => {
      if (await actOutFault(faults, req, res)) return;
      const { request, release } = await toFetchRequest(req);
      try {
        const response = await getResponse(handlers, request);
        if (response) await writeResponse(req, res, response);
        else noEndpoint(res);
      } finally {
        release?.();
      }
    })().catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
      if (error instanceof BodyTooLarge) {
        tooLarge(res, error);
        return;
      }
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json');
      const reason = error instanceof Error ? error.message : String(error);
      res.end(JSON.stringify({ status: -1, message: `internal error: ${reason}`, result: null }));
    });
  };
}

type ServerWithUrls = Pick<ViteDevServer | PreviewServer, 'middlewares' | 'printUrls' | 'config'>;

/** Answers the API paths and prints the demo accounts under Vite's URLs. */
function serveWithBanner(server: ServerWithUrls, middleware: ReturnType<typeof createMockMiddleware>, port: number | undefined): void {
  server.middlewares.use(middleware);
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    server.config.logger.info(demoBanner(port, server.config.base));
  };
}

/** Serves the mock backend on Vite's dev and preview servers, one database per plugin instance. */
export function mockApiPlugin(options: DatabaseOptions = {}): Plugin {
  const db = new Database(options);
  const faults = new NetworkFaults();
  const middleware = createMockMiddleware(createHandlers(db, faults), faults);
  return {
    name: 'cem-mock-api',
    configureServer(server) {
      serveWithBanner(server, middleware, server.config.server.port);
    },
    configurePreviewServer(server) {
      serveWithBanner(server, middleware, server.config.preview.port);
    },
  };
}
