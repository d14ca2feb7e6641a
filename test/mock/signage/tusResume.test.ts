// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';
import { createMockMiddleware } from '../../../mock/api/vitePlugin';
import { resumeUpload } from '../../bench/media/resume.mjs';

// The dev server's path (the Node middleware, real sockets): a chunk cut halfway keeps what arrived.
const MB = 1024 * 1024;
const db = new Database({ mediaMaxBytes: 64 * MB });
const middleware = createMockMiddleware(createHandlers(db));
const server = createServer((req, res) => middleware(req, res, () => res.end()));
let port = 0;
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => ((port = (server.address() as AddressInfo).port), resolve()))));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a resumable upload cut at half through the Node middleware (the bench row, smaller)', () => {
  it('resumes from the bytes the server kept: at most one chunk is sent again, and the stored file is the source', async () => {
    const r = await resumeUpload({ url: `http://127.0.0.1:${port}/`, account: { username: 'admin', password: 'admin123' }, size: 24 * MB, chunk: 4 * MB });
    expect(r.sameBytes).toBe(true);
    expect(r.itemSize).toBe(24 * MB);
    // The cut chunk (8–12 MB) was aborted 2 MB in: the server kept what reached it (or nothing of it,
    // when the abort beat the bytes), and the rest followed from there.
    expect(r.cutAt).toBe(10 * MB);
    expect(r.resumedFrom).toBeGreaterThanOrEqual(8 * MB);
    expect(r.resumedFrom).toBeLessThanOrEqual(10 * MB);
    expect(r.resent).toBeGreaterThanOrEqual(0);
    expect(r.resent).toBeLessThanOrEqual(4 * MB);
    expect(r.sentBefore + r.sentAfter).toBe(24 * MB + r.resent);
  });
});
