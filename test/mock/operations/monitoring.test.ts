// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NetworkView, PileCommandResults, PileSendAnswer, StationMonitor } from '../../../src/api/operations/monitoringTypes';
import { ok, post, query, type Rec } from '../pageHelpers';
import { call, CONTROL_HEADERS, keyed, login, startMockBackend } from '../support';

/** Charging monitoring (issue 24): live guns on the world clock, alarms that do not storm, remote commands the pile answers. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const NETWORK = 'p-network-level-monitoring';
const MONITOR = 'p-station-monitoring';
const LEDGER = 'p-charging-station';
const SECOND = 1000;

const ev = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/evcharge/${path}`, { session, body })).envelope;
const monitor = async (session: string, station: string) => (await ev<StationMonitor>('monitor/station', session, { pid: MONITOR, station })).result;
const link = (station: string, up: boolean) => call('/__mock__/control', { headers: CONTROL_HEADERS, body: { action: 'station-link', station, up } });
const alarmsOf = async (session: string, station: string) => (await monitor(session, station)).alarms.map((a) => [a.kind, a.target, a.since]);
const gunStates = async (session: string, station: string) => (await monitor(session, station)).piles.flatMap((p) => p.guns.map((g) => g.state));

async function results(session: string, ids: string[]): Promise<Array<[string, string, string | undefined]>> {
  const answer = (await ev<PileCommandResults>('command/results', session, { pid: LEDGER, ids })).result;
  return answer.commands.map((c) => [c.target, c.state, c.reasonKey?.messageKey]);
}

describe('the network and a station, live', () => {
  it('shows every station the admin reaches with the network figures at the seed’s now', async () => {
    const admin = await login('admin', 'admin123');
    const view = (await ev<NetworkView>('monitor/network', admin, { pid: NETWORK })).result;
    expect(view.kpis).toEqual({ stations: 8, piles: 54, pilesOnline: 49, onlineRate: 0.9074, guns: 79, gunsCharging: 19, power: 533.2, faults: 14, alarms: 13 });
    // One world: the live alarms are the real-time alerts list's open rows of the same stations, one per faulty or offline pile.
    const open = ok(await query(admin, 'p-realtime-alerts', { pagesize: 10000 })).data.filter((r) => view.stations.some((s) => s.did === r.stationdid));
    expect(open.length).toBe(13);
    expect(view.stations.map((s) => [s.did, s.state])).toEqual([
      ['cs-0001', 'charging'], ['cs-0002', 'faulted'], ['cs-0003', 'faulted'], ['cs-0004', 'faulted'],
      ['cs-0005', 'faulted'], ['cs-0006', 'charging'], ['cs-0007', 'faulted'], ['cs-0008', 'charging'],
    ]);
  });

  it('never shows a car full while it still draws power: a long session at the bus hub stays below 96 %', async () => {
    const admin = await login('admin', 'admin123');
    const gun = (await monitor(admin, 'cs-0008')).piles[0]!.guns[0]!;
    // 102.96 kWh since the evening before: no 60 kWh car; its battery is sized so its plan tops it up to 95 % at most.
    expect(gun).toMatchObject({ code: 'CS330100008-01-1', state: 'charging', power: 79.2, energy: 102.96 });
    expect(gun.soc).toBeLessThan(96);
    const charging = (await Promise.all(['cs-0001', 'cs-0006', 'cs-0008'].map((s) => monitor(admin, s)))).flatMap((m) => m.piles.flatMap((p) => p.guns)).filter((g) => g.state === 'charging');
    expect(charging.length).toBeGreaterThan(3);
    expect(charging.filter((g) => (g.soc ?? 0) > 95)).toEqual([]);
  });

  it('carries a session on: power, session energy and state of charge move with the world clock', async () => {
    const admin = await login('admin', 'admin123');
    const gun = async () => (await monitor(admin, 'cs-0001')).piles[1]!.guns[0]!;
    expect(await gun()).toMatchObject({ code: 'CS310100001-02-1', state: 'charging', power: 36.6, energy: 48.8 });
    backend.db.clock.skip(10 * 60 * SECOND);
    expect(await gun()).toMatchObject({ state: 'charging', power: 36.6, energy: 54.9 });
    // Yesterday's curve is the registry's sessions: its kWh are the station's orders of that day.
    const curve = (await monitor(admin, 'cs-0001')).curve;
    expect([curve.stepMinutes, curve.today.length, curve.yesterday.length, curve.today.filter((v) => v !== null).length]).toEqual([15, 96, 96, 1]);
  });
});

describe('alarms that do not storm (ALARM_RULE: link 3 min, connector error 2 min, boot burst ignored, one per station)', () => {
  it('a station whose link drops for 10 s raises no alarm; one that stays down 5 min raises one for the station, not one per gun', async () => {
    const admin = await login('admin', 'admin123');
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([]);
    await link('cs-0001', false);
    backend.db.clock.skip(10 * SECOND);
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([]);
    expect(await gunStates(admin, 'cs-0001')).toEqual(['idle', 'idle', 'charging', 'idle', 'idle', 'idle']);
    await link('cs-0001', true);
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([]);

    const downAt = new Date(backend.db.clock.now()).toISOString();
    await link('cs-0001', false);
    backend.db.clock.skip(2 * 60 * SECOND + 59 * SECOND);
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([]);
    backend.db.clock.skip(2 * 60 * SECOND + SECOND);
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([['station-offline', 'CS310100001', downAt]]);
    expect(await gunStates(admin, 'cs-0001')).toEqual(['offline', 'offline', 'offline', 'offline', 'offline', 'offline']);
    const kpis = (await ev<NetworkView>('monitor/network', admin, { pid: NETWORK })).result.kpis;
    expect([kpis.alarms, kpis.pilesOnline]).toEqual([14, 46]);
  });

  it('a connector error raises an alarm only once it lasted 2 minutes, one for the gun; cleared, the gun is idle again', async () => {
    const admin = await login('admin', 'admin123');
    const error = (on: boolean) => call('/__mock__/control', { headers: CONTROL_HEADERS, body: { action: 'connector-error', gun: 'cg-000001', on } });
    const since = new Date(backend.db.clock.now()).toISOString();
    await error(true);
    backend.db.clock.skip(60 * SECOND);
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([]);
    expect((await gunStates(admin, 'cs-0001'))[0]).toBe('faulted');
    backend.db.clock.skip(60 * SECOND);
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([['connector-error', 'CS310100001-01-1', since]]);
    await error(false);
    expect(await alarmsOf(admin, 'cs-0001')).toEqual([]);
    expect((await gunStates(admin, 'cs-0001'))[0]).toBe('idle');
    const unknown = (await call('/__mock__/control', { headers: CONTROL_HEADERS, body: { action: 'connector-error', gun: 'cg-999999', on: true } })).envelope;
    expect([unknown.status, unknown.result]).toEqual([-1, keyed('operations.monitoring.refusal.noGun')]);
  });

  it('a reset pile boots for 60 s: its burst raises nothing, its fault (one alarm for the pile, not one per gun) clears, its guns come back idle', async () => {
    const admin = await login('admin', 'admin123');
    const before = await alarmsOf(admin, 'cs-0002');
    expect(before.map((a) => a[0])).toEqual(['pile-fault']);
    const pile = (await monitor(admin, 'cs-0002')).piles.find((p) => p.guns.some((g) => g.state === 'faulted'))!;
    const sent = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0002', targets: [pile.did], action: 'reset' })).result.items[0]!;
    expect(sent).toMatchObject({ accepted: true });
    backend.db.clock.skip(5 * SECOND);
    expect(await results(admin, [sent.accepted ? sent.id : ''])).toEqual([[pile.did, 'confirmed', undefined]]);
    expect(await alarmsOf(admin, 'cs-0002')).toEqual([]);
    expect((await monitor(admin, 'cs-0002')).piles.find((p) => p.did === pile.did)!.guns.map((g) => g.state)).toEqual(['offline', 'offline']);
    backend.db.clock.skip(60 * SECOND);
    expect((await monitor(admin, 'cs-0002')).piles.find((p) => p.did === pile.did)!.guns.map((g) => g.state)).toEqual(['idle', 'idle']);
  });
});

describe('the monitor’s alarms are rows of the alarm lists (real-time alerts, history alarms)', () => {
  const listed = async (session: string, pid: string) => ok(await query(session, pid, { pagesize: 10000 })).data;
  const shown = (rows: Rec[]) => rows.map((r) => [r.did, r.stationdid, r.pilecode, r.devicetype, r.devicecode, r.alarmtype, r.level, r.occurtime, r.recovertime, r.status, r.content]);

  it('a station whose link stays down past the rule is one new real-time alert, in the reach of its store; back up, it is history with its end', async () => {
    const operator = await login('operator', 'operator123');
    const admin = await login('admin', 'admin123');
    const before = (await listed(operator, 'p-realtime-alerts')).length;
    const downAt = new Date(backend.db.clock.now()).toISOString();
    await link('cs-0008', false);
    await link('cs-0001', false);
    backend.db.clock.skip(2 * 60 * SECOND + 59 * SECOND);
    expect((await listed(operator, 'p-realtime-alerts')).length).toBe(before);
    backend.db.clock.skip(2 * SECOND);
    const live = await listed(operator, 'p-realtime-alerts');
    expect(live.length).toBe(before + 1);
    const raised = live.filter((r) => r.occurtime === downAt);
    expect(shown(raised)).toEqual([['al-001190', 'cs-0008', '', 'station', 'CS330100008', 'commLoss', 'minor', downAt, '', 'active', '充电站与平台通信中断超过3分钟']]);
    // The station monitor's alarm is the same one: kind, station, start.
    expect(await alarmsOf(operator, 'cs-0008')).toEqual([['station-offline', raised[0]!.devicecode, downAt]]);
    // The admin reaches both stores: both stations' alarms.
    expect((await listed(admin, 'p-realtime-alerts')).filter((r) => r.occurtime === downAt).map((r) => r.stationdid).sort()).toEqual(['cs-0001', 'cs-0008']);

    backend.db.clock.skip(60 * SECOND);
    const upAt = new Date(backend.db.clock.now()).toISOString();
    await link('cs-0008', true);
    expect((await listed(operator, 'p-realtime-alerts')).filter((r) => r.occurtime === downAt)).toEqual([]);
    const history = (await listed(operator, 'p-history-alarms')).filter((r) => r.did === raised[0]!.did);
    expect(shown(history)).toEqual([[raised[0]!.did, 'cs-0008', '', 'station', raised[0]!.devicecode, 'commLoss', 'minor', downAt, upAt, 'recovered', '充电站与平台通信中断超过3分钟']]);
    expect(history[0]!.duration).toBe(4);
  });

  it('a connector error past the rule is one alert on its gun and pile; acknowledged, then cleared, it is closed in history', async () => {
    const admin = await login('admin', 'admin123');
    const error = (on: boolean) => call('/__mock__/control', { headers: CONTROL_HEADERS, body: { action: 'connector-error', gun: 'cg-000001', on } });
    const since = new Date(backend.db.clock.now()).toISOString();
    await error(true);
    backend.db.clock.skip(2 * 60 * SECOND);
    const raised = (await listed(admin, 'p-realtime-alerts')).filter((r) => r.occurtime === since);
    expect(shown(raised)).toEqual([['al-001189', 'cs-0001', 'CS310100001-01', 'gun', 'CS310100001-01-1', 'connectorError', 'minor', since, '', 'active', '充电枪连接器故障持续2分钟']]);
    // Acknowledged through the list's own edit, like any alert.
    ok(await post(admin, 'filter/update', { pid: 'p-realtime-alerts', did: 'al-001189', cmd: { status: 'acknowledged', handler: '张伟' } }));
    backend.db.clock.skip(60 * SECOND);
    const clearedAt = new Date(backend.db.clock.now()).toISOString();
    await error(false);
    expect((await listed(admin, 'p-realtime-alerts')).filter((r) => r.did === 'al-001189')).toEqual([]);
    const history = (await listed(admin, 'p-history-alarms')).filter((r) => r.did === 'al-001189');
    expect(history.map((r) => [r.occurtime, r.recovertime, r.duration, r.status, r.handler])).toEqual([[since, clearedAt, 3, 'closed', '张伟']]);
  });

  it('a seeded outage starts on the station monitor when the list’s alert does', async () => {
    const admin = await login('admin', 'admin123');
    const listedOffline = (await listed(admin, 'p-realtime-alerts')).filter((r) => r.stationdid === 'cs-0003' && r.alarmtype === 'commLoss').map((r) => [r.pilecode, r.occurtime]);
    expect(listedOffline.sort()).toEqual([['CS440100003-06', '2026-10-30T06:19:00.000Z'], ['CS440100003-08', '2026-10-29T22:16:00.000Z']]);
    expect((await alarmsOf(admin, 'cs-0003')).filter((a) => a[0] === 'pile-offline').map((a) => [a[1], a[2]])).toEqual(listedOffline);
  });

  it('a seeded fault is one alarm for the pile, starts when the list’s alert does and ends with the pile’s reset: its open alert moves to history, ended when the pile answered', async () => {
    const admin = await login('admin', 'admin123');
    const pileAlerts = async (pid: string) => (await listed(admin, pid)).filter((r) => r.pilecode === 'CS320100002-03' && r.occurtime === '2026-10-30T22:24:00.000Z');
    expect((await pileAlerts('p-realtime-alerts')).map((r) => [r.alarmtype, r.status])).toEqual([['insulation', 'active']]);
    // The station monitor's seeded fault began when the list's alert did.
    expect(await alarmsOf(admin, 'cs-0002')).toEqual([['pile-fault', 'CS320100002-03', '2026-10-30T22:24:00.000Z']]);
    const pile = (await monitor(admin, 'cs-0002')).piles.find((p) => p.code === 'CS320100002-03')!;
    const sent = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0002', targets: [pile.did], action: 'reset' })).result.items[0]!;
    backend.db.clock.skip(5 * SECOND);
    const done = (await ev<PileCommandResults>('command/results', admin, { pid: LEDGER, ids: [sent.accepted ? sent.id : ''] })).result.commands[0]!;
    expect(done.state).toBe('confirmed');
    expect(await pileAlerts('p-realtime-alerts')).toEqual([]);
    expect((await pileAlerts('p-history-alarms')).map((r) => [r.alarmtype, r.recovertime, r.status])).toEqual([['insulation', done.doneAt, 'recovered']]);
  });

  it('the piles answer in turn while alarms are written to the lists: a stop, then a start sent after it, on the same gun', async () => {
    const admin = await login('admin', 'admin123');
    await link('cs-0008', false);
    // Both answers fall due after the station's alarm does (3 min after its link dropped).
    backend.db.clock.skip(2 * 60 * SECOND + 58.5 * SECOND);
    const stop = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000003'], action: 'stop' })).result.items[0]!;
    backend.db.clock.skip(1);
    const start = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000003'], action: 'start' })).result.items[0]!;
    backend.db.clock.skip(8 * SECOND);
    // The list read answers both commands (the station alarm is written meanwhile), in the order they fall due.
    expect((await listed(admin, 'p-realtime-alerts')).filter((r) => r.stationdid === 'cs-0008' && r.devicetype === 'station').length).toBe(1);
    expect(await results(admin, [stop.accepted ? stop.id : '', start.accepted ? start.id : ''])).toEqual([['cg-000003', 'confirmed', undefined], ['cg-000003', 'confirmed', undefined]]);
  });
});

describe('remote commands: sent, then the pile’s answer on the world clock', () => {
  it('a remote stop on a charging gun is sent, confirmed by the pile, and the gun turns idle', async () => {
    const admin = await login('admin', 'admin123');
    const send = await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000003'], action: 'stop' });
    const item = send.result.items[0]!;
    expect(item).toEqual({ target: 'cg-000003', accepted: true, id: 'pcmd-000001' });
    expect(await results(admin, ['pcmd-000001'])).toEqual([['cg-000003', 'sent', undefined]]);
    backend.db.clock.skip(5 * SECOND);
    expect(await results(admin, ['pcmd-000001'])).toEqual([['cg-000003', 'confirmed', undefined]]);
    expect((await monitor(admin, 'cs-0001')).piles[1]!.guns[0]).toMatchObject({ state: 'idle', power: 0, energy: null });
    expect(backend.db.audit.query({ area: 'command', pid: LEDGER }).length).toBe(1);
  });

  it('the pile rejects a stop with no session and a start on a busy gun, with its reason', async () => {
    const admin = await login('admin', 'admin123');
    const send = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000001'], action: 'stop' })).result;
    const start = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000003'], action: 'start' })).result;
    backend.db.clock.skip(5 * SECOND);
    const ids = [send, start].map((a) => (a.items[0]!.accepted ? a.items[0]!.id : ''));
    expect(await results(admin, ids)).toEqual([
      ['cg-000001', 'failed', 'operations.monitoring.answer.noSession'],
      ['cg-000003', 'failed', 'operations.monitoring.answer.notIdle'],
    ]);
  });

  it('a remote start on an idle gun prepares a minute, then charges', async () => {
    const admin = await login('admin', 'admin123');
    await ev('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000001'], action: 'start' });
    backend.db.clock.skip(5 * SECOND);
    expect((await monitor(admin, 'cs-0001')).piles[0]!.guns[0]!.state).toBe('preparing');
    backend.db.clock.skip(60 * SECOND);
    expect((await monitor(admin, 'cs-0001')).piles[0]!.guns[0]!).toMatchObject({ state: 'charging', power: 52.6, energy: 0.05 });
  });

  it('a pile whose link is down does not answer: the command times out after 30 s; one offline after the rule is refused at once', async () => {
    const admin = await login('admin', 'admin123');
    await link('cs-0001', false);
    const sent = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000003'], action: 'stop' })).result.items[0]!;
    backend.db.clock.skip(10 * SECOND);
    expect(await results(admin, ['pcmd-000001'])).toEqual([['cg-000003', 'sent', undefined]]);
    backend.db.clock.skip(25 * SECOND);
    expect(await results(admin, ['pcmd-000001'])).toEqual([['cg-000003', 'timeout', undefined]]);
    expect(sent.accepted).toBe(true);
    backend.db.clock.skip(3 * 60 * SECOND);
    const refused = (await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0001', targets: ['cg-000003'], action: 'stop' })).result.items[0]!;
    expect(refused).toMatchObject({ accepted: false, messageKey: 'operations.monitoring.refusal.offline', values: { target: 'CS310100001-02-1' } });
  });
});

describe('access: the page must own the station', () => {
  it('refuses commands through a monitoring page and stations out of the user’s reach (-45403)', async () => {
    const admin = await login('admin', 'admin123');
    const wrongPage = await ev('command/send', admin, { pid: MONITOR, station: 'cs-0001', targets: ['cg-000003'], action: 'stop' });
    expect([wrongPage.status, wrongPage.result]).toEqual([-45403, keyed('access.wrongPage')]);
    const operator = await login('operator', 'operator123');
    const stations = (await ev<Array<{ did: string }>>('monitor/stations', operator, { pid: MONITOR })).result.map((s) => s.did);
    expect(stations).toEqual(['cs-0008']);
    const far = await ev('monitor/station', operator, { pid: MONITOR, station: 'cs-0001' });
    expect([far.status, far.result]).toEqual([-45403, keyed('access.noStore')]);
    const unknown = await ev('monitor/station', admin, { pid: MONITOR, station: 'cs-9999' });
    expect([unknown.status, unknown.result]).toEqual([-1, keyed('operations.monitoring.refusal.noStation')]);
  });
});

describe('the bench’s network size (mock control monitoring-bench-world)', () => {
  it('replaces the registry’s stations in the views with 2,000 generated stations of ten guns, on a store the admin reaches; a reset brings the registry back', async () => {
    const grown = await call<{ stations: number; guns: number }>('/__mock__/control', { headers: CONTROL_HEADERS, body: { action: 'monitoring-bench-world', stations: 2000 } });
    expect(grown.envelope.result).toEqual({ stations: 2000, guns: 20000 });
    const admin = await login('admin', 'admin123');
    const view = (await ev<NetworkView>('monitor/network', admin, { pid: NETWORK })).result;
    expect([view.kpis.stations, view.kpis.guns, view.kpis.piles]).toEqual([2000, 20000, 10000]);
    backend.db.reset();
    const again = await login('admin', 'admin123');
    expect((await ev<NetworkView>('monitor/network', again, { pid: NETWORK })).result.kpis.stations).toBe(8);
  });
});
