// @vitest-environment node
import { createHash } from 'node:crypto';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http';
import { sendResumable } from '../../src/api/resumable/resumableUpload';
import { UploadMemory } from '../../src/api/resumable/uploadMemory';
import type { MediaItem } from '../../src/api/signage/types';
import { UploadQueue } from '../../src/stores/uploads/UploadQueue';
import { login, startMockBackend } from '../mock/support';
import { testHttpDeps } from '../support/httpDeps';

// The console's own tus requests: the contract judges what it sends as well as what the mock answers.
const backend = startMockBackend({}, { requests: true, unknownCalls: true });
const MB = 1024 * 1024;
const ENDPOINT = '/vt/staticfile/tus?pid=p-media-manage';
const ADMIN = { companyid: 'c-1001', userid: 'admin' };

/** localStorage as a browser keeps it across a reload (one per test). */
class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

function video(size: number): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >> 10)) & 0xff;
  return new File([bytes], 'tour.mp4', { type: 'video/mp4' });
}

const sha256 = async (blob: Blob) => createHash('sha256').update(new Uint8Array(await blob.arrayBuffer())).digest('hex');

/** The PATCHes the mock received: from which offset, how many bytes. */
function patches() {
  const seen: { offset: number; bytes: number }[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') seen.push({ offset: Number(request.headers.get('upload-offset')), bytes: Number(request.headers.get('content-length') ?? -1) });
  });
  return seen;
}

async function client() {
  const loginsession = await login();
  return createHttpClient(testHttpDeps({ baseURL: 'http://localhost', sessionHeaders: () => ({ companyid: ADMIN.companyid, reqUserId: 'u', loginsession, userDid: 'd', userid: ADMIN.userid }) }));
}

describe('resumable uploads (tus-js-client over the console request layer)', () => {
  it('after the page is left halfway, a new start of the same file resumes from the offset the server confirmed', async () => {
    const http = await client();
    const storage = new MemoryStorage();
    const file = video(3 * MB + 5);
    const common = { endpoint: ENDPOINT, file, metadata: { filename: file.name, filetype: file.type }, fingerprint: 'sha256:tour', owner: ADMIN, storage, chunkBytes: MB, retryDelays: [0] };

    // The first page: one chunk confirmed, then the page goes away (the upload is aborted).
    const left = new AbortController();
    const firstConfirmed: number[] = [];
    const first = sendResumable(http, { ...common, signal: left.signal, onConfirmed: (bytes) => (firstConfirmed.push(bytes), bytes >= MB && left.abort()) });
    await expect(first).rejects.toThrow(/cancelled/);
    expect(firstConfirmed).toEqual([0, MB]);
    expect(storage.getItem('cem.uploads.c-1001.admin')).toContain('/vt/staticfile/tus/upload?id=upload-');

    // After the "reload": the same file is found in storage, the server's offset asked, the rest sent.
    const seen = patches();
    const confirmed: number[] = [];
    const item = (await sendResumable(http, { ...common, signal: new AbortController().signal, onConfirmed: (bytes) => confirmed.push(bytes) })) as MediaItem;
    expect(confirmed[0]).toBe(MB);
    expect(seen.map((p) => p.offset)).toEqual([MB, 2 * MB, 3 * MB]);
    expect(confirmed.at(-1)).toBe(file.size);
    expect(item).toMatchObject({ name: 'tour.mp4', size: file.size, kind: 'video' });
    const served = await (await fetch(`http://localhost/vt/staticfile/get?did=${item.did}`, { headers: { loginsession: await login() } })).blob();
    expect(await sha256(served)).toBe(await sha256(file));
    // Finished: nothing left to resume.
    expect(JSON.parse(storage.getItem('cem.uploads.c-1001.admin') ?? '[]')).toEqual([]);
  });

  it('retries a dropped connection by itself, from the server offset', async () => {
    const http = await client();
    const file = video(2 * MB);
    backend.server.use(mswHttp.patch(/\/vt\/staticfile\/tus\//, () => HttpResponse.error(), { once: true }));
    const confirmed: number[] = [];
    const item = (await sendResumable(http, {
      endpoint: ENDPOINT, file, metadata: { filename: file.name, filetype: file.type }, fingerprint: 'sha256:drop', owner: ADMIN, storage: new MemoryStorage(),
      chunkBytes: MB, retryDelays: [0, 0], signal: new AbortController().signal, onConfirmed: (bytes) => confirmed.push(bytes),
    })) as MediaItem;
    // Created at 0; the first PATCH died with the connection; the retry asked (HEAD: still 0) and went on.
    expect(confirmed).toEqual([0, 0, MB, 2 * MB]);
    expect(item.size).toBe(2 * MB);
  });

  it('a refusal comes back in the user language (its key), not as a retry', async () => {
    const http = await client();
    const page = new File(['<html>'], 'page.html', { type: 'text/html' });
    await expect(
      sendResumable(http, { endpoint: ENDPOINT, file: page, metadata: { filename: page.name, filetype: page.type }, fingerprint: 'sha256:page', owner: ADMIN, storage: new MemoryStorage(), signal: new AbortController().signal, onConfirmed: () => undefined }),
    ).rejects.toMatchObject({ userMessage: { id: 'signage.mediaType', values: { name: 'page.html', type: 'text/html' } } });
  });

  it('the queue, cancelled and tried again, resumes from the server offset (progress never counts unconfirmed bytes)', async () => {
    const http = await client();
    const storage = new MemoryStorage();
    const queue = new UploadQueue(async () => 'sha256:queued');
    const file = video(3 * MB);
    const seen = patches();
    let cancelled = false;
    const [item] = queue.add<MediaItem>(
      [file],
      (f, { signal, onProgress, hash }) =>
        sendResumable(http, {
          endpoint: ENDPOINT, file: f, metadata: { filename: f.name, filetype: f.type }, fingerprint: hash, owner: ADMIN, storage, chunkBytes: MB, retryDelays: [0], signal,
          onConfirmed: (loaded) => {
            onProgress({ loaded });
            if (loaded >= MB && !cancelled) {
              cancelled = true;
              queue.cancel(item!.id);
            }
          },
        }) as Promise<MediaItem>,
      { types: ['video/'], maxBytes: 10 * MB },
      'media',
    );
    await vi.waitFor(() => expect(item!.state).toBe('cancelled'));
    expect(item!.sent).toBe(MB);
    queue.retry(item!.id);
    await vi.waitFor(() => expect(item!.state).toBe('done'), { timeout: 5000 });
    // One chunk before the cancel; after it, the rest from 1 MB: no byte sent twice.
    expect(seen.map((p) => p.offset)).toEqual([0, MB, 2 * MB]);
    expect(UploadQueue.percent(item!)).toBe(100);
    expect(item!.result).toMatchObject({ size: 3 * MB });
  });
});

describe('UploadMemory (the remembered upload URLs)', () => {
  it('keeps them per company and user, and reads stored junk as nothing', async () => {
    const storage = new MemoryStorage();
    const mine = new UploadMemory(ADMIN, storage);
    const key = await mine.addUpload('sha256:a', { size: 10, metadata: {}, creationTime: new Date().toString(), urlStorageKey: '', uploadUrl: 'http://localhost/vt/staticfile/tus/upload-1', parallelUploadUrls: null });
    expect((await mine.findUploadsByFingerprint('sha256:a')).map((u) => u.urlStorageKey)).toEqual([key]);
    expect(await new UploadMemory({ companyid: 'c-2001', userid: 'ggadmin' }, storage).findAllUploads()).toEqual([]);
    for (const junk of ['{', '{"a":1}', '[1,null,{"fingerprint":"x"}]']) {
      storage.setItem('cem.uploads.c-1001.admin', junk);
      expect(await mine.findAllUploads()).toEqual([]);
    }
  });
});
