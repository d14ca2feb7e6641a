// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenGroup, ScreenRow } from '../../../src/api/signage/screenTypes';
import { call, keyed, login, startMockBackend } from '../support';

const SEED = Date.parse('2026-11-01T00:00:00+08:00'); // a Sunday, midnight in Shanghai
let now = SEED;
const backend = startMockBackend({ now: () => now });
const GROUPS = 'p-screen-group';
let admin = '';
beforeEach(async () => {
  now = SEED;
  admin = await login();
});

const cast = async <T>(ope: string, body: Record<string, unknown>, session = admin) => (await call<T>(`/vtproxy/castscreen/common?ope=${ope}`, { session, body })).envelope;
const groupCall = async <T>(what: string, body: Record<string, unknown>) => (await call<T>(`/sfsaas/api/signage/group/${what}`, { session: admin, body })).envelope;
const screens = async (body: Record<string, unknown> = {}) => (await cast<ScreenRow[]>('getbindscreen', { pid: GROUPS, ...body })).result;
/** Moves the world clock (sessions age with it: sign in again). */
async function at(ms: number): Promise<void> {
  now = ms;
  admin = await login();
}
const byDid = async (did: string) => (await screens()).find((screen) => screen.did === did) as ScreenRow;
const errorKeys = (envelope: { result: unknown }) => (envelope.result as { errors: { field: string; messageKey: string }[] }).errors.map(({ field, messageKey }) => `${field}:${messageKey}`);

describe('screens and groups', () => {
  it('places seeded screens in the rooms of the stores, some offline', async () => {
    const rows = await screens();
    expect(rows.map((row) => `${row.did}|${row.spacePath}|${row.online ? 'online' : 'offline'}|${row.group?.name ?? '-'}|${row.tagGroups.map((group) => group.name).join(',')}`)).toEqual([
      'screen-st-1001-01-01|能源站 / 1F / 1F 走廊|online|-|Lobby screens',
      'screen-st-1001-01-02|能源站 / 1F / 102 大堂|online|Shop windows|',
      'screen-st-1001-02-01|2号楼 / 1F / 1F 走廊|online|-|Lobby screens',
      'screen-st-1001-02-02|2号楼 / 1F / 102 大堂|offline|Shop windows|',
      'screen-st-1001-03-01|2号楼 / 1F / 1F 走廊|online|-|Lobby screens',
      'screen-st-1001-03-02|2号楼 / 1F / 102 大堂|online|Shop windows|',
    ]);
    expect(rows[3]).toMatchObject({ lastSeen: '2026-10-31T13:00:00.000Z', offlineSince: '2026-10-31T13:00:00.000Z', resolution: '1080x1920', orientation: 'portrait' });
    // Another company has its own screens.
    const other = await login('ggadmin', 'greengrid123');
    expect((await cast<ScreenRow[]>('getbindscreen', { pid: GROUPS }, other)).result.some((row) => row.store.startsWith('st-1001'))).toBe(false);
    expect(await cast('getbindscreen', { pid: 'p-playlist' })).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
    expect(await cast('nothing', { pid: GROUPS })).toMatchObject({ status: -1, message: 'invalid field: ope (expected getbindscreen, transferbind, transferwithcreate, sendcommand, commandresult)' });
  });

  it('debounces the online state on the world clock: silent a minute is still online, three minutes offline', async () => {
    expect(await byDid('screen-st-1001-03-01')).toMatchObject({ online: true, lastSeen: '2026-10-31T15:59:00.000Z', offlineSince: null });
    now = SEED + 119_000;
    expect((await byDid('screen-st-1001-03-01')).online).toBe(true);
    now = SEED + 120_000;
    expect(await byDid('screen-st-1001-03-01')).toMatchObject({ online: false, offlineSince: '2026-10-31T15:59:00.000Z' });
    // A screen that answers keeps a 30-second heartbeat as its last seen.
    now = SEED + 75_000;
    expect((await byDid('screen-st-1001-01-01')).lastSeen).toBe('2026-10-31T16:01:00.000Z');
  });

  it('lists one group by its static binding or its tag', async () => {
    expect((await screens({ group: 'group-c-1001-01' })).map((row) => row.did)).toEqual(['screen-st-1001-01-01', 'screen-st-1001-02-01', 'screen-st-1001-03-01']);
    expect((await screens({ group: 'group-c-1001-02' })).map((row) => row.did)).toEqual(['screen-st-1001-01-02', 'screen-st-1001-02-02', 'screen-st-1001-03-02']);
    const groups = await groupCall<ScreenGroup[]>('list', { pid: GROUPS });
    expect(groups.result.map((group) => `${group.name}:${group.kind}:${group.tag}:${group.members.length}:${group.power.length}`)).toEqual(['Lobby screens:tag:lobby:3:2', 'Shop windows:static::3:0']);
    expect((await groupCall('list', { pid: 'p-playgrid' })).status).toBe(0);
  });

  it('binds, moves and unbinds through transferbind, audited; a tag group takes no bindings', async () => {
    const created = await groupCall<ScreenGroup>('save', { pid: GROUPS, name: 'Entrance', kind: 'static' });
    expect(created.result).toMatchObject({ did: 'group-c-1001-n001', members: [] });
    const moved = await cast<ScreenRow>('transferbind', { pid: GROUPS, screen: 'screen-st-1001-01-02', group: 'group-c-1001-n001' });
    expect(moved.result.group).toEqual({ did: 'group-c-1001-n001', name: 'Entrance' });
    expect((await cast<ScreenRow>('transferbind', { pid: GROUPS, screen: 'screen-st-1001-01-02', group: null })).result.group).toBeNull();
    const refused = await cast('transferbind', { pid: GROUPS, screen: 'screen-st-1001-01-02', group: 'group-c-1001-01' });
    expect(refused).toMatchObject({ status: -1, result: { messageKey: 'signage.tagGroup', values: { group: 'Lobby screens', tag: 'lobby' } } });
    expect(await cast('transferbind', { pid: GROUPS, screen: 'screen-x', group: null })).toMatchObject({ status: -1, message: 'no such screen: screen-x' });
    const audit = backend.db.audit.query().filter((row) => row.action === 'screen-bind');
    expect(audit.map((row) => `${row.outcome}:${JSON.stringify(row.after)}`)).toEqual(['refused:null', 'refused:{"group":null}', 'ok:{"group":null}', 'ok:{"group":"group-c-1001-n001"}']);
  });

  it('creates a screen in a room of a store and binds it at once (transferwithcreate)', async () => {
    const made = await cast<ScreenRow>('transferwithcreate', { pid: GROUPS, name: 'Counter', store: 'st-1001-01', space: 'sp-st-1001-01-01-f01-r02', tags: ['Lobby'], group: 'group-c-1001-02' });
    expect(made.result).toMatchObject({ did: 'screen-st-1001-01-n001', spacePath: '能源站 / 1F / 102 大堂', online: true, group: { did: 'group-c-1001-02' }, tagGroups: [{ did: 'group-c-1001-01' }], resolution: '1920x1080' });
    expect(await screens()).toHaveLength(7);
    const bad = await cast('transferwithcreate', { pid: GROUPS, name: 'X', store: 'st-1001-01', space: 'sp-nowhere', resolution: 'big', group: 'group-c-1001-01' });
    expect(errorKeys(bad)).toEqual(['space:signage.notARoom', 'resolution:signage.groups.resolutionPattern', 'group:signage.tagGroup']);
    expect(errorKeys(await cast('transferwithcreate', { pid: GROUPS, name: 'X', store: 'st-9999', space: 'sp-x' }))).toEqual(['store:validation.link']);
  });

  it('switches screens on and off by their groups\' power schedules, overnight windows counting from their start day', async () => {
    const monday = (clock: string) => Date.parse(`2026-11-02T${clock}:00+08:00`);
    // Lobby screens: weekdays 07:30-22:00, weekends 09:00-20:00. Sunday midnight: off.
    expect((await byDid('screen-st-1001-01-01')).poweredOn).toBe(false);
    await at(monday('09:00'));
    expect((await byDid('screen-st-1001-01-01')).poweredOn).toBe(true);
    await at(monday('22:00'));
    expect((await byDid('screen-st-1001-01-01')).poweredOn).toBe(false);
    // Shop windows: no schedule (always on), then Fridays 22:00 to 06:00.
    expect((await byDid('screen-st-1001-01-02')).poweredOn).toBe(true);
    const set = await groupCall<ScreenGroup>('power', { pid: GROUPS, did: 'group-c-1001-02', power: [{ days: [5], on: '22:00', off: '06:00' }] });
    expect(set.result.power).toEqual([{ days: [5], on: '22:00', off: '06:00' }]);
    expect((await byDid('screen-st-1001-01-02')).poweredOn).toBe(false);
    await at(Date.parse('2026-11-07T05:59:00+08:00')); // Saturday early: Friday's window
    expect((await byDid('screen-st-1001-01-02')).poweredOn).toBe(true);
    await at(Date.parse('2026-11-07T23:00:00+08:00')); // Saturday night: no window starts on Saturday
    expect((await byDid('screen-st-1001-01-02')).poweredOn).toBe(false);
    const bad = await groupCall('power', { pid: GROUPS, did: 'group-c-1001-02', power: [{ days: [0], on: '25:00', off: '06:00' }, { days: [1], on: '08:00', off: '08:00' }] });
    expect(errorKeys(bad)).toEqual(['power[0].days:validation.plan.days', 'power[0].on:validation.time', 'power[1]:signage.emptyWindow']);
  });

  it('turns a static group into a tag group (its bindings go) and removes groups', async () => {
    const edited = await groupCall<ScreenGroup>('save', { pid: GROUPS, did: 'group-c-1001-02', name: 'Portrait screens', kind: 'tag', tag: 'Window' });
    expect(edited.result).toMatchObject({ kind: 'tag', tag: 'window', members: ['screen-st-1001-01-02', 'screen-st-1001-02-02', 'screen-st-1001-03-02'] });
    expect((await byDid('screen-st-1001-01-02')).group).toBeNull();
    expect(errorKeys(await groupCall('save', { pid: GROUPS, name: 'T', kind: 'tag' }))).toEqual(['tag:validation.required']);
    // A group the play grid schedules stays until its events go.
    expect((await groupCall('remove', { pid: GROUPS, did: 'group-c-1001-01' })).result).toMatchObject({ messageKey: 'signage.scheduled' });
    await call('/sfsaas/api/signage/schedule/remove', { session: admin, body: { pid: 'p-playgrid', did: 'event-c-1001-02' } });
    expect((await groupCall('remove', { pid: GROUPS, did: 'group-c-1001-01' })).status).toBe(0);
    expect((await byDid('screen-st-1001-01-01')).tagGroups).toEqual([]);
  });
});
