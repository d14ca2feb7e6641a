// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { MediaDisk } from '../../../mock/api/db/signage/MediaDisk';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/api/types';
import type { MediaItem, MediaList, MediaUsage } from '../../../src/api/signage/types';
import { call, keyed, login, startMockBackend } from '../support';

const MB = 1024 * 1024;
// A small limit, so "too large" is cheap to reach; the default (200 MB) is pinned below.
const backend = startMockBackend({ mediaMaxBytes: MB });
const ORIGIN = 'http://localhost';
const MEDIA = 'p-media-manage';

let admin = '';
beforeEach(async () => {
  admin = await login();
});

async function upload(content: Uint8Array<ArrayBuffer> | string, name: string, type: string, fields: Record<string, string> = {}, pid = MEDIA, session = admin) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([content], { type }), name);
  const response = await fetch(`${ORIGIN}/vt/staticfile/upload?pid=${pid}`, { method: 'POST', headers: { loginsession: session }, body: form });
  return (await response.json()) as Envelope<MediaItem>;
}

const list = async (body: Record<string, unknown> = {}, session = admin) => (await call<MediaList>('/sfsaas/api/signage/media/list', { session, body: { pid: MEDIA, ...body } })).envelope;
const remove = async (did: string, session = admin) =>
  (await (await fetch(`${ORIGIN}/vt/staticfile/delete?did=${did}&pid=${MEDIA}`, { method: 'DELETE', headers: { loginsession: session } })).json()) as Envelope<unknown>;
/** A file as the file service serves it to a session (the admin's unless told). */
const served = (did: string, session = admin) => fetch(`${ORIGIN}/vt/staticfile/get?did=${did}`, { headers: { loginsession: session } });
const onDisk = () => readdirSync(backend.db.mediaDisk.dir);

describe('the media library', () => {
  it('starts with a seeded library of small generated files per company', async () => {
    const { status, result } = await list();
    expect(status).toBe(0);
    expect(result.total).toBe(8);
    expect(result.rows.map((row) => `${row.name}:${row.kind}`)).toEqual([
      'welcome-banner.png:image', 'energy-tips.png:image', 'autumn-sale.png:image', 'opening-hours.svg:image',
      'safety-notice.svg:image', 'menu-board.svg:image', 'door-chime.wav:audio', 'closing-tone.wav:audio',
    ]);
    expect(result.tags).toEqual(['audio', 'energy', 'info', 'lobby', 'menu', 'promotion', 'safety', 'tips', 'welcome']);
    expect(result.rows[0]).toMatchObject({ did: 'media-c-1001-01', width: 64, height: 36, durationMs: null, uploader: 'system', url: '/vt/staticfile/get?did=media-c-1001-01' });
    expect(result.rows[6]).toMatchObject({ durationMs: 1500, size: 44 + 12000, type: 'audio/wav' });
    // Real files: a PNG signature, a RIFF/WAVE header.
    const png = new Uint8Array(await (await served('media-c-1001-01')).arrayBuffer());
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const wav = await served('media-c-1001-07');
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(new TextDecoder().decode((await wav.arrayBuffer()).slice(8, 12))).toBe('WAVE');
    // SVG is an image to <img>, but never inline from our origin.
    expect((await served('media-c-1001-04')).headers.get('content-disposition')).toMatch(/^attachment;/);
    // The other company has its own library, and cannot see this one.
    const other = await login('ggadmin', 'greengrid123');
    expect((await list({}, other)).result.rows[0]?.did).toBe('media-c-2001-01');
  });

  it('filters by kind, tag and search', async () => {
    expect((await list({ kind: 'audio' })).result.total).toBe(2);
    expect((await list({ tag: 'lobby' })).result.rows.map((row) => row.name)).toEqual(['welcome-banner.png', 'opening-hours.svg', 'door-chime.wav']);
    expect((await list({ search: 'SALE' })).result.rows.map((row) => row.name)).toEqual(['autumn-sale.png']);
    expect((await list({ search: 'promo' })).result.total).toBe(2);
    expect(await list({ kind: 'pdf' })).toMatchObject({ status: -1, message: 'invalid field: kind (expected image, video, audio)' });
  });

  it('streams an upload to disk with what the browser read of it, and serves it back', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    const { status, result } = await upload(bytes, 'Intro clip.mp4', 'video/mp4', { durationMs: '15000', width: '1920', height: '1080', tags: 'Lobby, intro ,lobby' });
    expect(status).toBe(0);
    expect(result).toMatchObject({ name: 'Intro clip.mp4', kind: 'video', type: 'video/mp4', size: 300 * 1024, durationMs: 15000, width: 1920, height: 1080, tags: ['lobby', 'intro'], uploader: 'admin' });
    expect(result.did).toMatch(/^media-[0-9a-f]{32}$/);
    expect(onDisk()).toEqual(['upload-1.bin']);
    expect(statSync(join(backend.db.mediaDisk.dir, 'upload-1.bin')).size).toBe(300 * 1024);
    const served = await fetch(`${ORIGIN}${result.url}`, { headers: { loginsession: admin } });
    expect(served.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''Intro%20clip.mp4");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect((await list({ kind: 'video' })).result.rows.map((row) => row.did)).toEqual([result.did]);
    // The audit has the upload, by whom.
    const entry = backend.db.audit.query().find((row) => row.action === 'media-upload' && row.outcome === 'ok');
    expect(entry).toMatchObject({ pid: MEDIA, target: result.did });
  });

  it('takes what the browser reads later (duration, resolution) and new tags', async () => {
    const { result } = await upload('not really a video', 'later.webm', 'video/webm');
    expect(result).toMatchObject({ durationMs: null, width: null, height: null, tags: [] });
    const updated = await call<MediaItem>('/sfsaas/api/signage/media/update', { session: admin, body: { pid: MEDIA, did: result.did, durationMs: 8000, width: 1280, height: 720, tags: ['Promo'] } });
    expect(updated.envelope.result).toMatchObject({ durationMs: 8000, width: 1280, height: 720, tags: ['promo'] });
    const bad = await call('/sfsaas/api/signage/media/update', { session: admin, body: { pid: MEDIA, did: result.did, width: 0, durationMs: 'long' } });
    expect(bad.envelope).toMatchObject({ status: -1, result: { errors: [{ field: 'durationMs', rule: 'type' }, { field: 'width', rule: 'min', messageKey: 'validation.min' }] } });
  });

  it('refuses a wrong type before reading it, and a file over the limit while it streams, keeping nothing', async () => {
    const text = await upload('hello', 'notes.txt', 'text/plain');
    expect(text).toMatchObject({ status: -1, message: 'not a media file: notes.txt is text/plain (images, videos and audio only)', result: { messageKey: 'signage.mediaType', values: { name: 'notes.txt', type: 'text/plain' } } });
    const big = await upload(new Uint8Array(MB + 1), 'huge.mp4', 'video/mp4');
    expect(big).toMatchObject({ status: -1, message: 'file too large: huge.mp4 is over the 1 MB limit', result: { messageKey: 'request.fileTooLarge', values: { limit: '1 MB' } } });
    expect((await upload(new Uint8Array(0), 'empty.png', 'image/png')).message).toBe('invalid field: file (empty.png is empty)');
    expect(onDisk()).toEqual([]);
    expect((await upload(new Uint8Array(MB), 'edge.mp4', 'video/mp4')).status).toBe(0);
    const refused = backend.db.audit.query().filter((row) => row.action === 'media-upload' && row.outcome === 'refused');
    expect(refused.map((row) => row.messageKey)).toEqual(['request.invalidField', 'request.fileTooLarge', 'signage.mediaType']);
  });

  it('checks the page before reading the file', async () => {
    const wrong = await upload('x', 'a.png', 'image/png', {}, 'p-playlist');
    expect(wrong).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
    expect(onDisk()).toEqual([]);
  });

  it('refuses to delete a file a playlist uses, names the playlists, and deletes it once free', async () => {
    const usage = await call<MediaUsage>('/sfsaas/api/signage/media/usage', { session: admin, body: { pid: MEDIA, did: 'media-c-1001-01' } });
    expect(usage.envelope.result).toEqual({ did: 'media-c-1001-01', playlists: [{ did: 'playlist-c-1001-01', name: 'Lobby loop' }] });
    expect(await remove('media-c-1001-01')).toMatchObject({
      status: -1, message: 'file in use: media-c-1001-01 is played by Lobby loop; take it out of those playlists first',
      result: { messageKey: 'signage.mediaInUse', values: { count: 1, playlists: 'Lobby loop' } },
    });
    expect((await list()).result.total).toBe(8);
    // Unused: gone from the library, the disk and the file service.
    const { result } = await upload('abc', 'spare.png', 'image/png');
    expect(await remove(result.did)).toMatchObject({ status: 0, result: { did: result.did } });
    expect(onDisk()).toEqual([]);
    expect((await fetch(`${ORIGIN}${result.url}`, { headers: { loginsession: admin } })).status).toBe(404);
    expect(await remove('media-c-1001-05')).toMatchObject({ status: 0 });
    // Another company's file is not found from here.
    const other = await login('ggadmin', 'greengrid123');
    expect(await remove('media-c-1001-06', other)).toMatchObject({ status: -1, message: 'no such file: media-c-1001-06' });
  });

  it('empties its disk folder on reset, and removes the folders of processes that are gone at start', async () => {
    await upload('abc', 'kept.png', 'image/png');
    expect(onDisk()).toEqual(['upload-1.bin']);
    backend.db.reset();
    expect(onDisk()).toEqual([]);
    expect(backend.db.mediaDisk.dir).toMatch(new RegExp(`cem-mock-media/run-${process.pid}-\\d+$`));
    const base = mkdtempSync(join(tmpdir(), 'media-base-'));
    // 2^22 + 1 is above any Linux process id: that process is gone. This one's folder stays.
    mkdirSync(join(base, 'run-4194305-1', 'x'), { recursive: true });
    mkdirSync(join(base, `run-${process.pid}-77`));
    const disk = new MediaDisk(base);
    expect(readdirSync(base).sort()).toEqual([basename(disk.dir), `run-${process.pid}-77`].sort());
    rmSync(base, { recursive: true });
  });
});

describe('seeded files', () => {
  it('are served to their company and deleted by did before anyone listed the library', async () => {
    const other = await login('ggadmin', 'greengrid123');
    const file = await served('media-c-2001-02', other);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // Another company's seeded file (its did can be guessed) is as if it did not exist.
    expect((await served('media-c-2001-02')).status).toBe(404);
    expect((await served('media-c-9999-01')).status).toBe(404);
    expect(await remove('media-c-1001-05')).toMatchObject({ status: 0, result: { did: 'media-c-1001-05' } });
  });
});

describe('the media size limit', () => {
  it('is 200 MB by default, or the option, or CEM_MOCK_MEDIA_MAX_MB', async () => {
    const { Database } = await import('../../../mock/api/db/Database');
    expect(new Database().mediaMaxBytes).toBe(200 * MB);
    expect(new Database({ mediaMaxBytes: 5 * MB }).mediaMaxBytes).toBe(5 * MB);
    process.env.CEM_MOCK_MEDIA_MAX_MB = '512';
    try {
      expect(new Database().mediaMaxBytes).toBe(512 * MB);
    } finally {
      delete process.env.CEM_MOCK_MEDIA_MAX_MB;
    }
  });
});
