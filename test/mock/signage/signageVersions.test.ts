// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ScheduleEvent } from '../../../src/api/signage/scheduleTypes';
import type { Channel, ChannelSummary, Playlist, PlaylistSummary } from '../../../src/api/signage/types';
import type { Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

/** Issue 36 item 2: two editors of one playlist, channel or schedule event; the second save, made on the older version, is refused with who and when. */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const AT = '2026-10-31T16:00:00.000Z';

const post = async <T>(path: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> =>
  (await call<T>(`/sfsaas/api/signage/${path}`, { session, body })).envelope;

const LOBBY = 'playlist-c-1001-01';
const playlistBody = (name: string) => ({ pid: 'p-playlist', did: LOBBY, name, items: [{ mediaDid: 'media-c-1001-01', durationMs: 5000 }] });
const CHANNEL = 'channel-c-1001-01';
const channelBody = (name: string) => ({ pid: 'p-program-channel', did: CHANNEL, name, layout: 'full', regions: { main: [LOBBY] }, defaultPlaylist: null });
const EVENT = 'event-c-1001-02';
const eventBody = (name: string) => ({
  pid: 'p-playgrid', did: EVENT, name, channel: CHANNEL, target: 'group-c-1001-01', repeat: 'weekly', from: '2026-11-01', to: '2027-01-31', weekdays: [1, 2, 3], daypart: { start: '08:00', end: '11:00' }, priority: 1,
});

/** Each record: how its save is sent, how it is read back, and its audit's resource and action. */
const RECORDS = [
  { kind: 'playlist', save: 'playlist/save', body: playlistBody, read: async (s: string) => (await post<Playlist>('playlist/get', s, { pid: 'p-playlist', did: LOBBY })).result, resource: 'playlist', action: 'playlist-edit', target: LOBBY },
  { kind: 'channel', save: 'channel/save', body: channelBody, read: async (s: string) => (await post<Channel>('channel/get', s, { pid: 'p-program-channel', did: CHANNEL })).result, resource: 'channel', action: 'channel-edit', target: CHANNEL },
  {
    kind: 'schedule event', save: 'schedule/save', body: eventBody, resource: 'schedule-event', action: 'schedule-edit', target: EVENT,
    read: async (s: string) => (await post<ScheduleEvent[]>('schedule/list', s, { pid: 'p-playgrid' })).result.find((e) => e.did === EVENT)!,
  },
] as const;

describe.each(RECORDS)('a $kind edited by two people', ({ save, body, read, resource, action, target }) => {
  it('refuses the save made on the older version with who saved since and when, and changes nothing', async () => {
    const first = await login();
    const second = await login();
    expect(await read(second)).toMatchObject({ version: 1, changedBy: '', changedAt: '' });
    const saved = await post<{ name: string; version: number; changedBy: string; changedAt: string }>(save, first, { ...body('First editor'), version: 1 });
    expect(saved.status, saved.message).toBe(0);
    expect(saved.result).toMatchObject({ name: 'First editor', version: 2, changedBy: 'Administrator', changedAt: AT });

    const stale = await post(save, second, { ...body('Second editor'), version: 1 });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'Administrator', at: AT }, current: { version: 2, changedBy: 'Administrator', changedAt: AT } });
    expect(await read(second)).toMatchObject({ name: 'First editor', version: 2 });
    const refused = backend.db.audit.query({ resource, action }).filter((e) => e.outcome === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ messageKey: 'write.stale', target });
  });

  it('lets the second editor keep theirs on purpose: an audited overwrite', async () => {
    const first = await login();
    const second = await login();
    await post(save, first, { ...body('First editor'), version: 1 });
    const kept = await post<{ name: string; version: number }>(save, second, { ...body('Second editor'), version: 1, overwrite: true });
    expect(kept.status, kept.message).toBe(0);
    expect(kept.result).toMatchObject({ name: 'Second editor', version: 3 });
    const accepted = backend.db.audit.query({ resource, action }).filter((e) => e.outcome === 'ok');
    expect(accepted.map((e) => e.detail?.overwrote)).toEqual(expect.arrayContaining([2]));
  });

  it('needs the version a save was made on, as an integer', async () => {
    const admin = await login();
    expect((await post(save, admin, body('No version'))).result).toEqual(keyed('request.wrongType'));
    const text = await post(save, admin, { ...body('Text version'), version: '1' });
    expect(text.status).toBe(-1);
    expect(text.result).toMatchObject({ messageKey: 'request.wrongType' });
    expect((await read(admin)).version).toBe(1);
  });
});

describe('versions beside the records', () => {
  it('lists carry the stamp, and adding a file from the library moves a playlist on', async () => {
    const admin = await login();
    expect((await post<PlaylistSummary[]>('playlist/list', admin, { pid: 'p-playlist' })).result.map((p) => p.version)).toEqual([1, 1]);
    expect((await post<ChannelSummary[]>('channel/list', admin, { pid: 'p-program-channel' })).result.map((c) => c.version)).toEqual([1]);
    const added = await post<Playlist[]>('playlist/addMedia', admin, { pid: 'p-media-manage', mediaDid: 'media-c-1001-05', playlists: [LOBBY] });
    expect(added.result.map((p) => p.version)).toEqual([2]);
    expect((await post('playlist/save', admin, { ...playlistBody('Edited on the old version'), version: 1 })).status).toBe(-45409);
  });

  it("answers another company's playlist as unknown, never with who changed it", async () => {
    const admin = await login();
    await post('playlist/save', admin, { ...playlistBody('Moved on'), version: 1 });
    const other = await login('ggadmin', 'greengrid123');
    expect(await post('playlist/save', other, { ...playlistBody('Taken'), version: 1 })).toMatchObject({ status: -1, result: keyed('request.notFound') });
  });
});
