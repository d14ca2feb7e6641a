// @vitest-environment node
import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import { createHandlers } from '../../mock/api/handlers/index';
import { MAX_BODY_BYTES } from '../../mock/api/nodeBody';
import { createMockMiddleware } from '../../mock/api/vitePlugin';
import { MAX_UPLOAD_BYTES } from '../../src/api/pageConfig';
import type { Envelope, UserInfo } from '../../src/api/types';

// Real sockets: the limit is about what crosses the wire, chunked or not.

const MiB = 1024 * 1024;
const middleware = createMockMiddleware(createHandlers(new Database()));
/** What the server saw of each request: its headers, the bytes it read off the socket, and what it answered. */
const seen: { headers: IncomingHttpHeaders; bytesRead: number; status: number; body: string }[] = [];
const server = createServer((req, res) => {
  const written: Buffer[] = [];
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => typeof res;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk instanceof Uint8Array || typeof chunk === 'string') written.push(Buffer.from(chunk));
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.on('finish', () => seen.push({ headers: req.headers, bytesRead: req.socket.bytesRead, status: res.statusCode, body: Buffer.concat(written).toString() }));
  middleware(req, res, () => {
    res.statusCode = 418;
    res.end();
  });
});
let port = 0;
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => ((port = (server.address() as AddressInfo).port), resolve()))));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  envelope: Envelope<unknown>;
  /** Body bytes written before the answer came. */
  sent: number;
}

/**
 * POSTs `chunks` with node's http client (chunked unless a content-length is given), waiting for
 * drain between writes and writing no more once the server has answered. `end: false` leaves the
 * body unfinished, as a client still uploading would.
 */
function post(path: string, headers: OutgoingHttpHeaders, chunks: Iterable<Uint8Array>, end = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, envelope: JSON.parse(Buffer.concat(parts).toString()) as Envelope<unknown>, sent }));
    });
    // Once answered, the server closes mid-upload: a reset on our side is expected then. On a busy
    // machine the reset (EPIPE, ECONNRESET) can even beat the answer to us: then the answer is
    // taken from what the server wrote.
    const before = seen.length;
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
      answered = true;
      const started = Date.now();
      const wait = () => {
        const mine = seen[before];
        if (mine) resolve({ status: mine.status, envelope: JSON.parse(mine.body) as Envelope<unknown>, sent });
        else if (Date.now() - started > 5000) reject(error);
        else setTimeout(wait, 20);
      };
      wait();
    });
    const pending = chunks[Symbol.iterator]();
    const pump = () => {
      while (!answered) {
        const next = pending.next();
        if (next.done) {
          if (end) req.end();
          return;
        }
        sent += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

function* repeat(chunk: Uint8Array, times: number): Generator<Uint8Array> {
  for (let i = 0; i < times; i += 1) yield chunk;
}

const TOO_LARGE = { status: -1, message: 'request body too large: over the 25 MiB limit', result: { messageKey: 'request.bodyTooLarge', values: { limit: '25 MiB' } } };

describe('request body limit on the dev/preview middleware', () => {
  it('is above the largest upload a handler accepts', () => {
    expect(MAX_BODY_BYTES).toBe(25 * MiB);
    expect(MAX_BODY_BYTES).toBeGreaterThan(4 * MAX_UPLOAD_BYTES);
  });

  it('stops reading a chunked body without content-length once it passes the limit, and answers 413', async () => {
    const answer = await post('/sfsaas/api/user/login', { 'content-type': 'application/json' }, repeat(new Uint8Array(MiB).fill(0x20), 200));
    expect(answer.status).toBe(413);
    expect(answer.envelope).toEqual(TOO_LARGE);
    const request = seen.at(-1)!;
    expect(request.headers['transfer-encoding']).toBe('chunked');
    expect(request.headers['content-length']).toBeUndefined();
    // The server read little past the limit, and the client did not get to send its 200 MiB.
    expect(request.bytesRead).toBeLessThan(MAX_BODY_BYTES + 2 * MiB);
    expect(answer.sent).toBeLessThan(100 * MiB);
  });

  it('refuses a declared content-length over the limit before reading the body', { timeout: 5000 }, async () => {
    // Only 2 bytes of the declared 30 MiB are ever sent: an answer proves nothing was waited for.
    const answer = await post('/sfsaas/api/user/login', { 'content-type': 'application/json', 'content-length': String(30 * MiB) }, [new Uint8Array([0x7b, 0x20])], false);
    expect(answer.status).toBe(413);
    expect(answer.envelope).toEqual(TOO_LARGE);
    expect(seen.at(-1)!.bytesRead).toBeLessThan(64 * 1024);
  });

  it('passes a normal chunked body', async () => {
    const json = '{"username":"admin","password":"admin123"}';
    const answer = await post('/sfsaas/api/user/login', { 'content-type': 'application/json' }, [json.slice(0, 10), json.slice(10, 30), json.slice(30)].map((part) => Buffer.from(part)));
    expect(seen.at(-1)!.headers['transfer-encoding']).toBe('chunked');
    expect(answer.status).toBe(200);
    expect(answer.envelope).toMatchObject({ status: 0, result: { userid: 'u-1001' } });
  });

  it('passes the largest file upload, chunked', async () => {
    const login = await post('/sfsaas/api/user/login', { 'content-type': 'application/json' }, [Buffer.from('{"username":"admin","password":"admin123"}')]);
    const session = (login.envelope as Envelope<UserInfo>).result.loginsession;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MAX_UPLOAD_BYTES).fill(0x61)], { type: 'text/plain' }), 'largest.txt');
    const multipart = new Response(form);
    const body = new Uint8Array(await multipart.arrayBuffer());
    const chunks = Array.from({ length: Math.ceil(body.length / MiB) }, (_, i) => body.subarray(i * MiB, (i + 1) * MiB));
    const answer = await post('/vt/staticfile/upload', { 'content-type': multipart.headers.get('content-type')!, loginsession: session }, chunks);
    expect(answer.status).toBe(200);
    expect(answer.envelope).toMatchObject({ status: 0, result: { name: 'largest.txt' } });
  });
});
