// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { AggAnswer, ReportAnswer, SeriesAnswer, StoreEnergyConfig } from '../../src/api/energyTypes';
import { call, login, startMockBackend } from './support';

/**
 * Issue 6's "the same store's monthly total agrees across screens": every endpoint a screen may
 * take October 2026's electricity from gives the same figure for the operator's store.
 */
startMockBackend({ now: () => Date.parse('2026-11-02T01:00:00.000Z') });

const STORE = 'st-1005-01';
const MONTH = { start: '2026-10-01', end: '2026-10-31' };
let session = '';
beforeEach(async () => {
  session = await login('operator', 'operator123');
});

const post = async <T>(path: string, body: unknown): Promise<T> => {
  // Every energy read names its screen's page (the dashboard reads them all).
  const { envelope } = await call<T>(path, { body: { pid: 'p-dashboard', ...(body as Record<string, unknown>) }, session });
  expect(envelope.status, `${path}: ${envelope.message}`).toBe(0);
  return envelope.result;
};
const sum = (values: Array<number | null | undefined>) => values.reduce<number>((total, v) => total + (v ?? 0), 0);
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6 * Math.max(1, Math.abs(a)));

async function allReportRows(report: string, interval: string): Promise<ReportAnswer['data']> {
  const rows: ReportAnswer['data'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await post<ReportAnswer>('/report/query', { report, store: STORE, ...MONTH, interval, page, pagesize: 2000 });
    rows.push(...answer.data);
    if (rows.length >= answer.total || answer.data.length === 0) return rows;
  }
}

describe('one month of one store, through every endpoint', () => {
  it('electricity: aggregation = by building = by day = by band = power report = energy-data report of the mains', async () => {
    const byType = await post<AggAnswer>('/sfsaas/api/analysis/aggquery', { stores: [STORE], ...MONTH, groupby: 'energytype' });
    const electricity = byType.rows.find((r) => r.key === 'electricity')!;
    expect(electricity.energy).toBeGreaterThan(10_000);

    const byBuilding = await post<AggAnswer>('/sfsaas/api/analysis/aggquery', { stores: [STORE], ...MONTH, groupby: 'building', energytypes: ['electricity'] });
    close(byBuilding.total.energy, electricity.energy);
    close(byBuilding.total.carbon, electricity.carbon);

    const daily = await post<SeriesAnswer>('/sfsaas/api/analysis/query', { store: STORE, metric: 'energy', energytypes: ['electricity'], ...MONTH, interval: 'day' });
    expect(daily.buckets).toHaveLength(31);
    close(sum(daily.series[0]!.values), electricity.energy);

    const bands = await post<AggAnswer>('/sfsaas/api/analysis/aggquery', { stores: [STORE], ...MONTH, groupby: 'touBand', energytypes: ['electricity'] });
    close(bands.total.energy, electricity.energy);

    const power = await allReportRows('power', 'month');
    close(sum(power.map((r) => Number(r.consumption))), electricity.energy);

    const config = await post<StoreEnergyConfig>('/sfsaas/api/analysis/config', { store: STORE });
    const mains = new Set(config.meters.filter((m) => m.kind === 'main' && m.energytype === 'electricity').map((m) => m.name));
    const detail = await allReportRows('energy-data', 'month');
    close(sum(detail.filter((r) => mains.has(String(r.meter))).map((r) => Number(r.energy))), electricity.energy);
  });

  it('billing: electricity bought = consumption − green electricity used on site; every type agrees with the aggregation', async () => {
    const byType = await post<AggAnswer>('/sfsaas/api/analysis/aggquery', { stores: [STORE], ...MONTH, groupby: 'energytype' });
    const billing = await allReportRows('billing', 'month');
    for (const row of byType.rows) {
      const bill = billing.find((r) => r.energytype === row.key);
      expect(bill, row.key).toBeDefined();
      const expected = row.key === 'electricity' ? row.energy - row.green : row.energy;
      expect(Math.abs(Number(bill!.usage) - expected)).toBeLessThan(0.01 + expected * 1e-6);
    }
  });
});
