// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { AggAnswer, ReportAnswer, StoreEnergyConfig } from '../../src/api/energyTypes';
import { STATUS_FORBIDDEN } from '../../src/api/pageConfig';
import { call, login, startMockBackend } from './support';

/** /report/query: the energy-asset and billing reports. */

startMockBackend();

let operator = '';
let admin = '';
beforeEach(async () => {
  operator = await login('operator', 'operator123');
  admin = await login();
});

const STORE = 'st-1005-01';
const report = (body: Record<string, unknown>, session = operator) =>
  call<ReportAnswer>('/report/query', { session, body: { pid: 'p-power-report', store: STORE, start: '2026-06-01', end: '2026-06-30', interval: 'day', page: 1, pagesize: 2000, ...body } });
const keys = (answer: ReportAnswer) => answer.columns.map((c) => c.key);
const sum = (answer: ReportAnswer, key: string) => answer.data.reduce((a, row) => a + Number(row[key] ?? 0), 0);

describe('report/query', () => {
  it('energy-data: every meter per bucket, paged, with carbon and cost totals over all rows', async () => {
    const config = (await call<StoreEnergyConfig>('/sfsaas/api/analysis/config', { session: operator, body: { pid: 'p-power-report', store: STORE } })).envelope.result;
    // 30 days × 162 meters is more than one page of 2000 rows: read them all.
    const first = (await report({ report: 'energy-data' })).envelope.result;
    const rest = await Promise.all([2, 3].map(async (page) => (await report({ report: 'energy-data', page })).envelope.result.data));
    const all = { ...first, data: [...first.data, ...rest.flat()] };
    expect(keys(all)).toEqual(['time', 'meter', 'energytype', 'unit', 'energy', 'carbon', 'cost']);
    expect(all.total).toBe(30 * config.meters.length);
    expect(all.data.length).toBe(4860);
    expect(all.data[0]).toMatchObject({ time: '2026-06-01', meter: config.meters[0]!.name, unit: 'kWh' });
    expect(all.totals.carbon).toBeCloseTo(sum(all, 'carbon'), 4);
    expect(all.totals.cost).toBeCloseTo(sum(all, 'cost'), 4);
    const page = (await report({ report: 'energy-data', page: 3, pagesize: 10 })).envelope.result;
    expect(page.data).toEqual(all.data.slice(20, 30));
    expect(page.totals).toEqual(all.totals);
  });

  it('energy-data and aggexportv2 narrow to the energy types and meters asked; a meter of another store is refused', async () => {
    const config = (await call<StoreEnergyConfig>('/sfsaas/api/analysis/config', { session: operator, body: { pid: 'p-power-report', store: STORE } })).envelope.result;
    const water = config.meters.filter((m) => m.energytype === 'water');
    const byType = (await report({ report: 'energy-data', energytypes: ['water'] })).envelope.result;
    expect(byType.total).toBe(30 * water.length);
    expect(new Set(byType.data.map((r) => r.energytype))).toEqual(new Set(['water']));
    const one = config.meters.find((m) => m.kind === 'main' && m.energytype === 'electricity')!;
    const byMeter = (await report({ report: 'energy-data', meters: [one.did] })).envelope.result;
    expect(byMeter.data.map((r) => r.meter)).toEqual(Array(30).fill(one.name));
    const exported = await call<{ data: Array<{ meter: string }>; total: number }>('/sfsaas/api/analysis/aggexportv2', {
      session: operator,
      body: { pid: 'p-energy-data-report', stores: [STORE], start: '2026-06-01', end: '2026-06-30', interval: 'day', meters: [one.did], page: 1, pagesize: 2000 },
    });
    expect(exported.envelope.result.total).toBe(30);
    expect(new Set(exported.envelope.result.data.map((r) => r.meter))).toEqual(new Set([one.did]));
    const foreign = await report({ report: 'energy-data', meters: ['st-1001-01-b1-e-main'] });
    expect(foreign.envelope.status).not.toBe(0);
    expect(foreign.envelope.message).toMatch(/no such meter/);
  });

  it('power: consumption split into bands, peak demand and load factor', async () => {
    const answer = (await report({ report: 'power', interval: 'month', start: '2026-01-01', end: '2026-03-31' })).envelope.result;
    expect(keys(answer)).toEqual(['time', 'consumption', 'peakDemand', 'loadFactor', 'peakKwh', 'flatKwh', 'valleyKwh']);
    expect(answer.data.map((r) => r.time)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    const agg = await call<AggAnswer>('/sfsaas/api/analysis/aggquery', { session: operator, body: { pid: 'p-billing-report', stores: [STORE], start: '2026-01-01', end: '2026-03-31', groupby: 'touBand' } });
    const [peak, flat, valley] = agg.envelope.result.rows;
    expect(answer.totals).toMatchObject({ consumption: agg.envelope.result.total.energy, peakKwh: peak!.energy, flatKwh: flat!.energy, valleyKwh: valley!.energy });
    for (const row of answer.data) {
      expect(Number(row.peakKwh) + Number(row.flatKwh) + Number(row.valleyKwh)).toBeCloseTo(Number(row.consumption), 4);
      expect(row.loadFactor).toBeGreaterThan(20);
      expect(row.loadFactor).toBeLessThan(100);
    }
    expect(answer.totals.peakDemand).toBe(Math.max(...answer.data.map((r) => Number(r.peakDemand))));
    const hours = (await report({ report: 'power', interval: 'hour', start: '2026-06-01', end: '2026-06-01' })).envelope.result;
    expect(hours.data).toHaveLength(24);
    expect(hours.data.every((r) => r.loadFactor === 100 && r.peakDemand === r.consumption)).toBe(true);
  });

  it('inverter: generation, equivalent hours and capacity per inverter', async () => {
    const answer = (await report({ report: 'inverter', interval: 'month' })).envelope.result;
    expect(keys(answer)).toEqual(['time', 'inverter', 'generation', 'equivalentHours', 'capacity']);
    expect(answer.data.length).toBeGreaterThanOrEqual(2);
    for (const row of answer.data) {
      expect(row.equivalentHours).toBeCloseTo(Number(row.generation) / Number(row.capacity), 9);
      // A June of roughly 2–5 full-load hours a day.
      expect(row.equivalentHours).toBeGreaterThan(60);
      expect(row.equivalentHours).toBeLessThan(150);
    }
    expect(answer.totals.generation).toBeCloseTo(sum(answer, 'generation'), 4);
    expect(answer.totals.capacity).toBe(sum(answer, 'capacity'));
    const none = (await report({ report: 'inverter', store: 'st-1001-02' }, admin)).envelope.result;
    expect(none).toMatchObject({ data: [], total: 0, totals: { generation: 0 } });
  });

  it('storage-charge: charge, discharge, efficiency, cycles and a positive arbitrage income', async () => {
    const answer = (await report({ report: 'storage-charge', interval: 'month', start: '2026-01-01', end: '2026-06-30' })).envelope.result;
    expect(keys(answer)).toEqual(['time', 'system', 'charge', 'discharge', 'efficiency', 'cycles', 'income']);
    expect(answer.total).toBe(6);
    for (const row of answer.data) {
      expect(row.efficiency).toBeGreaterThan(85);
      expect(row.efficiency).toBeLessThan(95);
      expect(row.efficiency).toBeCloseTo((Number(row.discharge) / Number(row.charge)) * 100, 9);
      expect(row.income).toBeGreaterThan(0);
      expect(row.cycles).toBeGreaterThan(20);
    }
    expect(answer.totals.income).toBeCloseTo(sum(answer, 'income'), 4);
    expect(answer.columns.find((c) => c.key === 'income')).toEqual({ key: 'income', type: 'money', unit: 'CNY' });
  });

  it('billing: each month and energy type, then the PV feed-in as a credit', async () => {
    const answer = (await report({ report: 'billing', store: 'st-1002-06', start: '2026-05-01', end: '2026-06-15', interval: 'month' }, admin)).envelope.result;
    expect(keys(answer)).toEqual(['month', 'energytype', 'usage', 'unit', 'unitPrice', 'amount']);
    const config = (await call<StoreEnergyConfig>('/sfsaas/api/analysis/config', { session: admin, body: { pid: 'p-billing-report', store: 'st-1002-06' } })).envelope.result;
    const types = ['electricity', 'water', 'gas', 'heat'].filter((t) => config.meters.some((m) => m.kind === 'main' && m.energytype === t));
    expect(answer.data.map((r) => `${r.month} ${r.energytype}`)).toEqual(
      ['2026-05', '2026-06'].flatMap((month) => [...types, 'pv-feed-in'].map((type) => `${month} ${type}`)),
    );
    const feedIn = answer.data.filter((r) => r.energytype === 'pv-feed-in');
    expect(feedIn.some((r) => Number(r.usage) > 0)).toBe(true);
    for (const row of feedIn) expect(Number(row.amount)).toBeCloseTo(-Number(row.usage) * Number(row.unitPrice), 6);
    for (const row of answer.data.filter((r) => r.energytype !== 'pv-feed-in' && Number(r.usage) > 0)) expect(Number(row.unitPrice)).toBeCloseTo(Number(row.amount) / Number(row.usage), 9);
    expect(answer.totals.amount).toBeCloseTo(sum(answer, 'amount'), 4);
    // Electricity is billed net of the PV used on site, so it costs less than aggquery's gross energy.
    const agg = await call<AggAnswer>('/sfsaas/api/analysis/aggquery', { session: admin, body: { pid: 'p-billing-report', stores: ['st-1002-06'], start: '2026-05-01', end: '2026-05-31', groupby: 'energytype', energytypes: ['electricity'] } });
    const may = answer.data.find((r) => r.month === '2026-05' && r.energytype === 'electricity')!;
    expect(Number(may.usage)).toBeCloseTo(agg.envelope.result.total.energy - agg.envelope.result.total.green, 4);
    expect(Number(may.amount)).toBeCloseTo(agg.envelope.result.total.cost, 4);
  });

  it('checks the store, the report kind, the interval and the page', async () => {
    expect((await report({ report: 'power', store: 'st-1001-01' })).envelope.status).toBe(STATUS_FORBIDDEN);
    expect((await report({ report: 'carbon' })).envelope.message).toMatch(/^invalid field: report/);
    expect((await report({ report: 'power', interval: 'week' })).envelope.message).toMatch(/^invalid field: interval/);
    expect((await report({ report: 'power', pagesize: 5000 })).envelope.message).toBe('invalid field: pagesize (at most 2000 rows a page, got 5000)');
    expect((await report({ report: 'power', start: '2024-01-01' })).envelope.status).toBe(-1);
  });
});
