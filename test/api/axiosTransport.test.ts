// @vitest-environment node
import axios from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFilesApi, type UploadOptions } from '../../src/api/files';
import { createHttpClient } from '../../src/api/http';
import type { UploadProgress } from '../../src/api/transport';
import { testHttpDeps } from '../support/httpDeps';

// Issue 21 item 8: the request layer is axios, one instance per app instance, and file uploads
// report their progress through axios' onUploadProgress. In node (axios' http adapter under msw):
// jsdom's XMLHttpRequest under msw loses a multipart body's file, a real browser's does not.
const ORIGIN = 'http://api.test';
const received: { name: string; size: number }[] = [];
const server = setupServer(
  mswHttp.post(`${ORIGIN}/ok`, () => HttpResponse.json({ status: 0, result: 'posted' })),
  mswHttp.get(`${ORIGIN}/ok`, () => HttpResponse.json({ status: 0, result: 'got' })),
  mswHttp.delete(`${ORIGIN}/ok`, () => HttpResponse.json({ status: 0, result: 'deleted' })),
  mswHttp.get(`${ORIGIN}/lang/en.json`, () => HttpResponse.json({ hello: 'world' })),
  mswHttp.post(`${ORIGIN}/vt/staticfile/upload`, async ({ request }) => {
    const file = (await request.formData()).get('file');
    if (!(file instanceof Blob)) return HttpResponse.json({ status: 1, message: 'no file' });
    received.push({ name: (file as File).name, size: file.size });
    return HttpResponse.json({ status: 0, result: { did: 'f-1', name: (file as File).name } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const deps = () => testHttpDeps({ baseURL: ORIGIN });

describe('the request layer is one axios instance per app instance', () => {
  it("a request interceptor on the app's axios instance sees every call, with the policy's headers", async () => {
    const client = createHttpClient(deps());
    const seen: string[] = [];
    client.axios.interceptors.request.use((config) => {
      seen.push(`${config.method?.toUpperCase()} ${new URL(config.url ?? '').pathname} ${config.headers.get('loginsession') ?? '-'}`);
      return config;
    });
    expect(await client.post('/ok', { a: 1 })).toBe('posted');
    expect(await client.get('/ok', { q: '1' })).toBe('got');
    expect(await client.remove('/ok', { did: 'x' })).toBe('deleted');
    expect(await client.getStaticWithRetry('/lang/en.json')).toEqual({ hello: 'world' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    expect(await client.upload('/vt/staticfile/upload', form)).toEqual({ did: 'f-1', name: 'x.txt' });
    expect(seen).toEqual(['POST /ok s1', 'GET /ok s1', 'DELETE /ok s1', 'GET /lang/en.json s1', 'POST /vt/staticfile/upload s1']);
    client.dispose();
  });

  it('the instance is axios, its own for each client, and a stand-in network still goes through it', async () => {
    const network = vi.fn(async () => Response.json({ status: 0, result: 'stand-in' }));
    const one = createHttpClient({ ...deps(), fetch: network });
    const two = createHttpClient(deps());
    expect(one.axios).not.toBe(two.axios);
    expect(one.axios).not.toBe(axios);
    expect(typeof one.axios.interceptors.response.use).toBe('function');
    const seen = vi.fn((config) => config);
    one.axios.interceptors.request.use(seen);
    expect(await one.post('/ok')).toBe('stand-in');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledTimes(1);
    one.dispose();
    two.dispose();
  });
});

describe('file uploads report progress (axios onUploadProgress)', () => {
  it('progress events arrive for each file, ending at its full size', async () => {
    const client = createHttpClient(deps());
    const files = createFilesApi(client);
    const progress: Record<string, UploadProgress[]> = { 'a.bin': [], 'b.bin': [] };
    const upload = (name: string, bytes: number) => {
      const opts: UploadOptions = { onProgress: (p) => void progress[name]!.push(p) };
      return files.upload(new Blob([new Uint8Array(bytes)]), name, opts);
    };
    received.length = 0;
    const results = await Promise.all([upload('a.bin', 70_000), upload('b.bin', 1_000)]);
    expect(results.map((r) => r.did)).toEqual(['f-1', 'f-1']);
    expect(received.map((r) => r.size).sort((x, y) => x - y)).toEqual([1_000, 70_000]);
    for (const name of ['a.bin', 'b.bin']) {
      const events = progress[name]!;
      expect(events.length).toBeGreaterThan(0);
      const last = events.at(-1)!;
      // The multipart body is a little larger than the file: its part headers and boundary.
      expect(last.loaded).toBeGreaterThanOrEqual(name === 'a.bin' ? 70_000 : 1_000);
      expect(last.total).toBe(last.loaded);
      expect(last.fraction).toBe(1);
    }
    client.dispose();
  });
});
