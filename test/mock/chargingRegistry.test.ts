// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceView } from '../../src/api/devices/types';
import type { ReportAnswer } from '../../src/api/energyTypes';
import type { Paged } from '../../src/api/types';
import { ok, query, type Rec } from './pageHelpers';
import { call, login, startMockBackend } from './support';

/** One charging registry: a station's guns, October energy and orders agree on every screen's call. */

const backend = startMockBackend();

let operator = '';
beforeEach(async () => {
  operator = await login('operator', 'operator123');
});

const STORE = 'st-1005-01';
const OCTOBER = { from: Date.parse('2026-10-01T00:00:00+08:00'), to: Date.parse('2026-11-01T00:00:00+08:00') };
const inOctober = (order: Rec) => {
  const start = Date.parse(order.starttime as string);
  return start >= OCTOBER.from && start < OCTOBER.to;
};
const sum = (rows: readonly Rec[], key: string) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);

describe('charging registry', () => {
  it('agrees on one station through the ledger lists, the energy data report and the device list', async () => {
    // Ledger: the operator's store has one station; its guns and its October orders.
    const stations = ok(await query(operator, 'p-ledger-charging-station', { pagesize: 100 })).data;
    expect(stations.map((s) => s.did)).toEqual(['cs-0008']);
    const station = stations[0] as Rec;
    expect(station).toMatchObject({ name: '杭州公交枢纽充电站', businessdid: STORE, meter: `${STORE}-ev-1`, pilecount: 2, guncount: 4, ratedpower: 360 });
    const guns = ok(await query(operator, 'p-ledger-gun', { filter: { stationdid: station.did }, pagesize: 100 })).data;
    const piles = ok(await query(operator, 'p-ledger-pile', { filter: { stationdid: station.did }, pagesize: 100 })).data;
    expect(guns).toHaveLength(4);
    expect(sum(piles, 'power')).toBe(360);
    const window = { stationdid: station.did, starttime: { gte: '2026-09-30', lte: '2026-10-31' } };
    const orders = ok(await query(operator, 'p-orders', { filter: window, pagesize: 100_000 })).data.filter(inOctober);
    const billed = orders.filter((o) => o.status !== 'cancelled');
    expect(billed).toHaveLength(1111);
    expect(sum(orders, 'energy')).toBeCloseTo(42279.8, 6);
    const monthly = ok(await query(operator, 'p-order-monthly-data', { filter: { stationdid: station.did, month: '2026-10' } })).data;
    expect(monthly).toHaveLength(1);
    expect(monthly[0]).toMatchObject({ orders: billed.length, energy: 42279.8 });

    // Energy data report: the station's meter over October, as the energy screens read it.
    const report = (
      await call<ReportAnswer>('/report/query', {
        session: operator,
        body: { pid: 'p-energy-data-report', store: STORE, report: 'energy-data', meters: [station.meter], start: '2026-10-01', end: '2026-10-31', interval: 'month', page: 1, pagesize: 10 },
      })
    ).envelope.result;
    expect(report.data).toHaveLength(1);
    const metered = Number(report.data[0]?.energy);
    expect(metered).toBeCloseTo(42279.8, 1);
    // Orders share out the metered kWh in cents: they agree within a cent.
    expect(Math.abs(metered - sum(orders, 'energy'))).toBeLessThan(0.01);

    // Device list: the station's charging point, with its piles and guns.
    const devices = (
      await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session: operator, body: { store: STORE, kind: 'charger', page: 1, pagesize: 100 } })
    ).envelope.result.data;
    const point = devices.find((d) => d.charger?.chargertype === 1);
    expect(point).toMatchObject({ name: station.name, charger: { station: station.did, piles: 2, guns: 4, ratedKw: 360 } });
    expect(devices.filter((d) => d.charger?.station === station.did).map((d) => d.charger?.chargertype)).toEqual([1, 2]);
  });

  it('makes every station’s October orders add up to its metered energy', () => {
    const registry = backend.db.charging;
    const metering = backend.db.energy.metering;
    // The data is indexed by local hours: October's first hour has the same index in every zone.
    const first = Math.round((OCTOBER.from - Date.parse('2025-10-01T00:00:00+08:00')) / 3_600_000);
    // A local October per zone: Bangkok's starts an hour after China's.
    const offsets: Record<string, string> = { 'Asia/Shanghai': '+08:00', 'Asia/Bangkok': '+07:00' };
    expect(registry.stations).toHaveLength(11);
    for (const station of registry.stations) {
      const offset = offsets[metering.meter(station.meter)!.store.timezone]!;
      const october = { from: Date.parse(`2026-10-01T00:00:00${offset}`), to: Date.parse(`2026-11-01T00:00:00${offset}`) };
      const hourly = metering.hourly(station.meter);
      let metered = 0;
      for (let h = first; h < first + 31 * 24; h += 1) metered += hourly[h] ?? 0;
      const sessions = registry.sessions.filter((s) => s.stationdid === station.did && s.start >= october.from && s.start < october.to);
      expect(Math.abs(sessions.reduce((total, s) => total + s.energy, 0) - metered), station.did).toBeLessThan(0.01);
      // Piles add up to the meter's rating; every gun belongs to a pile of the station.
      expect(registry.pilesOf(station.did).reduce((total, p) => total + p.power, 0)).toBe(metering.meter(station.meter)?.info.capacityKw);
      expect(registry.pilesOf(station.did).flatMap((p) => registry.gunsOf(p.did))).toHaveLength(station.guncount);
    }
  });
});
