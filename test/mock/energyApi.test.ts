// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { AggAnswer, AggExportAnswer, BudgetPlan, EnergyTree, RunConfig, SeriesAnswer, StoreEnergyConfig } from '../../src/api/energyTypes';
import { STATUS_FORBIDDEN } from '../../src/api/pageConfig';
import { call, login, startMockBackend } from './support';

/** The analysis and BI endpoints through msw, as the app calls them. */

const START = Date.parse('2026-11-02T01:00:00.000Z');
startMockBackend({ now: () => START });

let operator = '';
let admin = '';
beforeEach(async () => {
  operator = await login('operator', 'operator123');
  admin = await login();
});

const STORE = 'st-1005-01';
/** Every energy call names its screen's page: a save its setting's page, a read the dashboard. */
const SAVE_PAGES: Record<string, string> = { budget: 'p-indicator-budget', 'run-config': 'p-run-configuration' };
const pageOf = (path: string, body: Record<string, unknown>) => (path === 'update' ? (SAVE_PAGES[String(body.kind)] ?? 'p-indicator-budget') : 'p-dashboard');
const analysis = <T>(path: string, body: Record<string, unknown>, session = operator) => call<T>(`/sfsaas/api/analysis/${path}`, { body: { pid: pageOf(path, body), ...body }, session });
const TREE_PID = 'p-energy-tree-analysis';

describe('analysis/config', () => {
  it('describes the operator’s store: buildings, meters, storage, factors, tariffs and rates', async () => {
    const { envelope } = await analysis<StoreEnergyConfig>('config', { store: STORE });
    expect(envelope.status).toBe(0);
    const config = envelope.result;
    expect(config).toMatchObject({ store: STORE, timezone: 'Asia/Shanghai', dataFrom: '2025-10-01', dataTo: '2026-10-31' });
    expect(config.fx).toEqual({ base: 'CNY', date: '2026-11-01', rates: { CNY: 1, USD: 0.1404, HKD: 1.0935, THB: 4.59 } });
    expect(config.factors.filter((f) => f.energytype === 'electricity')).toEqual([
      { energytype: 'electricity', value: 0.5703, from: '2024-01-01', to: '2025-12-31', source: 'National average grid emission factor for 2022, MEE/NBS' },
      { energytype: 'electricity', value: 0.5366, from: '2026-01-01', to: null, source: 'National average grid emission factor for 2023, MEE/NBS' },
    ]);
    expect(config.factors.find((f) => f.energytype === 'heat')?.value).toBe(0.396);
    expect(new Set(config.meters.map((m) => m.kind))).toEqual(new Set(['main', 'sub', 'pv', 'storage-charge', 'storage-discharge', 'charging', 'discharge', 'tenant']));
    expect(config.storage[0]).toMatchObject({ chargeMeter: expect.stringMatching(/-in$/), dischargeMeter: expect.stringMatching(/-out$/) });
    const electricity = config.tariffs.find((t) => t.energytype === 'electricity')!;
    expect(electricity.bandPrices!.peak).toBeGreaterThan(electricity.bandPrices!.flat);
    expect(electricity.bandPrices!.flat).toBeGreaterThan(electricity.bandPrices!.valley);
    expect(config.tariffs.map((t) => t.energytype)).toEqual(['electricity', 'water', 'gas', 'heat', 'pv-feed-in']);
  });

  it('refuses a store the user does not reach with -45403, an unknown or another company’s one with -1, no session with -45592', async () => {
    const forbidden = await analysis('config', { store: 'st-1001-01' });
    expect(forbidden.envelope).toMatchObject({ status: STATUS_FORBIDDEN, message: 'no access to store st-1001-01' });
    // Another company's store answers as if it did not exist (issue 35).
    expect((await analysis('config', { store: 'st-2001-01' }, admin)).envelope).toMatchObject({ status: -1, message: 'no such store: st-2001-01' });
    expect((await analysis('config', { store: 'st-9999-01' }, admin)).envelope).toMatchObject({ status: -1, message: 'no such store: st-9999-01' });
    expect((await call('/sfsaas/api/analysis/config', { body: { store: STORE } })).envelope.status).toBe(-45592);
    const aggregate = await analysis('aggquery', { stores: [STORE, 'st-1001-01'], start: '2026-01-01', end: '2026-01-31', groupby: 'store' });
    expect(aggregate.envelope.status).toBe(STATUS_FORBIDDEN);
  });
});

describe('bad requests', () => {
  const base = { store: STORE, metric: 'energy', interval: 'day', start: '2026-01-01', end: '2026-01-31' };

  it.each([
    [{ start: '2026-1-01' }, /^invalid field: start \(expected a day YYYY-MM-DD/],
    [{ end: '2026-02-30' }, /^invalid field: end \(expected a day YYYY-MM-DD/],
    [{ start: '2026-02-01' }, /^invalid period: start 2026-02-01 is after end 2026-01-31$/],
    [{ start: '2025-09-30' }, /outside the data \(2025-10-01 to 2026-10-31\)$/],
    [{ end: '2026-11-01' }, /outside the data/],
    [{ interval: 'minute' }, /^invalid field: interval/],
    [{ metric: 'money' }, /^invalid field: metric/],
    [{ meters: ['sp-st-1001-01-01-elec'] }, /^no such meter: sp-st-1001-01-01-elec \(in store st-1005-01\)$/],
    [{ energytypes: ['steam'] }, /^invalid field: energytypes/],
  ])('query %j answers a message, not a crash', async (change, message) => {
    const { http, envelope } = await analysis('query', { ...base, ...change });
    expect(http).toBe(200);
    expect(envelope.status).toBe(-1);
    expect(envelope.message).toMatch(message);
  });

  it('refuses a request that would build over 100,000 values', async () => {
    const { envelope } = await analysis<StoreEnergyConfig>('config', { store: STORE });
    const meters = envelope.result.meters.slice(0, 12).map((m) => m.did);
    const long = await analysis('query', { ...base, interval: 'hour', start: '2025-10-01', end: '2026-10-31', meters });
    expect(long.envelope.status).toBe(-1);
    expect(long.envelope.message).toMatch(/^range too long for interval hour: 9504 buckets × 12 series is over 100,000 values/);
    // A whole year of hours is fine for a few series.
    const year = await analysis<SeriesAnswer>('query', { ...base, interval: 'hour', start: '2025-10-01', end: '2026-10-31', energytypes: ['electricity'] });
    expect(year.envelope.result.buckets.length).toBe(9504);
  });

  it('answers malformed bodies with -1 and missing sessions with -45592', async () => {
    const paths = [
      ...['config', 'query', 'aggquery', 'aggquerys', 'aggexportv2', 'list', 'update'].map((p) => `/sfsaas/api/analysis/${p}`),
      '/vtbi/api/chart/query',
      '/report/query',
      ...['view', 'getlist', 'setecstandard3', 'setfloorarea'].map((p) => `/businessstatistics/api/energymanage/${p}`),
    ];
    for (const path of paths) {
      const { http, envelope } = await call(path, { body: '{oops', session: operator });
      expect([http, envelope.status], path).toEqual([200, -1]);
      expect((await call(path, { body: {} })).envelope.status, path).toBe(-45592);
    }
  });
});

describe('analysis/query', () => {
  it('labels buckets by their first day inside the period, weeks from Monday', async () => {
    const weeks = await analysis<SeriesAnswer>('query', { store: STORE, metric: 'carbon', interval: 'week', start: '2026-03-04', end: '2026-03-22' });
    expect(weeks.envelope.result.buckets).toEqual(['2026-03-04', '2026-03-09', '2026-03-16']);
    const series = weeks.envelope.result.series;
    expect(series.map((s) => s.key)).toEqual(['electricity', 'water', 'gas']);
    expect(series.every((s) => s.unit === 'kgCO2' && s.values.every((v) => typeof v === 'number' && v > 0))).toBe(true);
    const months = await analysis<SeriesAnswer>('query', { store: STORE, metric: 'cost', interval: 'month', start: '2025-12-15', end: '2026-02-10', energytypes: ['electricity', 'heat'] });
    expect(months.envelope.result.buckets).toEqual(['2025-12-15', '2026-01-01', '2026-02-01']);
    // No heat meter in Hangzhou: a series of nulls.
    expect(months.envelope.result.series[1]).toMatchObject({ key: 'heat', unit: 'CNY', values: [null, null, null] });
    const hours = await analysis<SeriesAnswer>('query', { store: STORE, metric: 'energy', interval: 'hour', start: '2026-05-01', end: '2026-05-02', meters: ['st-1005-01-pv-1'] });
    expect(hours.envelope.result.buckets.slice(0, 2)).toEqual(['2026-05-01T00:00', '2026-05-01T01:00']);
    expect(hours.envelope.result.series[0]).toMatchObject({ key: 'st-1005-01-pv-1', energytype: 'electricity', unit: 'kWh' });
    expect(hours.envelope.result.series[0]!.values).toHaveLength(48);
  });

  it('agrees with aggquery over the same period', async () => {
    const body = { start: '2026-02-01', end: '2026-02-28' };
    const days = await analysis<SeriesAnswer>('query', { store: STORE, metric: 'energy', interval: 'day', energytypes: ['electricity'], ...body });
    const total = await analysis<AggAnswer>('aggquery', { stores: [STORE], groupby: 'energytype', energytypes: ['electricity'], ...body });
    const sum = days.envelope.result.series[0]!.values.reduce<number>((a, v) => a + (v ?? 0), 0);
    expect(sum).toBe(total.envelope.result.total.energy);
  });
});

describe('aggquery and aggquerys', () => {
  it('answers several periods at once, at most 12, naming a bad one', async () => {
    const q = (start: string, end: string) => ({ stores: [STORE], start, end, groupby: 'energytype' });
    const both = await analysis<AggAnswer[]>('aggquerys', { queries: [q('2026-09-01', '2026-09-30'), q('2025-10-01', '2025-10-31')] });
    expect(both.envelope.status).toBe(0);
    expect(both.envelope.result).toHaveLength(2);
    const single = await analysis<AggAnswer>('aggquery', q('2026-09-01', '2026-09-30'));
    expect(both.envelope.result[0]).toEqual(single.envelope.result);
    const many = await analysis('aggquerys', { queries: Array.from({ length: 13 }, () => q('2026-09-01', '2026-09-30')) });
    expect(many.envelope).toMatchObject({ status: -1, message: 'invalid field: queries (at most 12 a call, got 13)' });
    const bad = await analysis('aggquerys', { queries: [q('2026-09-01', '2026-09-30'), q('2026-09-30', '2026-09-01')] });
    expect(bad.envelope.message).toBe('queries[1]: invalid period: start 2026-09-30 is after end 2026-09-01');
    const forbidden = await analysis('aggquerys', { queries: [{ ...q('2026-09-01', '2026-09-30'), stores: ['st-1002-01'] }] });
    expect(forbidden.envelope.status).toBe(STATUS_FORBIDDEN);
  });

  it('ranks a parent business’s stores with their areas', async () => {
    const stores = ['st-1002-01', 'st-1002-02', 'st-1002-03'];
    const { envelope } = await analysis<AggAnswer>('aggquery', { stores, start: '2026-01-01', end: '2026-06-30', groupby: 'store', energytypes: ['electricity'] }, admin);
    expect(envelope.result.rows.map((r) => r.key)).toEqual(stores);
    expect(envelope.result.rows.every((r) => r.energytype === 'electricity' && (r.area ?? 0) >= 3000 && r.energy > 0)).toBe(true);
    expect(envelope.result.total).toMatchObject({ energytype: 'electricity', area: envelope.result.rows.reduce((a, r) => a + (r.area ?? 0), 0) });
    // Mixed types: no shared unit, the row leaves energytype out (use tce).
    const mixed = await analysis<AggAnswer>('aggquery', { stores, start: '2026-01-01', end: '2026-01-31', groupby: 'store' }, admin);
    expect(mixed.envelope.result.rows[0]!.energytype).toBeUndefined();
  });
});

describe('aggexportv2', () => {
  const body = { stores: ['st-1005-01'], start: '2026-01-01', end: '2026-01-03', interval: 'day', page: 1, pagesize: 4 };

  it('pages the detail rows by time, then store, then meter; the pages add up to the aggregation', async () => {
    const first = await analysis<AggExportAnswer>('aggexportv2', body);
    expect(first.envelope.status).toBe(0);
    const { total } = first.envelope.result;
    expect(total).toBe(3 * 9); // three days × nine mains (three buildings: electricity, water, gas)
    const rows = [];
    for (let page = 1; (page - 1) * 4 < total; page += 1) rows.push(...(await analysis<AggExportAnswer>('aggexportv2', { ...body, page })).envelope.result.data);
    expect(rows).toHaveLength(total);
    const order = rows.map((r) => `${r.time}|${r.store}|${r.meter}`);
    expect(order).toEqual([...order].sort());
    expect(rows[0]).toMatchObject({ time: '2026-01-01', store: STORE, storeName: expect.stringContaining('零碳园区'), unit: expect.any(String) });
    const agg = await analysis<AggAnswer>('aggquery', { stores: [STORE], start: '2026-01-01', end: '2026-01-03', groupby: 'store' });
    expect(rows.reduce((a, r) => a + r.energy, 0)).toBeCloseTo(agg.envelope.result.total.energy, 6);
    expect(rows.reduce((a, r) => a + r.carbon, 0)).toBeCloseTo(agg.envelope.result.total.carbon, 6);
    const past = await analysis<AggExportAnswer>('aggexportv2', { ...body, page: 99 });
    expect(past.envelope.result).toMatchObject({ data: [], total });
  });

  it('needs export on the page sent: the viewer (view only) is refused -45403 access.noPermission, the operator (view and export) is served', async () => {
    const viewer = await login('viewer', 'viewer123');
    for (const pid of ['p-dashboard', 'p-carbon-metering', 'p-energy-data-report']) {
      const refused = await call('/sfsaas/api/analysis/aggexportv2', { body: { pid, ...body }, session: viewer });
      expect(refused.envelope).toMatchObject({ status: STATUS_FORBIDDEN, message: `no permission: export on ${pid} (role viewer)`, result: { messageKey: 'access.noPermission', values: { action: 'export', pid } } });
      // The same figures as a read of the screen are still the viewer's.
      const read = await call('/sfsaas/api/analysis/aggquery', { body: { pid, stores: body.stores, start: body.start, end: body.end, groupby: 'store' }, session: viewer });
      expect(read.envelope.status).toBe(0);
      const exported = await call<AggExportAnswer>('/sfsaas/api/analysis/aggexportv2', { body: { pid, ...body }, session: operator });
      expect(exported.envelope.status).toBe(0);
      expect(exported.envelope.result.total).toBe(27);
    }
  });

  it('refuses a page size over 2000 rather than clamping it', async () => {
    const big = await analysis('aggexportv2', { ...body, pagesize: 2001 });
    expect(big.envelope).toMatchObject({ status: -1, message: 'invalid field: pagesize (at most 2000 rows a page, got 2001)' });
    expect((await analysis('aggexportv2', { ...body, pagesize: 2000 })).envelope.status).toBe(0);
    expect((await analysis('aggexportv2', { ...body, page: 0 })).envelope.status).toBe(-1);
  });
});

describe('analysis list and update', () => {
  it('reads and saves a budget, validating 12 non-negative months per item', async () => {
    const seeded = await analysis<BudgetPlan>('list', { kind: 'budget', store: STORE, year: 2026 });
    expect(seeded.envelope.result.items.map((i) => i.energytype)).toEqual(['electricity', 'water', 'gas']);
    expect((await analysis('list', { kind: 'budget', store: STORE, year: 2027 })).envelope.result).toBeNull();
    const plan = { store: STORE, year: 2027, items: [{ energytype: 'electricity', monthly: Array.from({ length: 12 }, (_, i) => 1000 + i) }] };
    const saved = await analysis<BudgetPlan>('update', { kind: 'budget', ...plan });
    expect(saved.envelope).toMatchObject({ status: 0, result: plan });
    expect((await analysis('list', { kind: 'budget', store: STORE, year: 2027 })).envelope.result).toEqual(plan);
    const short = await analysis('update', { kind: 'budget', ...plan, items: [{ energytype: 'water', monthly: [1, 2, 3] }] });
    expect(short.envelope.message).toBe('invalid field: items[0].monthly (expected 12 numbers)');
    // Each cell by the budget editor's book (src/api/energy/rules.ts), named.
    const negative = await analysis('update', { kind: 'budget', ...plan, items: [{ energytype: 'water', monthly: [...plan.items[0]!.monthly.slice(1), -1] }] });
    expect(negative.envelope).toMatchObject({ status: -1, result: { errors: [{ field: 'items[0].monthly[11]', rule: 'min', values: { min: 0 } }] } });
    expect((await analysis('update', { kind: 'budget', ...plan, store: 'st-1001-01' })).envelope.status).toBe(STATUS_FORBIDDEN);
  });

  it('reads and saves a run configuration, validating limits and the schedule', async () => {
    expect((await analysis('list', { kind: 'run-config', store: 'st-1004-99' }, admin)).envelope).toMatchObject({ status: 0, result: null });
    const seeded = await analysis<RunConfig>('list', { kind: 'run-config', store: STORE });
    expect(seeded.envelope.result).toMatchObject({ mode: 'peak-valley', socMin: 10, socMax: 95 });
    const config = { store: STORE, mode: 'manual', socMin: 15, socMax: 90, schedule: Array.from({ length: 24 }, (_, h) => (h < 6 ? 'charge' : h >= 18 && h < 21 ? 'discharge' : 'idle')) };
    const saved = await analysis<RunConfig>('update', { kind: 'run-config', ...config });
    expect(saved.envelope.result).toEqual({ ...config, updatedAt: '2026-10-31T16:00:00.000Z' }); // stamped by the world clock (issue 38 §2)
    expect((await analysis<RunConfig>('list', { kind: 'run-config', store: STORE })).envelope.result.mode).toBe('manual');
    const inverted = await analysis('update', { kind: 'run-config', ...config, socMin: 90, socMax: 15 });
    expect(inverted.envelope.message).toBe('invalid state of charge limits: need 0 ≤ socMin < socMax ≤ 100 (got 90 and 15)');
    expect((await analysis('update', { kind: 'run-config', ...config, socMax: 101 })).envelope.status).toBe(-1);
    const hours = await analysis('update', { kind: 'run-config', ...config, schedule: config.schedule.slice(1) });
    expect(hours.envelope.message).toMatch(/^invalid field: schedule \(expected 24 entries/);
    expect((await analysis('update', { kind: 'settings', store: STORE })).envelope.message).toMatch(/^invalid field: kind/);
  });
});

describe('vtbi energy tree', () => {
  it('draws store → mains → subs with nothing unmetered', async () => {
    const { envelope } = await call<EnergyTree>('/vtbi/api/chart/query', {
      session: operator,
      body: { pid: TREE_PID, chart: 'energy-tree', store: STORE, start: '2026-04-01', end: '2026-04-30', energytype: 'electricity' },
    });
    const tree = envelope.result;
    expect(tree.unmetered).toBe(0);
    const [root, ...rest] = tree.nodes;
    expect(root).toMatchObject({ key: STORE, kind: 'store' });
    const mains = rest.filter((n) => n.kind === 'main');
    expect(mains).toHaveLength(3);
    expect(mains.reduce((a, n) => a + n.value, 0)).toBe(root!.value);
    for (const main of mains) {
      const subs = tree.links.filter((l) => l.source === main.name);
      expect(subs).toHaveLength(4);
      expect(subs.reduce((a, l) => a + l.value, 0)).toBe(main.value);
    }
    const water = await call<EnergyTree>('/vtbi/api/chart/query', { session: operator, body: { pid: TREE_PID, chart: 'energy-tree', store: STORE, start: '2026-04-01', end: '2026-04-30', energytype: 'water' } });
    expect(water.envelope.result.links.every((l) => l.source === root!.name)).toBe(true);
    const other = await call('/vtbi/api/chart/query', { session: operator, body: { pid: TREE_PID, chart: 'pie', store: STORE, start: '2026-04-01', end: '2026-04-30', energytype: 'water' } });
    expect(other.envelope.status).toBe(-1);
  });
});
