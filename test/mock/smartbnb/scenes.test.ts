// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CommandRecord, CommandResults, DeviceView } from '../../../src/api/devices/types';
import type { SceneRun } from '../../../src/api/smartbnb/types';
import { call, login, startMockBackend } from '../support';
import { bnb, fieldsOf } from './support';

/** Room scenes and music: several room devices at once through the device simulator, each device's result reported. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const MUSIC = 'p-smartbnb-music-home';
const ROOM = 'sp-st-1001-04-02-f02-r02';

async function results(session: string, ids: string[]): Promise<Array<[string, string, string | undefined]>> {
  const answer = (await call<CommandResults>('/bwp/v1/getgroupdev', { session, body: { type: 'commands', ids } })).envelope.result;
  return answer.commands.map((c) => [c.did, c.state, c.reasonKey?.messageKey]);
}

describe('smart-bnb scenes and music', () => {
  it('sleep darkens the room: lights off, curtains closed, AC 26 °C on low fan, music paused; each device confirms, sockets are left alone', async () => {
    const admin = await login('admin', 'admin123');
    const run = (await bnb<SceneRun>('scene/run', admin, { room: ROOM, scene: 'sleep' }, MUSIC)).result;
    expect(run.items.map((i) => [i.did, i.kind, i.accepted, i.accepted ? i.command.cmd : undefined])).toEqual([
      [`${ROOM}-ac1`, 'ac', true, { on: true, setpoint: 26, fan: 'low' }],
      [`${ROOM}-lt1`, 'power', true, { on: false }],
      [`${ROOM}-ct1`, 'curtain', true, { position: 0 }],
      [`${ROOM}-spk1`, 'speaker', true, { playback: 'pause' }],
    ]);
    const ids = run.items.flatMap((i) => (i.accepted ? [i.command.id] : []));
    expect((await results(admin, ids)).map((r) => r[1])).toEqual(['sent', 'sent', 'sent', 'sent']);
    backend.db.clock.skip(5000);
    expect(await results(admin, ids)).toEqual([
      [`${ROOM}-ac1`, 'confirmed', undefined], [`${ROOM}-lt1`, 'confirmed', undefined], [`${ROOM}-ct1`, 'confirmed', undefined], [`${ROOM}-spk1`, 'confirmed', undefined],
    ]);
    const room = (await bnb<{ devices: DeviceView[] }>('room/get', admin, { room: ROOM }, MUSIC)).result.devices;
    expect(room.find((d) => d.kind === 'ac')?.ac).toMatchObject({ on: true, setpoint: 26, fan: 'low' });
    expect(room.find((d) => d.kind === 'curtain')?.curtain).toEqual({ position: 0 });
    // Every command is audited on the page it came from.
    expect(backend.db.audit.query({ area: 'command', pid: MUSIC }).length).toBe(4);
  });

  it('reports a refusal per device: an offline light is refused at once, a locked one fails when it answers; the others go on', async () => {
    const admin = await login('admin', 'admin123');
    const offline = (await bnb<SceneRun>('scene/run', admin, { room: 'sp-st-1001-04-02-f04-r02', scene: 'away' }, MUSIC)).result;
    const light = offline.items.find((i) => i.did === 'sp-st-1001-04-02-f04-r02-lt1')!;
    expect([light.accepted, light.accepted ? '' : light.messageKey]).toEqual([false, 'devices.refusal.offline']);
    expect(offline.items.filter((i) => i.accepted).length).toBe(offline.items.length - 1);
    const locked = (await bnb<SceneRun>('scene/run', admin, { room: 'sp-st-1001-04-02-f08-r04', scene: 'welcome' }, 'p-smartbnb-room')).result;
    const ids = locked.items.flatMap((i) => (i.accepted ? [i.command.id] : []));
    expect(ids.length).toBe(locked.items.length);
    backend.db.clock.skip(5000);
    const answered = await results(admin, ids);
    expect(answered.find((r) => r[0] === 'sp-st-1001-04-02-f08-r04-lt1')).toEqual(['sp-st-1001-04-02-f08-r04-lt1', 'failed', 'devices.refusal.keySwitch']);
    expect(answered.filter((r) => r[1] === 'confirmed').length).toBe(answered.length - 1);
  });

  it('plays, pauses and sets the volume of the room speaker, confirmed by the speaker; a bad volume is refused by it', async () => {
    const admin = await login('admin', 'admin123');
    const room = 'sp-st-1001-04-02-f02-r03';
    const set = async (cmd: Record<string, unknown>) => (await bnb<CommandRecord>('music/set', admin, { room, cmd }, MUSIC));
    expect((await set({ playback: 'play' })).result.state).toBe('sent');
    backend.db.clock.skip(5000);
    expect((await bnb<DeviceView>('music/get', admin, { room }, MUSIC)).result.command).toMatchObject({ state: 'failed', reasonKey: { messageKey: 'devices.refusal.noPlaylist' } });
    await set({ playback: 'play', playlist: 'pl-jazz', volume: 40 });
    backend.db.clock.skip(5000);
    expect((await bnb<DeviceView>('music/get', admin, { room }, MUSIC)).result.speaker).toEqual({ on: true, playing: true, volume: 40, playlist: 'pl-jazz' });
    await set({ playback: 'pause' });
    backend.db.clock.skip(5000);
    expect((await bnb<DeviceView>('music/get', admin, { room }, MUSIC)).result.speaker).toEqual({ on: true, playing: false, volume: 40, playlist: 'pl-jazz' });
    expect(fieldsOf(await set({ volume: 140, bass: 3 })).map((f) => f.slice(0, 2))).toEqual([['cmd.volume', 'validation.max'], ['cmd.bass', 'request.unknownField']]);
    // The device-control call reaches the same speaker through the music page, and refuses it elsewhere.
    const direct = await call<{ did: string; command: CommandRecord }>('/vtservice/v1/devControl', { session: admin, body: { pid: MUSIC, act: 'set', did: `${room}-spk1`, cmd: { volume: 10 } } });
    expect([direct.envelope.status, direct.envelope.result.command.state, direct.envelope.result.command.cmd]).toEqual([0, 'sent', { volume: 10 }]);
    const elsewhere = await call<CommandRecord>('/vtservice/v1/devControl', { session: admin, body: { pid: 'p-ac-central', act: 'set', did: `${room}-spk1`, cmd: { volume: 10 } } });
    expect(elsewhere.envelope.status).toBe(-45403);
  });

  it('refuses a scene from another page, an unknown scene, a room of another store and a viewer', async () => {
    const admin = await login('admin', 'admin123');
    expect((await bnb<SceneRun>('scene/run', admin, { room: ROOM, scene: 'sleep' }, 'p-ac-central')).status).toBe(-45403);
    expect(fieldsOf(await bnb<SceneRun>('scene/run', admin, { room: ROOM, scene: 'party' }, MUSIC))[0]?.slice(0, 2)).toEqual(['scene', 'validation.option']);
    expect((await bnb<SceneRun>('scene/run', admin, { room: 'sp-st-1001-02-02-f01-r05', scene: 'sleep' }, MUSIC)).status).toBe(-1);
    const viewer = await login('viewer', 'viewer123');
    expect((await bnb<SceneRun>('scene/run', viewer, { room: ROOM, scene: 'sleep' }, MUSIC)).status).toBe(-45403);
  });
});
