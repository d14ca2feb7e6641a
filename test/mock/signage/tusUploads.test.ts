// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResumableUploads, RESUMABLE_TTL_MS } from '../../../mock/api/db/signage/ResumableUploads';
import { seededSecrets } from '../../../mock/api/db/core/secrets';
import type { UserRecord } from '../../../mock/api/db/users';
import type { MediaItem, MediaList } from '../../../src/api/signage/types';
import type { Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

const MB = 1024 * 1024;
const backend = startMockBackend({ mediaMaxBytes: MB });
const ORIGIN = 'http://localhost';
const MEDIA = 'p-media-manage';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let admin = '';
beforeEach(async () => {
  admin = await login();
});

/** Bytes that differ along the file, so a chunk written at the wrong place would show in the hash. */
function content(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return bytes;
}

async function create(size: number, { name = 'clip.mp4', type = 'video/mp4', session = admin, extra = '' } = {}) {
  const response = await fetch(`${ORIGIN}/vt/staticfile/tus?pid=${MEDIA}`, {
    method: 'POST',
    headers: { loginsession: session, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': `filename ${b64(name)},filetype ${b64(type)},durationMs ${b64('30000')}${extra}` },
  });
  return response;
}

const head = (location: string, session = admin) => fetch(`${ORIGIN}${location}`, { method: 'HEAD', headers: { loginsession: session, 'tus-resumable': '1.0.0' } });

const patch = (location: string, offset: number, bytes: Uint8Array<ArrayBuffer>, session = admin) =>
  fetch(`${ORIGIN}${location}`, {
    method: 'PATCH',
    headers: { loginsession: session, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });

const audited = (action: string) => backend.db.audit.query({ action });

describe('resumable media uploads (tus 1.0.0)', () => {
  it('creates an upload, takes chunks in order, refuses a wrong offset with 409, and ends in a media record with the same bytes', async () => {
    const bytes = content(300_000);
    const created = await create(bytes.length);
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/vt\/staticfile\/tus\/upload\?id=upload-[0-9a-f]{32}$/);

    const first = await patch(location, 0, bytes.slice(0, 100_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100000');

    // A chunk sent again from 0 (the client lost the answer): refused, keyed, nothing written twice.
    const again = await patch(location, 0, bytes.slice(0, 100_000));
    expect(again.status).toBe(409);
    expect(((await again.json()) as Envelope<unknown>).result).toEqual(keyed('uploads.server.offset'));

    // After a "reload" the client asks where to go on from.
    const offset = await head(location);
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe('100000');
    expect(offset.headers.get('upload-length')).toBe('300000');

    expect((await patch(location, 100_000, bytes.slice(100_000, 200_000))).headers.get('upload-offset')).toBe('200000');
    const last = await patch(location, 200_000, bytes.slice(200_000));
    expect(last.status).toBe(200);
    const item = ((await last.json()) as Envelope<MediaItem>).result;
    expect(item).toMatchObject({ name: 'clip.mp4', type: 'video/mp4', kind: 'video', size: 300_000, durationMs: 30000, uploader: 'admin' });
    expect(item.did).toMatch(/^media-[0-9a-f]{32}$/);

    // The served file is the sent file, byte for byte.
    const served = new Uint8Array(await (await fetch(`${ORIGIN}/vt/staticfile/get?did=${item.did}`, { headers: { loginsession: admin } })).arrayBuffer());
    expect(createHash('sha256').update(served).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    const listed = await call<MediaList>('/sfsaas/api/signage/media/list', { session: admin, body: { pid: MEDIA } });
    expect(listed.envelope.result.rows.some((row) => row.did === item.did)).toBe(true);
    // The assembly is the library's audited upload; a HEAD afterwards names the record it became.
    expect(audited('media-upload').filter((entry) => entry.target === item.did).map((entry) => entry.outcome)).toEqual(['ok']);
    expect((await head(location)).headers.get('upload-result')).toBe(item.did);
  });

  it('answers another company, or a made-up id, as if the upload did not exist', async () => {
    const location = (await create(1000)).headers.get('location') ?? '';
    const other = await login('ggadmin', 'greengrid123');
    for (const answer of [await patch(location, 0, content(1000), other), await fetch(`${ORIGIN}${location}`, { method: 'HEAD', headers: { loginsession: other, 'tus-resumable': '1.0.0' } })]) {
      expect(answer.status).toBe(400);
    }
    const body = (await (await patch(location, 0, content(10), other)).json()) as Envelope<unknown>;
    expect(body.result).toEqual(keyed('request.notFound'));
    const madeUp = (await (await patch('/vt/staticfile/tus/upload?id=upload-00000000000000000000000000000000', 0, content(10))).json()) as Envelope<unknown>;
    expect(madeUp.result).toEqual(keyed('request.notFound'));
    // The owner's upload is untouched.
    expect((await head(location)).headers.get('upload-offset')).toBe('0');
  });

  it('judges type, size, metadata and the session before a byte is sent; refusals are keyed and audited', async () => {
    const refusedUploads = () => audited('media-upload').filter((entry) => entry.outcome === 'refused').length;
    const before = refusedUploads();
    const wrongType = await create(1000, { name: 'page.html', type: 'text/html' });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as Envelope<unknown>).result).toEqual(keyed('signage.mediaType'));
    const tooLarge = await create(2 * MB);
    expect(((await tooLarge.json()) as Envelope<unknown>).result).toEqual(keyed('request.fileTooLarge'));
    expect(refusedUploads() - before).toBe(2);

    const badLength = await fetch(`${ORIGIN}/vt/staticfile/tus?pid=${MEDIA}`, { method: 'POST', headers: { loginsession: admin, 'tus-resumable': '1.0.0', 'upload-length': '-5' } });
    expect(((await badLength.json()) as Envelope<unknown>).result).toEqual(keyed('request.invalidField'));
    expect(((await (await create(10, { extra: ',width %%%' })).json()) as Envelope<unknown>).result).toEqual(keyed('request.invalidField'));
    const noProtocol = await fetch(`${ORIGIN}/vt/staticfile/tus?pid=${MEDIA}`, { method: 'POST', headers: { loginsession: admin, 'upload-length': '10' } });
    expect(noProtocol.status).toBe(412);
    const noSession = await fetch(`${ORIGIN}/vt/staticfile/tus?pid=${MEDIA}`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(noSession.status).toBe(401);
    // Bytes past the declared length are refused.
    const location = (await create(10)).headers.get('location') ?? '';
    const long = await patch(location, 0, content(20));
    expect(((await long.json()) as Envelope<unknown>).result).toEqual(keyed('uploads.server.tooLong'));
  });
});

describe('abandoned uploads', () => {
  it('lose their chunks after the time to live, on the injected clock; a finished file stays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cem-tus-test-'));
    let now = 1_000_000;
    const uploads = new ResumableUploads(seededSecrets(3), () => now);
    const user = { companyid: 'c-1001', did: 'u-1' } as UserRecord;
    const stale = uploads.open(user, { pid: MEDIA, name: 'a.mp4', type: 'video/mp4', length: 10, fields: {}, path: join(dir, 'a.bin') });
    await uploads.append(stale, 0, new Blob([new Uint8Array(4)]).stream());
    expect(readFileSync(stale.path).length).toBe(4);
    now += RESUMABLE_TTL_MS / 2;
    const fresh = uploads.open(user, { pid: MEDIA, name: 'b.mp4', type: 'video/mp4', length: 10, fields: {}, path: join(dir, 'b.bin') });
    now += RESUMABLE_TTL_MS / 2 + 1;
    uploads.sweep();
    expect(existsSync(stale.path)).toBe(false);
    expect(() => uploads.find(user, stale.id)).toThrow(/no such file/);
    expect(uploads.find(user, fresh.id).offset).toBe(0);
    uploads.finished(fresh, { did: 'media-x' } as MediaItem);
    now += RESUMABLE_TTL_MS + 1;
    uploads.sweep();
    expect(uploads.size).toBe(0);
    expect(existsSync(fresh.path)).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
