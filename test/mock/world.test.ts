// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import type { Row } from '../../mock/api/db/core/tables/Table';

/** The seeded records of the list pages: tied together, realistic, deterministic. */

const db = new Database();
const rows = (pid: string): readonly Row[] => db.pages.require(pid).table.all();
const byDid = (pid: string) => new Map(rows(pid).map((row) => [row.did, row]));

describe('seeded world', () => {
  it('puts stations in their stores’ cities, piles in stations, guns on piles', () => {
    const stores = new Map([...db.businesses.storesForUser('u-1001'), ...db.businesses.storesForUser('u-2001')].map((s) => [s.did, s]));
    const stations = byDid('p-ledger-charging-station');
    const piles = byDid('p-ledger-pile');
    expect(stations.size).toBe(11); // 10 in China, 1 in Bangkok
    for (const station of stations.values()) {
      const store = stores.get(station.businessdid as string);
      expect(store, station.did).toBeDefined();
      expect(station).toMatchObject({ citycode: store?.citycode, parentbusinessdid: store?.uppergrade, businessname: store?.name });
      expect(station.name).toMatch(/^[\u4e00-\u9fa5]+充电站$/);
      expect(Math.abs((station.longitude as number) - (store?.longitude ?? 0))).toBeLessThan(0.2);
    }
    for (const pile of piles.values()) {
      expect(stations.get(pile.stationdid as string)?.businessdid, pile.did).toBe(pile.businessdid);
    }
    for (const gun of rows('p-ledger-gun')) expect(piles.get(gun.piledid as string)?.code, gun.did).toBe(gun.pilecode);
    const gunCount = (station: Row) => rows('p-ledger-pile').filter((p) => p.stationdid === station.did).reduce((sum, p) => sum + (p.guncount as number), 0);
    const first = [...stations.values()][0] as Row;
    expect(first.guncount).toBe(gunCount(first));
  });

  it('has 10,000+ orders, each on a real gun of a real pile, by a customer of the same parent business', () => {
    const orders = rows('p-orders');
    const guns = byDid('p-ledger-gun');
    const customers = byDid('p-user-portrait-list');
    expect(orders.length).toBeGreaterThanOrEqual(10_000);
    for (const order of orders) {
      const gun = guns.get(order.gundid as string);
      expect(gun?.piledid, order.did).toBe(order.piledid);
      expect(gun?.stationdid).toBe(order.stationdid);
      expect(customers.get(order.customerdid as string)?.parentbusinessdid, order.did).toBe(order.parentbusinessdid);
      expect(order.amount).toBeCloseTo((order.electricityfee as number) + (order.servicefee as number), 2);
      if (order.endtime !== '') expect((order.endtime as string) >= (order.starttime as string)).toBe(true);
    }
    // Numbered in time order.
    const starts = orders.map((o) => o.starttime as string);
    expect(starts).toEqual([...starts].sort());
    expect(orders.filter((o) => o.status === 'charging').length).toBe(rows('p-ledger-pile').filter((p) => p.status === 'charging').length);
  });

  it('raises alarms on existing devices and opens tickets on existing stations', () => {
    const piles = byDid('p-ledger-pile');
    const guns = byDid('p-ledger-gun');
    const meters = byDid('p-pile-meter');
    const devices = { pile: piles, gun: guns, meter: meters } as Record<string, Map<string, Row>>;
    const alarms = [...rows('p-history-alarms'), ...rows('p-realtime-alerts')];
    expect(rows('p-history-alarms').length).toBeGreaterThan(1000);
    for (const alarm of alarms) expect(devices[alarm.devicetype as string]?.get(alarm.devicedid as string), alarm.did).toBeDefined();
    for (const alarm of rows('p-realtime-alerts')) expect(alarm.recovertime).toBe('');
    const stations = byDid('p-ledger-charging-station');
    for (const ticket of rows('p-fault-tickets')) expect(stations.get(ticket.stationdid as string)?.name, ticket.did).toBe(ticket.stationname);
  });

  it('gives customers Chinese names and masked numbers, and each company its own catalogues', () => {
    for (const customer of rows('p-user-portrait-list').slice(0, 200)) {
      expect(customer.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(customer.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(customer.plate).toMatch(/^[\u4e00-\u9fa5][A-Z][DF]\d{5}$/);
    }
    const specs = rows('p-equipment-specification');
    expect(new Set(specs.map((s) => s.companyid))).toEqual(new Set(['c-1001', 'c-2001']));
  });
});

describe('determinism', () => {
  it('builds equal records and histories from the same seed, different ones from another', () => {
    const a = new Database().pages.materialize();
    const b = new Database().pages.materialize();
    expect(Object.keys(a).length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    const other = new Database({ seed: 7 }).pages.materialize();
    expect(other['p-orders']).not.toEqual(a['p-orders']);
  });

  it('does not depend on which list is opened first', () => {
    const first = new Database();
    const orders = first.pages.require('p-orders').table.all();
    const second = new Database();
    second.pages.require('p-fault-tickets').table.all();
    expect(second.pages.require('p-orders').table.all()).toEqual(orders);
  });
});
