// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HotWaterPlan, HotWaterRecord } from '../../src/api/devices/types';
import type { Paged } from '../../src/api/types';
import { Database } from '../../mock/api/db/Database';
import { hourIn } from '../../mock/api/db/core/clock/zones';
import { dayIndex } from '../../mock/api/db/core/clock/calendar';
import { ReconciliationService } from '../../mock/api/db/billing/reconciliationService';
import { climateOf } from '../../mock/api/db/core/metering/climate';
import { districtChildren } from '../../mock/api/db/regions';

/**
 * GreenGrid Thailand (issue 21 §3): stores on Bangkok time (UTC+7), seeded and simulated on their
 * own clock. At the seed's now (2026-11-01 00:00 in China) it is still 2026-10-31 23:00 in Bangkok.
 */

const HOUR = 3_600_000;
const BANGKOK = 'st-2002-01';
const SHANGHAI = 'st-1005-01';

function world(): { db: Database; advance: (ms: number) => void } {
  let clock = 0;
  return { db: new Database({ now: () => clock }), advance: (ms) => void (clock += ms) };
}

describe('the Bangkok parent business', () => {
  it('is GreenGrid\'s second parent, with stores in Bangkok and Chiang Mai on Asia/Bangkok', () => {
    const { db } = world();
    expect(db.businesses.businessesForUser('u-2001').map((b) => [b.did, b.name, b.country, b.timezone])).toEqual([
      ['pb-2001', 'GreenGrid Asia Pacific', '中国', 'Asia/Shanghai'],
      ['pb-2002', 'GreenGrid Thailand', '泰国', 'Asia/Bangkok'],
    ]);
    expect(db.businesses.storesOf('pb-2002').map((s) => [s.did, s.countrycode, s.provincecode, s.province, s.citycode, s.city, s.timezone])).toEqual([
      ['st-2002-01', '764000', '761000', '曼谷', '761001', '曼谷', 'Asia/Bangkok'],
      ['st-2002-02', '764000', '761000', '曼谷', '761001', '曼谷', 'Asia/Bangkok'],
      ['st-2002-03', '764000', '765000', '清迈府', '765001', '清迈', 'Asia/Bangkok'],
    ]);
    expect(db.businesses.subStores('pb-2002')).toHaveLength(3);
    expect(districtChildren('764000').map((d) => d.name)).toEqual(['曼谷', '清迈府']);
    expect(districtChildren('765000')).toEqual([{ adcode: '765001', name: '清迈' }]);
    // Only GreenGrid reaches it: the admin keeps its 5 parents.
    expect(db.businesses.businessesForUser('u-1001').map((b) => b.did)).not.toContain('pb-2002');
  });

  it('has metered energy, devices, a charging station and billing of its own', () => {
    const { db } = world();
    expect(db.devices.world(BANGKOK).devices.length).toBeGreaterThan(100);
    const [station] = db.charging.stationsOf(BANGKOK);
    expect(station).toBeDefined();
    // Piles were commissioned at 10:00 on the store's clock: 03:00 UTC in Bangkok.
    expect(new Set(db.charging.pilesOf(station!.did).map((p) => p.createtime.slice(11, 19)))).toEqual(new Set(['03:00:00']));
    expect(db.billing.book(BANGKOK).bills.length).toBeGreaterThan(0);
    expect(db.energy.metering.plans.get(BANGKOK)?.timezone).toBe('Asia/Bangkok');
  });
});

describe('billing on the store\'s day', () => {
  it('is a day behind China\'s at the seed\'s now, and dates payments on Bangkok days', () => {
    const { db } = world();
    const bangkok = db.billing.book(BANGKOK);
    expect(bangkok.today()).toBe('2026-10-31');
    expect(db.billing.book(SHANGHAI).today()).toBe('2026-11-01');
    // 16:30 UTC: 23:30 in Bangkok, 00:30 the next day in Shanghai.
    const late = { ...bangkok.transactions[0]!, receivedAt: '2026-10-30T16:30:00.000Z' };
    expect(bangkok.dayOf(late)).toBe('2026-10-30');
    expect(db.billing.book(SHANGHAI).dayOf(late)).toBe('2026-10-31');
    // The channel's seeded payments arrive in office hours on the store's clock.
    const hours = new Set(bangkok.transactions.map((t) => hourIn(Date.parse(t.receivedAt), 'Asia/Bangkok')));
    expect(Math.min(...hours)).toBe(9);
    expect(Math.max(...hours)).toBe(18);
  });

  it('records a payment by hand at noon in Bangkok', () => {
    const { db } = world();
    const ggadmin = db.accounts.userById('u-2001')!;
    const tx = new ReconciliationService(() => db.billing).record(ggadmin, {
      pid: 'p-transaction-reconciliation', store: BANGKOK, amount: 100, date: '2026-10-20', payer: 'Somchai', channel: 'bank',
    });
    expect(tx.receivedAt).toBe('2026-10-20T05:00:00.000Z');
  });
});

describe('devices on the store\'s clock', () => {
  it('runs a Bangkok office schedule at 08:00 Bangkok (01:00 UTC)', () => {
    const { db } = world();
    const ggadmin = db.accounts.userById('u-2001')!;
    const pid = 'p-strategy-air-conditioning';
    const policies = db.policies.query(ggadmin, { pid, store: BANGKOK, page: 1, pagesize: 50 });
    const office = policies.data.find((p) => p.did === 'pol-st-2002-01-01')!;
    expect(office.schedule?.window).toEqual({ start: '08:00', end: '18:00' });
    expect(office.nextRun).toBe('2026-11-02T01:00:00.000Z'); // Monday 08:00 in Bangkok
    const runs = db.policies.records(ggadmin, { store: BANGKOK, policy: office.did, from: '2026-10-29T00:00:00.000Z', to: '2026-10-31T00:00:00.000Z', page: 1, pagesize: 10 }, pid);
    expect(runs.data.map((r) => r.at)).toEqual(['2026-10-30T11:00:00.000Z', '2026-10-30T01:00:00.000Z', '2026-10-29T11:00:00.000Z', '2026-10-29T01:00:00.000Z']);
  });

  it('runs the weekly hot-water disinfection at 02:00 Bangkok (19:00 UTC the day before)', () => {
    const { db, advance } = world();
    const ggadmin = db.accounts.userById('u-2001')!;
    const body = { pid: 'p-hot-water-maintance', store: BANGKOK, system: 'sp-st-2002-01-01-f01-r03-hw1', page: 1, pagesize: 50 };
    const plans = () => db.plans.query(ggadmin, 'hotwater-plan', body) as Paged<HotWaterPlan>;
    const records = () => db.plans.query(ggadmin, 'hotwater-records', body) as Paged<HotWaterRecord>;
    expect(plans().data[0]).toMatchObject({ task: 'disinfection', at: '02:00', nextDue: '2026-10-31T19:00:00.000Z' });
    expect(records().data[0]?.start).toBe('2026-10-24T19:00:00.000Z');
    advance(7 * HOUR); // 06:00 in Bangkok: heat-up and hold are over
    expect(records().data[0]).toMatchObject({ task: 'disinfection', start: '2026-10-31T19:00:00.000Z', end: '2026-10-31T22:00:00.000Z' });
    expect(plans().data[0]?.nextDue).toBe('2026-11-07T19:00:00.000Z');
  });

  it('reads the metered hour of the store\'s local clock', () => {
    const { db } = world();
    const world0 = db.devices.world(BANGKOK);
    const meter = `${db.energy.metering.plans.get(BANGKOK)!.buildings[0]!.did}-elec`;
    const hourly = db.energy.metering.hourly(meter);
    // 2026-10-15T17:30Z is 00:30 on 16 October in Bangkok: the first hour of that day's data.
    expect(world0.env!.meterKw(meter, Date.parse('2026-10-15T17:30:00.000Z'))).toBe(hourly[dayIndex('2026-10-16') * 24]);
    expect(world0.env!.meterKw(meter, Date.parse('2026-10-15T16:30:00.000Z'))).toBe(hourly[dayIndex('2026-10-15') * 24 + 23]);
  });
});

describe('the climate on the store\'s clock', () => {
  it('puts the sun highest at Bangkok\'s noon on a Bangkok clock, an hour later on China\'s', () => {
    const peakHour = (zone: string) => {
      const day = Array.from(climateOf(1, 'st-x', 13.75, 100.5, false, zone).sun.slice(24 * 180, 24 * 181));
      return day.indexOf(Math.max(...day));
    };
    expect(peakHour('Asia/Bangkok')).toBe(12);
    expect(peakHour('Asia/Shanghai')).toBe(13);
  });
});
