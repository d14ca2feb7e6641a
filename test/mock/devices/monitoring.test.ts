// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ConfigPoint, DeviceView, MeterLive, ProjectsOverview } from '../../../src/api/devices/types';
import type { Paged } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** config-monitoring's points and the projects overview agree with the device lists they summarise. */

const STORE = 'st-1005-01';
startMockBackend({ now: () => Date.parse('2026-11-02T08:00:00.000Z') });

async function groupdev<T>(session: string, body: Record<string, unknown>): Promise<T> {
  const { envelope } = await call<T>('/bwp/v1/getgroupdev', { session, body });
  expect(envelope.status, envelope.message).toBe(0);
  return envelope.result;
}
const devices = async (session: string, query: Record<string, unknown> = {}) => groupdev<Paged<DeviceView>>(session, { store: STORE, page: 1, pagesize: 1000, ...query });

describe('config-monitoring points (getgroupdev type config-points)', () => {
  it('menutype 1: every sensor and hot-water tank, with the sensors’ own values, limits and alarms', async () => {
    const session = await login('operator', 'operator123');
    const points = await groupdev<ConfigPoint[]>(session, { type: 'config-points', store: STORE, menutype: 1 });
    const sensors = (await devices(session, { kind: 'sensor' })).data;
    expect(sensors.length).toBe(303);
    expect(points.length).toBe(303 + 4);
    for (const sensor of sensors.slice(0, 60)) {
      const point = points.find((p) => p.id === `${sensor.did}:${sensor.sensor!.metric}`)!;
      expect(point.online).toBe(sensor.online);
      if (sensor.online !== 'online') expect(point.value).toBeNull();
      else expect({ value: point.value, low: point.low, high: point.high, alarm: point.alarm !== undefined }).toEqual({ value: sensor.sensor!.value, low: sensor.sensor!.low, high: sensor.sensor!.high, alarm: sensor.sensor!.alarm });
    }
    for (const p of points.filter((x) => x.alarm)) expect(Date.parse(p.alarmSince!)).toBeLessThanOrEqual(Date.parse(p.readAt));
  });

  it('menutypes 2, 4 and 6: computer rooms (3 points each), the storage system (SOC, power), the charging points (power, load rate)', async () => {
    const session = await login('operator', 'operator123');
    const of = (menutype: number) => groupdev<ConfigPoint[]>(session, { type: 'config-points', store: STORE, menutype });
    const rooms = await of(2);
    expect(rooms.length).toBe(4 * 3);
    const acs = (await devices(session, { kind: 'ac', roomtype: 'computer' })).data;
    const temp = rooms.find((p) => p.metric === 'temperature' && p.value !== null)!;
    expect(temp.value).toBe(acs.find((a) => a.space === temp.space)!.ac!.temperature);
    expect((await of(4)).map((p) => p.metric)).toEqual(['soc', 'power']);
    const storage = (await devices(session, { kind: 'storage' })).data[0]!;
    expect((await of(4))[1]!.value).toBe(storage.storage!.powerKw);
    expect((await of(6)).map((p) => p.metric)).toEqual(['power', 'loadRate', 'power', 'loadRate']);
    expect((await call('/bwp/v1/getgroupdev', { session, body: { type: 'config-points', store: STORE, menutype: 3 } })).envelope.status).toBe(-1);
  });
});

describe('device-projects-overview agrees with the store’s device lists', () => {
  it('devices and online counts of the operator’s store match getgroupdev', async () => {
    const session = await login('operator', 'operator123');
    const overview = await groupdev<ProjectsOverview>(session, { type: 'overview', parentbusiness: 'pb-1005' });
    const store = overview.stores.find((s) => s.store === STORE)!;
    expect(store.devices).toBe((await devices(session, { pagesize: 1 })).total);
    const online = (await devices(session, { pagesize: 1, online: 'online' })).total;
    expect(store.online).toBe(online);
    // The rate the device screens show: online of every device (to 0.1 %).
    expect(store.onlineRate).toBe(Math.round((online / store.devices) * 1000) / 1000);
    const meters = await groupdev<MeterLive[]>(session, { type: 'meters', store: STORE });
    // 28 building and asset meters, and 134 let rooms' own meters.
    expect(meters.length).toBe(162);
  });
});
