// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/api/types';
import type { MediaItem, MediaUsage, Playlist, PlaylistSummary } from '../../../src/api/signage/types';
import { call, keyed, login, startMockBackend } from '../support';

const backend = startMockBackend();
const PLAYLIST = 'p-playlist';
const MEDIA = 'p-media-manage';

let admin = '';
beforeEach(async () => {
  admin = await login();
});

const post = async <T>(path: string, body: Record<string, unknown>, session = admin) => (await call<T>(`/sfsaas/api/signage/${path}`, { session, body })).envelope;
const names = (playlist: Playlist) => playlist.items.map((item) => `${item.name}:${item.durationMs}`);

async function uploadVideo(durationMs: number): Promise<MediaItem> {
  const form = new FormData();
  form.append('durationMs', String(durationMs));
  form.append('file', new Blob(['fake video bytes'], { type: 'video/mp4' }), 'clip.mp4');
  const response = await fetch(`http://localhost/vt/staticfile/upload?pid=${MEDIA}`, { method: 'POST', headers: { loginsession: admin }, body: form });
  return ((await response.json()) as Envelope<MediaItem>).result;
}

describe('playlists', () => {
  it('lists the seeded playlists with their counts and total lengths', async () => {
    const { result } = await post<PlaylistSummary[]>('playlist/list', { pid: PLAYLIST });
    expect(result.map(({ did, name, count, totalMs }) => ({ did, name, count, totalMs }))).toEqual([
      { did: 'playlist-c-1001-01', name: 'Lobby loop', count: 4, totalMs: 31_500 },
      { did: 'playlist-c-1001-02', name: 'Promotions', count: 2, totalMs: 20_000 },
    ]);
    const lobby = await post<Playlist>('playlist/get', { pid: PLAYLIST, did: 'playlist-c-1001-01' });
    expect(names(lobby.result)).toEqual(['welcome-banner.png:10000', 'opening-hours.svg:10000', 'energy-tips.png:10000', 'door-chime.wav:1500']);
    // The library's picker reads the list too; the channel page will.
    expect((await post('playlist/list', { pid: MEDIA })).status).toBe(0);
  });

  it('creates one: images take a duration or the default, audio and video play their own length', async () => {
    const { status, result } = await post<Playlist>('playlist/save', {
      pid: PLAYLIST, name: 'Evening',
      items: [{ mediaDid: 'media-c-1001-03', durationMs: 5000 }, { mediaDid: 'media-c-1001-08', durationMs: 60_000 }, { mediaDid: 'media-c-1001-06' }],
    });
    expect(status).toBe(0);
    expect(result).toMatchObject({ did: 'playlist-c-1001-n001', name: 'Evening', totalMs: 17_500, updatedBy: 'admin' });
    expect(names(result)).toEqual(['autumn-sale.png:5000', 'closing-tone.wav:2500', 'menu-board.svg:10000']);
    expect((await post<PlaylistSummary[]>('playlist/list', { pid: PLAYLIST })).result).toHaveLength(3);
  });

  it('reorders by saving the items in their new order, audited with before and after', async () => {
    const lobby = (await post<Playlist>('playlist/get', { pid: PLAYLIST, did: 'playlist-c-1001-01' })).result;
    const reversed = [...lobby.items].reverse().map(({ mediaDid, durationMs }) => ({ mediaDid, durationMs }));
    const saved = await post<Playlist>('playlist/save', { pid: PLAYLIST, did: lobby.did, name: lobby.name, items: reversed, version: lobby.version });
    expect(names(saved.result)).toEqual(['door-chime.wav:1500', 'energy-tips.png:10000', 'opening-hours.svg:10000', 'welcome-banner.png:10000']);
    expect(saved.result.totalMs).toBe(31_500);
    const entry = backend.db.audit.query().find((row) => row.action === 'playlist-edit');
    expect(entry).toMatchObject({ outcome: 'ok', target: 'playlist-c-1001-01', pid: PLAYLIST });
    expect((entry?.before as Playlist).items[0]?.name).toBe('welcome-banner.png');
    expect((entry?.after as Playlist).items[0]?.name).toBe('door-chime.wav');
  });

  it('refuses unknown files, bad durations, a blank name and another page, field by field', async () => {
    const bad = await post('playlist/save', { pid: PLAYLIST, name: ' ', items: [{ mediaDid: 'media-nope' }, { mediaDid: 'media-c-1001-01', durationMs: 500 }] });
    expect(bad).toMatchObject({ status: -1, message: 'invalid field: name (required)' });
    expect((bad.result as { errors: { field: string; messageKey: string }[] }).errors.map(({ field, messageKey }) => `${field}:${messageKey}`)).toEqual([
      'name:validation.required', 'items[0].mediaDid:signage.noSuchMedia', 'items[1].durationMs:validation.min',
    ]);
    // The library page may add a file to playlists, not rewrite them.
    const wrong = await post('playlist/save', { pid: MEDIA, name: 'X', items: [] });
    expect(wrong).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
    expect(backend.db.audit.query().filter((row) => row.action.startsWith('playlist-') && row.outcome === 'refused')).toHaveLength(2);
    // Another company's playlist is not there for this one.
    const other = await login('ggadmin', 'greengrid123');
    expect(await post('playlist/get', { pid: PLAYLIST, did: 'playlist-c-1001-01' }, other)).toMatchObject({ status: -1, message: 'no such playlist: playlist-c-1001-01', result: keyed('request.notFound') });
  });

  it('adds one file to several playlists at once from the library, and "where used" lists them', async () => {
    const video = await uploadVideo(15_000);
    const added = await post<Playlist[]>('playlist/addMedia', { pid: MEDIA, mediaDid: video.did, playlists: ['playlist-c-1001-01', 'playlist-c-1001-02'] });
    expect(added.result.map((playlist) => `${playlist.name}:${playlist.totalMs}`)).toEqual(['Lobby loop:46500', 'Promotions:35000']);
    const usage = await post<MediaUsage>('media/usage', { pid: MEDIA, did: video.did });
    expect(usage.result.playlists.map((playlist) => playlist.name)).toEqual(['Lobby loop', 'Promotions']);
    expect(backend.db.audit.query().filter((row) => row.action === 'playlist-add-media')).toHaveLength(2);
    // The browser reports a corrected length later: the playlists follow.
    await post('media/update', { pid: MEDIA, did: video.did, durationMs: 20_000 });
    expect((await post<Playlist>('playlist/get', { pid: PLAYLIST, did: 'playlist-c-1001-02' })).result.totalMs).toBe(40_000);
    // All or nothing: an unknown playlist changes none.
    const partial = await post('playlist/addMedia', { pid: MEDIA, mediaDid: 'media-c-1001-05', playlists: ['playlist-c-1001-01', 'playlist-x'] });
    expect(partial).toMatchObject({ status: -1, message: 'no such playlist: playlist-x' });
    expect((await post<MediaUsage>('media/usage', { pid: MEDIA, did: 'media-c-1001-05' })).result.playlists).toEqual([]);
  });

  it('frees a file for deletion once no playlist plays it', async () => {
    const remove = async () => (await (await fetch(`http://localhost/vt/staticfile/delete?did=media-c-1001-03&pid=${MEDIA}`, { method: 'DELETE', headers: { loginsession: admin } })).json()) as Envelope<unknown>;
    expect(await remove()).toMatchObject({ status: -1, result: { messageKey: 'signage.mediaInUse', values: { count: 1, playlists: 'Promotions' } } });
    // Promotions is the seeded channel's default content: a save without the file frees it too.
    const saved = await post<Playlist>('playlist/save', { pid: PLAYLIST, did: 'playlist-c-1001-02', name: 'Promotions', items: [{ mediaDid: 'media-c-1001-06' }], version: 1 });
    expect(saved.result.totalMs).toBe(10_000);
    expect(await remove()).toMatchObject({ status: 0, result: { did: 'media-c-1001-03' } });
  });

  it('deletes a playlist no channel plays', async () => {
    const created = await post<Playlist>('playlist/save', { pid: PLAYLIST, name: 'Spare', items: [] });
    expect(created.result.totalMs).toBe(0);
    expect(await post('playlist/remove', { pid: PLAYLIST, did: created.result.did })).toMatchObject({ status: 0, result: { did: 'playlist-c-1001-n001' } });
    expect((await post<PlaylistSummary[]>('playlist/list', { pid: PLAYLIST })).result.map((playlist) => playlist.name)).toEqual(['Lobby loop', 'Promotions']);
  });
});
