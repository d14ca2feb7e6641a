// @vitest-environment node
import { statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';
import { MAX_BODY_BYTES } from '../../../mock/api/nodeBody';
import { createMockMiddleware } from '../../../mock/api/vitePlugin';
import type { Envelope, UserInfo } from '../../../src/api/types';

// The dev server's path (a Node middleware, real sockets): media uploads stream to disk.
const MB = 1024 * 1024;
const db = new Database({ mediaMaxBytes: 48 * MB });
const middleware = createMockMiddleware(createHandlers(db));
const server = createServer((req, res) => middleware(req, res, () => res.end()));
let port = 0;
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => ((port = (server.address() as AddressInfo).port), resolve()))));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(path: string, headers: Record<string, string>, parts: () => Generator<Uint8Array>): Promise<Envelope<Record<string, unknown>>> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as Envelope<Record<string, unknown>>));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const iterator = parts();
    const pump = () => {
      for (;;) {
        if (answered) return;
        const next = iterator.next();
        if (next.done) {
          req.end();
          return;
        }
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

async function login(): Promise<string> {
  const body = JSON.stringify({ username: 'admin', password: 'admin123' });
  const envelope = (await send('/sfsaas/api/user/login', { 'content-type': 'application/json' }, function* () {
    yield new TextEncoder().encode(body);
  })) as unknown as Envelope<UserInfo>;
  return envelope.result.loginsession;
}

/** A multipart body of `size` bytes of video, sent chunked (no content-length) from one reused 64 KB buffer. */
function uploadVideo(session: string, size: number, sample = () => {}) {
  const boundary = 'cem-boundary-42';
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="durationMs"\r\n\r\n30000\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.mp4"\r\ncontent-type: video/mp4\r\n\r\n`;
  const chunk = new Uint8Array(64 * 1024).fill(7);
  return send('/vt/staticfile/upload?pid=p-media-manage', { loginsession: session, 'content-type': `multipart/form-data; boundary=${boundary}` }, function* () {
    yield new TextEncoder().encode(head);
    for (let sent = 0; sent < size; sent += chunk.length) {
      if (sent % (4 * MB) === 0) sample();
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    }
    yield new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  });
}

describe('media uploads through the Node middleware', () => {
  it('stream a file larger than the body limit to disk, holding little of it in memory', async () => {
    const session = await login();
    const size = 32 * MB;
    expect(size).toBeGreaterThan(MAX_BODY_BYTES);
    // What is still referenced, not garbage waiting for a collection: collect before each sample.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const used = () => {
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    // Warm up: the signage world and its seeded library are built on first use, not during the measure.
    expect((await uploadVideo(session, 1024)).status).toBe(0);
    const before = used();
    let peak = before;
    let samples = 0;
    // Sampled every 4 MB the client sends (the server reads as it goes: a paused socket stops the client).
    const envelope = await uploadVideo(session, size, () => ((peak = Math.max(peak, used())), (samples += 1)));
    expect(envelope).toMatchObject({ status: 0, result: { name: 'big.mp4', kind: 'video', size, durationMs: 30000 } });
    expect(statSync(join(db.mediaDisk.dir, 'upload-2.bin')).size).toBe(size);
    // Client and server share this process: both together stay far below the file's size.
    expect(samples).toBe(8);
    expect(peak - before).toBeLessThan(size / 2);
    // Served back piped from disk, with its length and type.
    const served = await fetchBytes(String(envelope.result.url), session);
    expect(served).toEqual({ status: 200, type: 'video/mp4', length: String(size), bytes: size, first: 7 });
  }, 60_000);

  it('refuse a file over the limit while it streams, with the message key, and keep nothing', async () => {
    const session = await login();
    const envelope = await uploadVideo(session, 49 * MB);
    expect(envelope).toMatchObject({ status: -1, message: 'file too large: big.mp4 is over the 48 MB limit', result: { messageKey: 'request.fileTooLarge', values: { limit: '48 MB' } } });
    expect(statSync(db.mediaDisk.dir).isDirectory()).toBe(true);
    expect(db.signage.mediaList({ ...(await whoami()) }, 'p-media-manage', { kind: 'video' }).total).toBe(2);
  }, 60_000);
});

/** GETs a path, counting the body's bytes without keeping them. */
/** A served file's bytes, counted as they stream (the session's: files go only to their company). */
function fetchBytes(path: string, session: string): Promise<{ status: number; type: string; length: string; bytes: number; first: number }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'GET', agent: false, headers: { loginsession: session } }, (res) => {
      let bytes = 0;
      let first = -1;
      res.on('data', (chunk: Buffer) => {
        if (first < 0) first = chunk[0] ?? -1;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), length: String(res.headers['content-length']), bytes, first }));
    })
      .on('error', reject)
      .end();
  });
}

/** The admin as the world knows them (for a direct read of the library). */
async function whoami() {
  return db.core.data.users.find((user) => user.username === 'admin')!;
}
