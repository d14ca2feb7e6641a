// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeviceView, MeterLive } from '../../../src/api/devices/types';
import type { Paged } from '../../../src/api/types';
import { DAY_COUNT } from '../../../mock/api/db/core/clock/calendar';
import { Database } from '../../../mock/api/db/Database';
import { onlineOf } from '../../../mock/api/db/devices/live';
import { isControllable } from '../../../mock/api/db/devices/model';
import { call, login, startMockBackend } from '../support';

/** The seeded devices: how many, where, and which are offline or refuse commands. */

const backend = startMockBackend({ now: () => 0 });
const db = new Database({ now: () => 0 });
const world = db.devices.world('st-1005-01');
const controllable = world.devices.filter(isControllable);

describe('device world', () => {
  it('gives the operator’s store devices of every kind, 338 controllable in building A座', () => {
    const kinds: Record<string, number> = {};
    for (const d of world.devices) kinds[`${d.kind}${d.subtype === undefined ? '' : `:${d.subtype}`}`] = (kinds[`${d.kind}${d.subtype === undefined ? '' : `:${d.subtype}`}`] ?? 0) + 1;
    expect(kinds).toEqual({
      'ac:1': 305, 'ac:2': 205, 'power:1': 222, 'power:2': 532, hotwater: 4, gateway: 46, camera: 45,
      'sensor:temperature': 115, 'sensor:humidity': 41, 'sensor:co2': 65, 'sensor:pm25': 41, 'sensor:power': 41, storage: 1, 'charger:1': 1, 'charger:2': 1,
    });
    expect(controllable.filter((d) => d.building === 'sp-st-1005-01-01').length).toBe(338);
  });

  it('has about 5 % of devices offline, 3 % of controllable ones refusing, two gateways down', () => {
    const states: Record<string, number> = {};
    for (const d of world.devices) states[onlineOf(world, d, world.now).online] = (states[onlineOf(world, d, world.now).online] ?? 0) + 1;
    expect(states).toEqual({ online: 1534, offline: 85, unknown: 46 });
    expect(world.devices.filter((d) => d.offlineSince !== undefined).length / world.devices.length).toBeCloseTo(0.05, 2);
    expect(controllable.filter((d) => d.refuses).length).toBe(39);
    expect(world.devices.filter((d) => d.kind === 'gateway' && onlineOf(world, d, world.now).online === 'offline').map((d) => d.did)).toEqual([
      'sp-st-1005-01-02-f05-gw1',
      'sp-st-1005-01-02-f18-gw1',
    ]);
  });

  it('binds the energy screens’ meters, by the same ids, to each building’s plant room, and rooms’ own meters to their room', () => {
    const plan = db.energy.metering.plans.get('st-1005-01')!;
    const rooms = plan.meters.filter((m) => m.kind === 'tenant');
    expect(rooms.length).toBe(134);
    for (const meter of plan.meters.filter((m) => m.kind !== 'tenant')) expect(world.tree.spaceOf(meter.did), meter.did).toMatch(/^sp-st-1005-01-0\d-f01-r03$/);
    for (const meter of rooms) expect(world.tree.spaceOf(meter.did), meter.did).toBe(meter.space);
  });

  it('reads the meters bound in a space live, at the metered rate of the hour', async () => {
    const session = await login('operator', 'operator123');
    const body = { type: 'meters', store: 'st-1005-01', space: 'sp-st-1005-01-01', history: true };
    const meters = (await call<MeterLive[]>('/bwp/v1/getgroupdev', { session, body })).envelope.result;
    expect(meters.map((m) => m.did).slice(0, 3)).toEqual(['sp-st-1005-01-01-elec', 'sp-st-1005-01-01-elec-lighting', 'sp-st-1005-01-01-elec-hvac']);
    expect(meters.length).toBe(54); // 14 of the building, 40 of its let rooms
    const main = meters[0]!;
    expect(main).toMatchObject({ energytype: 'electricity', unit: 'kW', space: 'sp-st-1005-01-01-f01-r03', readAt: '2026-10-31T16:00:00.000Z' });
    // Past the data's end, the meter's run-on hour, the energy API's (±3 % between readings).
    expect(main.value / db.energy.metering.hourRate('sp-st-1005-01-01-elec', DAY_COUNT * 24)).toBeCloseTo(1, 1);
    expect(main.history?.length).toBe(12);
    const pv = (await call<MeterLive[]>('/bwp/v1/getgroupdev', { session, body: { type: 'meters', store: 'st-1005-01', kinds: ['pv'] } })).envelope.result;
    expect(pv.every((m) => m.kind === 'pv' && m.value === 0)).toBe(true); // midnight
  });

  it('lists devices by space, kind and subtype with live values and paging', async () => {
    const session = await login('operator', 'operator123');
    const body = { store: 'st-1005-01', space: 'sp-st-1005-01-01-f01', kind: 'ac', subtype: 2, page: 1, pagesize: 5, history: true };
    const page = (await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session, body })).envelope.result;
    expect(page.total).toBe(38);
    expect(page.data[0]).toMatchObject({
      did: 'sp-st-1005-01-01-f01-r02-ac1', kind: 'ac', subtype: 2, online: 'online', spaceName: '102 大堂', floor: 'sp-st-1005-01-01-f01',
      ac: { actype: 2, on: false, mode: 'heat', fan: 'auto', setpoint: 21, temperature: 11.2, minSetpoint: 16, maxSetpoint: 30, step: 1 },
    });
    expect(page.data[0]?.history?.length).toBe(12);
    const bad = await call('/bwp/v1/getgroupdev', { session, body: { ...body, pagesize: 0 } });
    expect(bad.envelope.message).toBe('invalid field: pagesize (expected an integer from 1 to 1000)');
    const foreign = await call('/bwp/v1/getgroupdev', { session, body: { ...body, store: 'st-1001-01' } });
    expect(foreign.envelope.status).toBe(-45403);
    expect(backend.db.devices.world('st-1005-01').devices.length).toBe(1665);
    const computer = (await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session, body: { store: 'st-1005-01', roomtype: 'computer', page: 1, pagesize: 100 } })).envelope.result;
    const kinds: Record<string, number> = {};
    for (const d of computer.data) kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
    expect(kinds).toEqual({ ac: 4, power: 8, sensor: 18 }); // one computer room per building: a unit, lighting and its UPS input
  });
});
