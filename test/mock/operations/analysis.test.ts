// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CostBenefitView, EquipmentView, PortraitView } from '../../../src/api/operations/analysisTypes';
import type { DataBounds } from '../../../src/api/operations/boundsTypes';
import { meterHours } from '../../../mock/api/db/energy/chargingSites';
import { call, keyed, login, startMockBackend } from '../support';

/** Charging analysis (issue 24): figures that add up from their lines and agree with the lists' records. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const COST = 'p-cost-benefit-analysis';
const EQUIPMENT = 'p-equipment-evaluation-overview';
const PORTRAIT = 'p-user-portrait-ranking';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

const ev = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/evcharge/analysis/${path}`, { session, body })).envelope;
const round2 = (v: number) => Math.round(v * 100) / 100;

describe('cost and benefit', () => {
  it('gives cs-0008 in October line by line, each total the sum of its lines', async () => {
    const admin = await login('admin', 'admin123');
    const view = (await ev<CostBenefitView>('cost-benefit', admin, { pid: COST, ...OCTOBER })).result;
    const s = view.stations.find((x) => x.did === 'cs-0008')!;
    expect(s).toEqual(CS8_OCTOBER);
    expect(round2(s.energyFee + s.serviceFee)).toBe(s.revenue);
    expect(round2(s.bands.reduce((a, b) => a + b.cost, 0))).toBe(s.electricity);
    expect(round2(s.electricity + s.rent + s.labour + s.maintenance)).toBe(s.cost);
    expect(round2(s.revenue - s.cost)).toBe(s.margin);
  });

  it('agrees with the orders list and the station cost list for the same station and month', async () => {
    const admin = backend.db.accounts.userById('u-1001')!;
    const orders = backend.db.tables.require('p-orders').rows(admin).filter((o) => o.stationdid === 'cs-0008' && String(o.starttime) >= '2026-09-30T16:00' && String(o.starttime) < '2026-10-31T16:00');
    const costs = backend.db.tables.require('p-station-monthly-cost').rows(admin).find((r) => r.stationdid === 'cs-0008' && r.month === '2026-10')!;
    expect([orders.length, round2(orders.reduce((a, o) => a + Number(o.amount), 0)), costs.rent, costs.labor, costs.maintenance]).toEqual([
      CS8_OCTOBER.orders, CS8_OCTOBER.revenue, CS8_OCTOBER.rent, CS8_OCTOBER.labour, CS8_OCTOBER.maintenance,
    ]);
  });

  it('bills the energy the station meter measured in the month (the energy screens’ figure)', async () => {
    const station = backend.db.charging.station('cs-0008')!;
    const metering = backend.db.energy.metering;
    const hourly = meterHours(metering, station.meter)!;
    const first = Math.round((Date.parse('2026-09-30T16:00:00Z') - hourly.start) / 3_600_000);
    let metered = 0;
    for (let h = first; h < first + 31 * 24; h += 1) metered += hourly.hourly[h] ?? 0;
    expect(Math.abs(round2(metered) - CS8_OCTOBER.energy)).toBeLessThanOrEqual(0.01);
  });

  it('refuses a period that is not days', async () => {
    const admin = await login('admin', 'admin123');
    const answer = await ev('cost-benefit', admin, { pid: COST, from: 'yesterday', to: '2026-10-31' });
    expect(answer).toEqual({ status: -1, message: 'invalid field: from (expected a day YYYY-MM-DD)', result: keyed('request.wrongType') });
    // A day that looks like one but is not (issue 36 §1) is not read as 2 March.
    expect(await ev('cost-benefit', admin, { pid: COST, from: '2026-02-30', to: '2026-10-31' })).toMatchObject({ status: -1, result: { messageKey: 'request.wrongType', values: { field: 'from', expected: 'day' } } });
  });

  it('shows the operator only the station it reaches', async () => {
    const operator = await login('operator', 'operator123');
    const view = (await ev<CostBenefitView>('cost-benefit', operator, { pid: COST, ...OCTOBER })).result;
    expect(view.stations.map((s) => [s.did, s.revenue, s.margin])).toEqual([['cs-0008', CS8_OCTOBER.revenue, CS8_OCTOBER.margin]]);
  });
});

describe('equipment evaluation', () => {
  it('ranks models by availability with MTBF and MTTR over completed tickets, counting what the fault tickets list shows', async () => {
    const admin = await login('admin', 'admin123');
    const view = (await ev<EquipmentView>('equipment', admin, { pid: EQUIPMENT, from: '2026-08-01', to: '2026-10-31' })).result;
    expect(view.hours).toBe(2208);
    expect(view.models.slice(0, 3)).toEqual(EQUIPMENT_TOP);
    const user = backend.db.accounts.userById('u-1001')!;
    const listed = backend.db.tables.require('p-fault-tickets').rows(user).filter((t) => String(t.createtime) >= '2026-07-31T16:00' && String(t.createtime) < '2026-10-31T16:00');
    expect(view.models.reduce((a, m) => a + m.tickets, 0)).toBe(listed.length);
    expect(view.models.reduce((a, m) => a + m.completed, 0)).toBe(listed.filter((t) => t.status === 'resolved' || t.status === 'closed').length);
  });
});

describe('user portrait', () => {
  it('segments October’s users by orders per 30 days and ranks them by spend', async () => {
    const admin = await login('admin', 'admin123');
    const view = (await ev<PortraitView>('portrait', admin, { pid: PORTRAIT, ...OCTOBER })).result;
    expect(view.thresholds).toEqual({ frequent: 40, regular: 20 });
    expect(view.segments).toEqual(SEGMENTS);
    expect(view.users.slice(0, 2).map((u) => [u.rank, u.customerdid, u.orders, u.energy, u.spend, u.segment])).toEqual(TOP_USERS);
  });
});

describe('the days with data (the period picker and the opening month)', () => {
  it('come from the records each page reads: orders for cost and the portrait, fault tickets for the equipment', async () => {
    const admin = await login('admin', 'admin123');
    const bounds = async (pid: string) => (await ev<DataBounds>('bounds', admin, { pid })).result;
    expect(await bounds(COST)).toEqual({ firstDay: '2026-08-01', lastDay: '2026-10-31', today: '2026-11-01' });
    expect(await bounds(PORTRAIT)).toEqual({ firstDay: '2026-08-01', lastDay: '2026-10-31', today: '2026-11-01' });
    expect(await bounds(EQUIPMENT)).toEqual({ firstDay: '2026-08-01', lastDay: '2026-10-31', today: '2026-11-01' });
    // A fault ticket opened now (1 November on the world clock) reaches the equipment's days, not the orders'.
    const cmd = { title: '2号桩模块过温', stationdid: 'cs-0008', faulttype: 'overTemp', priority: 'high', status: 'pending' };
    expect((await call('/sfsaas/api/filter/add', { session: admin, body: { pid: 'p-fault-tickets', cmd } })).envelope.status).toBe(0);
    expect(await bounds(EQUIPMENT)).toEqual({ firstDay: '2026-08-01', lastDay: '2026-11-01', today: '2026-11-01' });
    expect(await bounds(COST)).toEqual({ firstDay: '2026-08-01', lastDay: '2026-10-31', today: '2026-11-01' });
  });

  it('move with the records: an order added through the orders list in July opens the window on its day', async () => {
    const admin = await login('admin', 'admin123');
    const sample = (await call<{ data: Array<Record<string, unknown>> }>('/sfsaas/api/filter/query', { session: admin, body: { pid: 'p-orders', page: 1, pagesize: 1, filter: { stationdid: 'cs-0008' } } })).envelope.result.data[0]!;
    const cmd = { customerdid: sample.customerdid, gundid: sample.gundid, starttime: '2026-07-20T02:00:00.000Z', endtime: '2026-07-20T03:00:00.000Z', energy: 30, electricityfee: 20.4, servicefee: 18 };
    expect((await call('/sfsaas/api/filter/add', { session: admin, body: { pid: 'p-orders', cmd } })).envelope.status).toBe(0);
    expect((await ev<DataBounds>('bounds', admin, { pid: PORTRAIT })).result).toEqual({ firstDay: '2026-07-20', lastDay: '2026-10-31', today: '2026-11-01' });
  });

  it('refuses a page that is not an analysis', async () => {
    const admin = await login('admin', 'admin123');
    expect((await ev('bounds', admin, { pid: 'p-orders' })).status).toBe(-45403);
  });
});

/** cs-0008 in October 2026: the orders list's 1,137 orders; electricity at the store's tariff by the hour drawn; the cost list's rent, labour and maintenance. */
const CS8_OCTOBER = {
  did: 'cs-0008',
  name: '杭州公交枢纽充电站',
  businessname: '零碳园区·杭州高新区店',
  orders: 1137,
  energy: 42279.8,
  energyFee: 29856.72,
  serviceFee: 25367.79,
  revenue: 55224.51,
  bands: [
    { band: 'peak', energy: 14165.03, price: 1.3287, cost: 18821.08 },
    { band: 'flat', energy: 16680.75, price: 0.8042, cost: 13414.66 },
    { band: 'valley', energy: 11434.02, price: 0.3384, cost: 3869.27 },
  ],
  electricity: 36105.01,
  rent: 18000,
  labour: 10000,
  maintenance: 1800,
  cost: 65905.01,
  margin: -10680.5,
  marginRate: -0.1934,
  investment: 432000,
  paybackMonths: null,
};
const EQUIPMENT_TOP = [
  { rank: 1, manufacturer: '星星充电', model: 'STAR-AC11', piles: 2, tickets: 1, completed: 0, faultRate: 0.5, mtbf: null, mttr: null, availability: 1, pileHours: 4416, repairHours: 0 },
  { rank: 2, manufacturer: '盛弘股份', model: 'SINEXCEL-AC11', piles: 2, tickets: 2, completed: 2, faultRate: 1, mtbf: 2206.6, mttr: 1.4, availability: 0.9994, pileHours: 4416, repairHours: 2.7 },
  { rank: 3, manufacturer: '国电南瑞', model: 'NARI-DC120', piles: 1, tickets: 5, completed: 5, faultRate: 5, mtbf: 441.1, mttr: 0.5, availability: 0.999, pileHours: 2208, repairHours: 2.3 },
];
const SEGMENTS = [
  { segment: 'frequent', users: 38, orders: 1757, energy: 63741.2, spend: 92513.46 },
  { segment: 'regular', users: 258, orders: 7669, energy: 274384.37, spend: 389114.61 },
  { segment: 'occasional', users: 92, orders: 1344, energy: 51075.62, spend: 71952.53 },
];
const TOP_USERS = [
  [1, 'cu-01011', 55, 2260.59, 3519.8, 'frequent'],
  [2, 'cu-01019', 48, 2027.09, 3146.32, 'frequent'],
];
