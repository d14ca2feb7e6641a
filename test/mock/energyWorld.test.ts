// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import { DATA_FROM, DATA_TO, dayIndex, DAY_COUNT, HOUR_COUNT } from '../../mock/api/db/core/clock/calendar';
import type { StorePlan } from '../../mock/api/db/core/metering/plan';
import { BANDS } from '../../mock/api/db/core/metering/prices';
import { budgetFactor } from '../../mock/api/db/energy/settings';
import { tceOf } from '../../src/lib/carbon';

/** The generated energy world, read straight from the database (no HTTP). */

const db = new Database();
const admin = db.accounts.userById('u-1001')!;
const energy = db.energy;
const plans = [...energy.metering.plans.values()];
const plan = (did: string): StorePlan => energy.metering.plans.get(did)!;
const adminStores = db.businesses.storesForUser('u-1001').map((s) => s.did);
const hourly = (did: string) => energy.metering.hourly(did);
const hourOf = (day: string, hour: number) => dayIndex(day) * 24 + hour;
/** Read through the dashboard's page, as the console's energy screens name theirs. */
const agg = (body: Record<string, unknown>) => energy.aggregate(admin, { pid: 'p-dashboard', ...body });

describe('plan of the energy world', () => {
  it('covers 13 whole months of hours ending the day before the seeded now', () => {
    expect([DATA_FROM, DATA_TO, DAY_COUNT, HOUR_COUNT]).toEqual(['2025-10-01', '2026-10-31', 396, 9504]);
  });

  it('gives every store 1–3 buildings of its kind with realistic areas and a full set of mains and subs', () => {
    expect(plans.length).toBe(35); // 32 stores in China, 3 of GreenGrid Thailand
    const ranges = { supermarket: [3000, 12000], mall: [30000, 120000], office: [15000, 60000], datacenter: [5000, 20000], hotel: [20000, 50000], park: [10000, 40000] };
    for (const store of plans) {
      expect(store.buildings.length, store.did).toBeGreaterThanOrEqual(1);
      expect(store.buildings.length, store.did).toBeLessThanOrEqual(3);
      for (const b of store.buildings) {
        const [min, max] = ranges[b.type];
        expect(b.floorarea, b.did).toBeGreaterThanOrEqual(min!);
        expect(b.floorarea, b.did).toBeLessThanOrEqual(max!);
        const own = store.meters.filter((m) => m.building === b.did && (m.kind === 'main' || m.kind === 'sub'));
        const main = own.find((m) => m.kind === 'main' && m.energytype === 'electricity')!;
        expect(own.filter((m) => m.parent === main.did).map((m) => m.category).sort()).toEqual(['hvac', 'lighting', 'power', 'special']);
        expect(own.some((m) => m.kind === 'main' && m.energytype === 'water')).toBe(true);
      }
    }
    expect(plan('st-1002-01').buildings.every((b) => b.type === 'supermarket')).toBe(true);
    expect(plan('st-1004-01').buildings[0]?.type).toBe('datacenter');
    // District heat only north of the Qinling–Huaihe line.
    expect(plan('st-1003-01').meters.some((m) => m.energytype === 'heat')).toBe(true);
    expect(plan('st-1002-01').meters.some((m) => m.energytype === 'heat')).toBe(false);
  });

  it('puts PV, storage and charging in the operator’s store and every parent’s first store, and leaves some stores without', () => {
    for (const did of ['st-1005-01', 'st-1001-01', 'st-1002-01', 'st-1003-01', 'st-1004-01', 'st-2001-01']) {
      expect(plan(did).assets, did).toMatchObject({ pv: true, storage: true, charging: true });
      const kinds = new Set(plan(did).meters.map((m) => m.kind));
      for (const kind of ['pv', 'storage-charge', 'storage-discharge', 'charging'] as const) expect(kinds.has(kind), `${did} ${kind}`).toBe(true);
    }
    expect(plan('st-1005-01').assets.discharge).toBe(true);
    const share = (key: 'pv' | 'storage' | 'charging') => plans.filter((s) => s.assets[key]).length / plans.length;
    expect(share('pv')).toBeCloseTo(0.4, 1);
    expect(share('storage')).toBeCloseTo(0.3, 1);
    expect(share('charging')).toBeCloseTo(0.3, 1);
    expect(plans.some((s) => !s.assets.pv && !s.assets.storage && !s.assets.charging && !s.assets.discharge)).toBe(true);
    for (const store of plans.filter((s) => s.assets.pv)) {
      const inverters = store.meters.filter((m) => m.kind === 'pv');
      expect(inverters.length).toBeGreaterThanOrEqual(2);
      expect(inverters.length).toBeLessThanOrEqual(6);
      expect(inverters.every((m) => (m.capacityKw ?? 0) > 0)).toBe(true);
    }
  });
});

describe('determinism', () => {
  it('gives the same numbers from the same seed and other numbers from another', () => {
    const again = new Database().energy;
    const did = 'sp-st-1005-01-01-elec-hvac';
    expect(again.metering.hourly(did)).toEqual(hourly(did));
    const query = { stores: ['st-1005-01'], start: '2026-01-01', end: '2026-03-31', groupby: 'month' };
    expect(again.aggregate(admin, { pid: 'p-dashboard', ...query })).toEqual(agg(query));
    const other = new Database({ seed: 7 }).energy;
    const shared = [...other.metering.plans.values()][0]!.meters[1]!.did;
    expect(other.metering.hourly(shared)).not.toEqual(hourly(shared));
  });

  it('does not depend on which meter is computed first', () => {
    const fresh = new Database().energy;
    const pv = fresh.metering.hourly('st-1005-01-pv-1');
    fresh.metering.hourly('sp-st-1005-01-02-elec');
    expect(pv).toEqual(hourly('st-1005-01-pv-1'));
    expect(fresh.metering.days('sp-st-1005-01-02-elec')).toEqual(energy.metering.days('sp-st-1005-01-02-elec'));
  });
});

describe('consistency', () => {
  it('makes every electricity main the exact sum of its subs, hour by hour', () => {
    for (const store of [plan('st-1001-01'), plan('st-1004-01'), plan('st-1005-01')]) {
      for (const main of store.meters.filter((m) => m.kind === 'main' && m.energytype === 'electricity')) {
        const subs = store.meters.filter((m) => m.parent === main.did).map((m) => hourly(m.did));
        const values = hourly(main.did);
        for (let h = 0; h < HOUR_COUNT; h += 1) {
          const sum = subs.reduce((acc, sub) => acc + (sub[h] ?? 0), 0);
          if (sum !== values[h]) throw new Error(`${main.did} hour ${h}: ${values[h]} ≠ ${sum}`);
        }
        expect(values.some((v) => v > 0)).toBe(true);
      }
    }
  });

  it('adds stores up from buildings and from months, and totals up from rows', () => {
    const period = { start: '2025-12-15', end: '2026-02-10' };
    const stores = ['st-1001-01', 'st-1003-01', 'st-1005-01'];
    const byStore = agg({ stores, ...period, groupby: 'store' });
    const byBuilding = agg({ stores, ...period, groupby: 'building' });
    const byMonth = agg({ stores, ...period, groupby: 'month' });
    expect(byMonth.rows.map((r) => r.key)).toEqual(['2025-12', '2026-01', '2026-02']);
    for (const answer of [byStore, byBuilding, byMonth]) {
      const sum = (key: 'energy' | 'carbon' | 'cost' | 'tce' | 'green') => answer.rows.reduce((acc, r) => acc + r[key], 0);
      for (const key of ['energy', 'carbon', 'cost', 'tce', 'green'] as const) expect(answer.total[key]).toBe(sum(key));
    }
    for (const key of ['energy', 'carbon', 'cost', 'tce', 'green'] as const) {
      expect(byBuilding.total[key]).toBeCloseTo(byStore.total[key], 4);
      expect(byMonth.total[key]).toBeCloseTo(byStore.total[key], 4);
    }
    for (const did of stores) {
      const buildings = new Set(plan(did).buildings.map((b) => b.did));
      const fromBuildings = byBuilding.rows.filter((r) => buildings.has(r.key)).reduce((acc, r) => acc + r.energy, 0);
      expect(fromBuildings).toBeCloseTo(byStore.rows.find((r) => r.key === did)!.energy, 4);
    }
    expect(byStore.rows.find((r) => r.key === 'st-1005-01')?.area).toBe(plan('st-1005-01').buildings.reduce((a, b) => a + b.floorarea, 0));
    expect(byBuilding.total.area).toBe(byStore.total.area);
  });

  it('splits electricity exactly into categories, hours of day and time-of-use bands', () => {
    const period = { stores: ['st-1001-01'], start: '2026-05-01', end: '2026-05-31', energytypes: ['electricity'] };
    const mains = agg({ ...period, groupby: 'energytype' }).total.energy;
    expect(agg({ ...period, groupby: 'category', kinds: ['sub'] }).total.energy).toBe(mains);
    const hours = agg({ ...period, groupby: 'hourOfDay' });
    expect(hours.rows.map((r) => r.key)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(hours.total.energy).toBe(mains);
    const bands = agg({ ...period, groupby: 'touBand', energytypes: undefined });
    expect(bands.rows.map((r) => r.key)).toEqual(['peak', 'flat', 'valley']);
    expect(bands.total.energy).toBe(mains);
    expect(bands.rows.every((r) => r.energytype === 'electricity')).toBe(true);
  });

  it('computes tce with the shared coefficients', () => {
    const rows = agg({ stores: ['st-1005-01'], start: '2026-03-01', end: '2026-03-31', groupby: 'energytype' }).rows;
    for (const row of rows) expect(row.tce).toBeCloseTo(tceOf(row.key, row.energy), 9);
  });
});

describe('carbon and cost', () => {
  // st-1001-02 has no PV: its carbon is energy × the factor in force.
  const day = (date: string, types: string[]) => agg({ stores: ['st-1001-02'], start: date, end: date, groupby: 'energytype', energytypes: types }).rows;

  it('uses the grid factor of the day: 0.5703 in December 2025, 0.5366 from January 2026', () => {
    const [december] = day('2025-12-31', ['electricity']);
    const [january] = day('2026-01-01', ['electricity']);
    expect(december!.carbon / december!.energy).toBeCloseTo(0.5703, 9);
    expect(january!.carbon / january!.energy).toBeCloseTo(0.5366, 9);
    const across = agg({ stores: ['st-1001-02'], start: '2025-12-31', end: '2026-01-01', groupby: 'store', energytypes: ['electricity'] }).total;
    expect(across.carbon).toBeCloseTo(december!.carbon + january!.carbon, 6);
    const rows = day('2026-01-01', ['gas', 'water']);
    const gas = rows.find((r) => r.key === 'gas');
    const water = rows.find((r) => r.key === 'water');
    expect(gas!.carbon / gas!.energy).toBeCloseTo(2.162, 9);
    expect(water!.carbon / water!.energy).toBeCloseTo(0.168, 9);
  });

  it('prices water at its tariff and electricity by time-of-use band', () => {
    const config = energy.config(admin, { pid: 'p-dashboard', store: 'st-1001-02' });
    const tariff = (type: string) => config.tariffs.find((t) => t.energytype === type)!;
    const [, water] = day('2026-04-01', ['electricity', 'water']);
    expect(water!.cost / water!.energy).toBeCloseTo(tariff('water').price, 9);
    const bands = agg({ stores: ['st-1001-02'], start: '2026-04-01', end: '2026-04-30', groupby: 'touBand' }).rows;
    for (const row of bands) expect(row.cost / row.energy).toBeCloseTo(tariff('electricity').bandPrices![row.key as 'peak'], 9);
    expect(tariff('electricity').bands).toEqual(BANDS);
    expect(BANDS.filter((b) => b === 'valley').length).toBe(8);
  });

  it('lets PV used on site reduce carbon and cost, never beyond the load or the generation', () => {
    const store = plan('st-1005-01');
    const summer = agg({ stores: [store.did], start: '2026-07-01', end: '2026-07-31', groupby: 'energytype', energytypes: ['electricity'] }).rows[0]!;
    expect(summer.green).toBeGreaterThan(0);
    expect(summer.carbon).toBeCloseTo((summer.energy - summer.green) * 0.5366, 3);
    expect(summer.carbon).toBeLessThan(summer.energy * 0.5366);
    const flows = energy.metering.storeFlows(store);
    let expected = 0;
    for (let h = dayIndex('2026-07-01') * 24; h < (dayIndex('2026-07-31') + 1) * 24; h += 1) expected += Math.min(flows.load[h]!, flows.pv[h]!);
    expect(summer.green).toBeCloseTo(expected, 3);
    // Below store level the green is shared pro rata; it still adds up.
    const buildings = agg({ stores: [store.did], start: '2026-07-01', end: '2026-07-31', groupby: 'building', energytypes: ['electricity'] });
    expect(buildings.total.green).toBeCloseTo(summer.green, 3);
    // PV output is all green: no carbon, no cost.
    const pv = agg({ stores: [store.did], start: '2026-07-01', end: '2026-07-31', groupby: 'store', kinds: ['pv'] }).total;
    expect(pv).toMatchObject({ carbon: 0, cost: 0 });
    expect(pv.green).toBe(pv.energy);
  });
});

describe('shapes', () => {
  const meanOf = (values: Float32Array, hours: number[], days: string[]) =>
    days.flatMap((d) => hours.map((h) => values[hourOf(d, h)]!)).reduce((a, b) => a + b, 0) / (days.length * hours.length);

  it('runs offices on weekdays, data centres flat, and cooling in summer', () => {
    const office = hourly(plan('st-1003-04').meters[0]!.did);
    const weekday = ['2026-06-02', '2026-06-03'];
    expect(meanOf(office, [10, 11, 14], weekday)).toBeGreaterThan(2.5 * meanOf(office, [2, 3], weekday));
    expect(meanOf(office, [10, 11, 14], ['2026-06-06', '2026-06-07'])).toBeLessThan(0.5 * meanOf(office, [10, 11, 14], weekday));
    const dc = hourly(plan('st-1004-04').meters[0]!.did);
    const day = Array.from({ length: 24 }, (_, h) => dc[hourOf('2026-05-12', h)]!);
    expect(day.reduce((a, b) => a + b, 0) / 24 / Math.max(...day)).toBeGreaterThan(0.85);
    const hvac = energy.metering.days('sp-st-1001-02-01-elec-hvac').energy;
    expect(hvac[dayIndex('2026-07-20')]!).toBeGreaterThan(1.5 * hvac[dayIndex('2026-04-20')]!);
  });

  it('trends about 3 % down a year', () => {
    const [earlier, later] = [['2025-10-01', '2025-10-31'], ['2026-10-01', '2026-10-31']].map(
      ([start, end]) => agg({ stores: adminStores, start, end, groupby: 'store', energytypes: ['electricity'] }).total.energy,
    );
    expect(later! / earlier!).toBeGreaterThan(0.93);
    expect(later! / earlier!).toBeLessThan(0.995);
  });

  it('makes PV follow the sun, storage arbitrage within power, charging peak in the evening', () => {
    const pv = hourly('st-1005-01-pv-1');
    expect(meanOf(pv, [0, 1, 2, 22, 23], ['2026-06-21', '2025-12-01'])).toBe(0);
    const noon = (days: string[]) => meanOf(pv, [11, 12, 13], days);
    const june = Array.from({ length: 30 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`);
    const december = Array.from({ length: 30 }, (_, i) => `2025-12-${String(i + 1).padStart(2, '0')}`);
    expect(noon(june)).toBeGreaterThan(noon(december));
    const system = plan('st-1005-01').storage[0]!;
    const charge = hourly(system.chargeMeter);
    const discharge = hourly(system.dischargeMeter);
    let charged = 0;
    let discharged = 0;
    const wrong: number[] = [];
    for (let h = 0; h < HOUR_COUNT; h += 1) {
      const band = BANDS[h % 24];
      if (charge[h]! > system.powerKw || discharge[h]! > system.powerKw) wrong.push(h);
      if ((discharge[h]! > 0 && band !== 'peak') || (charge[h]! > 0 && band === 'peak')) wrong.push(h);
      charged += charge[h]!;
      discharged += discharge[h]!;
    }
    expect(wrong).toEqual([]);
    expect(charged).toBeGreaterThan(0);
    expect(discharged / charged).toBeGreaterThan(0.85);
    expect(discharged / charged).toBeLessThan(0.95);
    const ev = hourly('st-1005-01-ev-1');
    expect(meanOf(ev, [18, 19, 20], june)).toBeGreaterThan(2 * meanOf(ev, [7, 8, 9], june));
  });
});

describe('seeded settings', () => {
  it('budgets 2026 within 4 % of the months before, for every store', () => {
    for (const store of plans) {
      const budget = energy.settings.budget(store, 2026)!;
      expect(budget.items.map((i) => i.energytype)).toContain('electricity');
      expect(budget.items.every((i) => i.monthly.length === 12 && i.monthly.every((v) => v >= 0))).toBe(true);
      // Heat is bought in the heating season only; electricity every month.
      expect(budget.items.find((i) => i.energytype === 'electricity')!.monthly.every((v) => v > 0)).toBe(true);
    }
    const budget = energy.settings.budget(plan('st-1005-01'), 2026)!;
    const electricity = budget.items.find((i) => i.energytype === 'electricity')!.monthly;
    const used = (start: string, end: string) => agg({ stores: ['st-1005-01'], start, end, groupby: 'store', energytypes: ['electricity'] }).total.energy;
    expect(electricity[9]).toBe(Math.round(used('2025-10-01', '2025-10-31') * budgetFactor('st-1005-01', 9)));
    expect(electricity[2]).toBe(Math.round(used('2026-03-01', '2026-03-31') * budgetFactor('st-1005-01', 2)));
    // A planner's budget: some months met, some exceeded (January to September against themselves).
    const actual = (index: number) => used(`2026-0${index + 1}-01`, `2026-0${index + 1}-${new Date(Date.UTC(2026, index + 1, 0)).getUTCDate()}`);
    const met = Array.from({ length: 9 }, (_, index) => actual(index) <= electricity[index]!);
    expect(met).toContain(true);
    expect(met).toContain(false);
    for (let index = 0; index < 12; index += 1) expect(Math.abs(budgetFactor('st-1005-01', index) - 1)).toBeLessThanOrEqual(0.04);
    expect(energy.settings.budget(plan('st-1005-01'), 2025)).toBeNull();
  });

  it('has a peak-valley run configuration for half the stores, every store with storage among them', () => {
    const configured = plans.filter((s) => energy.settings.runConfig(s) !== null);
    expect(configured.length).toBe(17); // half of 35 stores, rounded down
    expect(plans.filter((s) => s.assets.storage).every((s) => energy.settings.runConfig(s)?.mode === 'peak-valley')).toBe(true);
    expect(energy.settings.runConfig(plan('st-1004-99'))).toBeNull();
  });
});
