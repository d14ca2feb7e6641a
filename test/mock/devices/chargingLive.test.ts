// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeviceControlResult, DeviceView } from '../../../src/api/devices/types';
import type { PileSendAnswer, StationMonitor } from '../../../src/api/operations/monitoringTypes';
import type { Paged } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** One world: a charging point's live load is the monitor's guns of its station, and its switch powers them. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const SECOND = 1000;
const PLANT = 'sp-st-1001-01-01-f01-r03';
const POINT = `${PLANT}-ev1`;

const point = async (session: string) => {
  const page = (await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session, body: { store: 'st-1001-01', space: PLANT, page: 1, pagesize: 100 } })).envelope.result;
  return page.data.find((d) => d.did === POINT)!;
};
const monitor = async (session: string) => (await call<StationMonitor>('/evcharge/monitor/station', { session, body: { pid: 'p-station-monitoring', station: 'cs-0001' } })).envelope.result;
const both = async (session: string) => {
  const [device, station] = [await point(session), await monitor(session)];
  return { device: [device.loadKw, device.charger?.loadKw], monitor: station.power };
};
const switchPoint = async (session: string, on: boolean) =>
  (await call<DeviceControlResult>('/vtservice/v1/devControl', { session, body: { pid: 'p-charging-load', did: POINT, act: 'set', cmd: { on } } })).envelope;
const start = async (session: string, gun: string) =>
  (await call<PileSendAnswer>('/evcharge/command/send', { session, body: { pid: 'p-charging-station', station: 'cs-0001', targets: [gun], action: 'start' } })).envelope.result.items[0]!;

describe("a station's charging point and the monitor", () => {
  it('read the same kW after the seed’s now: the guns of the station, not the meter’s generated hour', async () => {
    const admin = await login('admin', 'admin123');
    expect((await point(admin)).charger).toMatchObject({ station: 'cs-0001', piles: 3, guns: 6 });
    expect(await both(admin)).toEqual({ device: [36.6, 36.6], monitor: 36.6 });
    backend.db.clock.skip(3600 * SECOND);
    expect(await both(admin)).toEqual({ device: [0, 0], monitor: 0 });
    backend.db.clock.skip(2 * 3600 * SECOND);
    expect(await both(admin)).toEqual({ device: [150.8, 150.8], monitor: 150.8 });
  });

  it('switched off, the station’s guns are offline without an alarm and refuse a remote start; switched on, they take one', async () => {
    const admin = await login('admin', 'admin123');
    expect((await switchPoint(admin, false)).status).toBe(0);
    backend.db.clock.skip(3 * SECOND);
    const off = await monitor(admin);
    expect([(await point(admin)).charger?.on, off.power, off.alarms, off.piles.map((p) => p.online)]).toEqual([false, 0, [], [false, false, false]]);
    expect(off.piles.flatMap((p) => p.guns.map((g) => g.state))).toEqual(['offline', 'offline', 'offline', 'offline', 'offline', 'offline']);
    const refused = await start(admin, 'cg-000003');
    expect(refused).toMatchObject({ accepted: false, messageKey: 'operations.monitoring.refusal.switchedOff', values: { target: 'CS310100001-02-1' } });
    backend.db.clock.skip(10 * 60 * SECOND);
    expect((await monitor(admin)).alarms).toEqual([]);
    expect((await switchPoint(admin, true)).status).toBe(0);
    backend.db.clock.skip(3 * SECOND);
    const on = await monitor(admin);
    // The session the switch cut does not come back: the gun is free for a remote start.
    expect(on.piles.flatMap((p) => p.guns.map((g) => g.state))).toEqual(['idle', 'idle', 'idle', 'idle', 'idle', 'idle']);
    expect((await start(admin, 'cg-000003')).accepted).toBe(true);
    backend.db.clock.skip(5 * 60 * SECOND);
    // The remote start's car draws on the gun, and the charging point reads it.
    expect(await both(admin)).toEqual({ device: [40.7, 40.7], monitor: 40.7 });
  });
});
