// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Channel, ChannelSummary } from '../../../src/api/signage/types';
import { call, keyed, login, startMockBackend } from '../support';

const backend = startMockBackend();
const CHANNEL = 'p-program-channel';

let admin = '';
beforeEach(async () => {
  admin = await login();
});

const post = async <T>(path: string, body: Record<string, unknown>, session = admin) => (await call<T>(`/sfsaas/api/signage/${path}`, { session, body })).envelope;
const shape = (channel: Channel) => channel.regions.map((region) => `${region.region}:${region.playlists.map((p) => `${p.name}/${p.totalMs}`).join(',')}`);

describe('program channels', () => {
  it('start with a seeded split channel: the lobby loop over a ticker, promotions when nothing is scheduled', async () => {
    const list = await post<ChannelSummary[]>('channel/list', { pid: CHANNEL });
    expect(list.result.map(({ did, name, layout }) => ({ did, name, layout }))).toEqual([{ did: 'channel-c-1001-01', name: 'Lobby channel', layout: 'split-ticker' }]);
    // The play grid picks channels from the same list.
    expect((await post<ChannelSummary[]>('channel/list', { pid: 'p-playgrid' })).result).toHaveLength(1);
    const { result } = await post<Channel>('channel/get', { pid: CHANNEL, did: 'channel-c-1001-01' });
    expect(shape(result)).toEqual(['main:Lobby loop/31500', 'ticker:']);
    expect(result).toMatchObject({ tickerText: 'Welcome', defaultPlaylist: { did: 'playlist-c-1001-02', name: 'Promotions', totalMs: 20_000 }, updatedBy: 'system' });
  });

  it('creates a full-screen channel and switches a split one to full screen (the ticker goes)', async () => {
    const created = await post<Channel>('channel/save', { pid: CHANNEL, name: 'Window', layout: 'full', regions: { main: ['playlist-c-1001-02', 'playlist-c-1001-01'] } });
    expect(created.status).toBe(0);
    expect(created.result).toMatchObject({ did: 'channel-c-1001-n001', layout: 'full', tickerText: '', defaultPlaylist: null, updatedBy: 'admin' });
    expect(shape(created.result)).toEqual(['main:Promotions/20000,Lobby loop/31500']);
    const edited = await post<Channel>('channel/save', { pid: CHANNEL, did: 'channel-c-1001-01', name: 'Lobby channel', layout: 'full', regions: { main: ['playlist-c-1001-01'] }, defaultPlaylist: null, version: 1 });
    expect(shape(edited.result)).toEqual(['main:Lobby loop/31500']);
    expect(edited.result.defaultPlaylist).toBeNull();
    expect(backend.db.audit.query().map((row) => row.action).filter((action) => action.startsWith('channel-'))).toEqual(['channel-edit', 'channel-create']);
  });

  it('refuses regions the layout lacks, unknown playlists and layouts, field by field', async () => {
    const bad = await post('channel/save', { pid: CHANNEL, name: 'X', layout: 'full', regions: { main: ['playlist-x'], ticker: ['playlist-c-1001-01'] }, defaultPlaylist: 'playlist-y' });
    expect(bad.status).toBe(-1);
    expect((bad.result as { errors: { field: string; messageKey: string }[] }).errors.map(({ field, messageKey }) => `${field}:${messageKey}`)).toEqual([
      'regions.main[0]:signage.noSuchPlaylist', 'regions.ticker:validation.unknown', 'defaultPlaylist:signage.noSuchPlaylist',
    ]);
    const layout = await post('channel/save', { pid: CHANNEL, name: 'X', layout: 'quad', regions: {} });
    expect(layout).toMatchObject({ status: -1, message: 'invalid field: layout (expected one of full, split-ticker)' });
    // The play grid reads channels but does not write them.
    expect(await post('channel/save', { pid: 'p-playgrid', name: 'X', layout: 'full', regions: {} })).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
  });

  it('keeps a playlist a channel plays (in a region or as default content) from deletion', async () => {
    const refused = await post('playlist/remove', { pid: 'p-playlist', did: 'playlist-c-1001-02' });
    expect(refused).toMatchObject({
      status: -1, message: 'playlist in use: playlist-c-1001-02 is played by Lobby channel; take it out of those channels first',
      result: { messageKey: 'signage.playlistInUse', values: { count: 1, channels: 'Lobby channel' } },
    });
    // The channel itself is scheduled: its events go first.
    for (const did of ['event-c-1001-01', 'event-c-1001-02']) await post('schedule/remove', { pid: 'p-playgrid', did });
    expect((await post('channel/remove', { pid: CHANNEL, did: 'channel-c-1001-01' })).status).toBe(0);
    expect((await post('playlist/remove', { pid: 'p-playlist', did: 'playlist-c-1001-02' })).status).toBe(0);
    expect(await post('channel/get', { pid: CHANNEL, did: 'channel-c-1001-01' })).toMatchObject({ status: -1, message: 'no such channel: channel-c-1001-01' });
  });
});
