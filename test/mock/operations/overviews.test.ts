// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OverviewBounds, OverviewFigures, OverviewPeriods } from '../../../src/api/operations/overviewTypes';
import type { TicketOverview } from '../../../src/api/operations/ticketsTypes';
import { call, login, startMockBackend } from '../support';

/** The operations overviews (issue 24): figures that agree with the orders and fault tickets lists. */

startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const BUSINESS = 'p-operation-monitoring-overview';
const MAINTENANCE = 'p-operation-maintenance-overview';
const OCTOBER: OverviewPeriods = {
  current: { from: '2026-10-01', to: '2026-10-31' },
  previous: { from: '2026-09-01', to: '2026-09-30' },
  lastYear: { from: '2025-10-01', to: '2025-10-31' },
};
// October 2026 in Hangzhou (cs-0008's store, China time) as instants, and as the filter bar sends it:
// whole days, which the lists read at each record's store.
const OCTOBER_IN_CHINA = { gte: '2026-09-30T16:00:00.000Z', lt: '2026-10-31T16:00:00.000Z' };
const OCTOBER_DAYS = { gte: '2026-10-01', lte: '2026-10-31' };

interface Paged {
  data: Array<Record<string, unknown>>;
  total: number;
}
const list = async (session: string, pid: string, filter: Record<string, unknown>) =>
  (await call<Paged>('/sfsaas/api/filter/query', { session, body: { pid, page: 1, pagesize: 2000, filter } })).envelope.result;
const figures = async (session: string, pid = BUSINESS, periods = OCTOBER) =>
  (await call<OverviewFigures>('/evcharge/overview/figures', { session, body: { pid, periods } })).envelope;
const sum = (rows: Array<Record<string, unknown>>, field: string) => Math.round(rows.reduce((n, r) => n + Number(r[field]), 0) * 100) / 100;

describe('numbers that agree with the lists', () => {
  it("cs-0008's October: orders, energy and revenue are the orders list filtered by the station and the month; faults the fault tickets list", async () => {
    const admin = await login('admin', 'admin123');
    const station = (await figures(admin)).result.current.stations.find((s) => s.did === 'cs-0008')!;
    expect(station).toMatchObject({ orders: 1137, energy: 42279.8, revenue: 55224.51, guns: 4, chargingMinutes: 42027, utilization: 0.2354 });
    expect(station).toMatchObject({ faults: 3, resolved: 3, withinSla: 3, slaRate: 1, mttrHours: 0.84, faultRate: 2.64 });

    const orders = await list(admin, 'p-orders', { stationdid: 'cs-0008', starttime: OCTOBER_IN_CHINA });
    expect([orders.total, sum(orders.data, 'energy'), sum(orders.data, 'amount'), sum(orders.data, 'duration')]).toEqual([1137, 42279.8, 55224.51, 42027]);
    const tickets = await list(admin, 'p-fault-tickets', { stationdid: 'cs-0008', createtime: OCTOBER_IN_CHINA });
    expect(tickets.total).toBe(3);
    // The filter bar's days (1,125 orders when they were read as UTC days).
    expect((await list(admin, 'p-orders', { stationdid: 'cs-0008', starttime: OCTOBER_DAYS })).total).toBe(1137);
    expect((await list(admin, 'p-fault-tickets', { stationdid: 'cs-0008', createtime: OCTOBER_DAYS })).total).toBe(3);
  });

  it('the network is the sum of its stations, with the previous month beside it and no orders a year before (the data start in August 2026)', async () => {
    const admin = await login('admin', 'admin123');
    const answer = (await figures(admin)).result;
    expect(answer.current.total).toMatchObject({ orders: 10972, energy: 389201.19, revenue: 553580.6, utilization: 0.2326, faults: 57, resolved: 49, withinSla: 47, slaRate: 0.9592, mttrHours: 2.89 });
    expect(answer.previous.total).toMatchObject({ orders: 10830, energy: 385320.81, revenue: 546317.7, faults: 46, resolved: 46, withinSla: 44, mttrHours: 2.34 });
    expect(answer.lastYear.total).toMatchObject({ orders: 0, energy: 0, revenue: 0, faults: 0, faultRate: null, mttrHours: null });
    expect(answer.current.stations.reduce((n, s) => n + s.orders, 0)).toBe(10972);
    expect([answer.interval, answer.trend.length, answer.trend[0]?.bucket]).toEqual(['day', 31, '2026-10-01']);
    expect(answer.trend.reduce((n, p) => n + p.orders, 0)).toBe(10972);
  });

  it('a year is charted by month (buckets on the first of each), August to October holding every order', async () => {
    const admin = await login('admin', 'admin123');
    const year: OverviewPeriods = { current: { from: '2026-01-01', to: '2026-12-31' }, previous: { from: '2025-01-01', to: '2025-12-31' }, lastYear: { from: '2025-01-01', to: '2025-12-31' } };
    const answer = (await figures(admin, BUSINESS, year)).result;
    expect(answer.interval).toBe('month');
    expect(answer.trend.map((p) => p.bucket)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01']);
    expect(answer.trend.filter((p) => p.orders > 0).map((p) => p.bucket)).toEqual(['2026-08-01', '2026-09-01', '2026-10-01']);
    expect(answer.trend[9]?.orders).toBe(10972);
    expect(answer.trend.reduce((n, p) => n + p.orders, 0)).toBe(answer.current.total.orders);
  });

  it('an order added through the orders list counts on the overview at once', async () => {
    const admin = await login('admin', 'admin123');
    const before = (await figures(admin)).result.current.stations.find((s) => s.did === 'cs-0008')!;
    const sample = (await list(admin, 'p-orders', { stationdid: 'cs-0008', starttime: OCTOBER_IN_CHINA })).data[0]!;
    const cmd = { customerdid: sample.customerdid, gundid: sample.gundid, starttime: '2026-10-15T02:00:00.000Z', endtime: '2026-10-15T03:00:00.000Z', energy: 30, electricityfee: 20.4, servicefee: 18 };
    expect((await call('/sfsaas/api/filter/add', { session: admin, body: { pid: 'p-orders', cmd } })).envelope.status).toBe(0);
    const after = (await figures(admin)).result.current.stations.find((s) => s.did === 'cs-0008')!;
    expect([after.orders, after.energy, after.revenue]).toEqual([before.orders + 1, 42309.8, 55262.91]);
  });
});

describe('faults that agree with the fault tickets list', () => {
  it('a fault ticket opened through the list now (1 November, the world clock) counts in November for its station', async () => {
    const admin = await login('admin', 'admin123');
    const NOVEMBER: OverviewPeriods = { current: { from: '2026-11-01', to: '2026-11-30' }, previous: OCTOBER.current, lastYear: { from: '2025-11-01', to: '2025-11-30' } };
    const faultsOf = async () => (await figures(admin, MAINTENANCE, NOVEMBER)).result.current.stations.find((s) => s.did === 'cs-0008')!.faults;
    const november = { stationdid: 'cs-0008', createtime: { gte: '2026-10-31T16:00:00.000Z', lt: '2026-11-30T16:00:00.000Z' } };
    expect([await faultsOf(), (await list(admin, 'p-fault-tickets', november)).total]).toEqual([0, 0]);
    const cmd = { title: '2号桩模块过温', stationdid: 'cs-0008', faulttype: 'overTemp', priority: 'high', status: 'pending' };
    expect((await call('/sfsaas/api/filter/add', { session: admin, body: { pid: 'p-fault-tickets', cmd } })).envelope.status).toBe(0);
    expect([await faultsOf(), (await list(admin, 'p-fault-tickets', november)).total]).toEqual([1, 1]);
  });
});

describe('one SLA and MTTR with the ticket desk', () => {
  it("October's tickets within SLA and resolved are the desk's, ticket for ticket", async () => {
    const admin = await login('admin', 'admin123');
    const network = (await figures(admin, MAINTENANCE)).result.current.total;
    const desk = (await call<TicketOverview>('/vtproxy/workorder/overview', { session: admin, body: { pid: 'p-service-ticket-overview', ...OCTOBER.current } })).envelope.result;
    expect([network.faults, network.resolved, network.withinSla, network.slaRate]).toEqual([57, 49, 47, 0.9592]);
    expect([desk.kpis.opened, desk.kpis.resolved, desk.kpis.slaRate]).toEqual([57, 49, 47 / 49]);
    // Resolved means completed (resolved or closed): the list filtered by those states.
    const completed = await list(admin, 'p-fault-tickets', { createtime: OCTOBER_IN_CHINA, status: ['resolved', 'closed'] });
    expect(completed.total).toBe(49);
  });
});

describe('who sees what', () => {
  it('the operator reaches cs-0008 only, and sees the same figures for it', async () => {
    const operator = await login('operator', 'operator123');
    const answer = (await figures(operator, MAINTENANCE)).result;
    expect(answer.current.stations.map((s) => [s.did, s.orders, s.faults])).toEqual([['cs-0008', 1137, 3]]);
    expect(answer.current.total.orders).toBe(1137);
  });

  it('the days with orders and fault tickets bound the period picker', async () => {
    const admin = await login('admin', 'admin123');
    const bounds = (await call<OverviewBounds>('/evcharge/overview/bounds', { session: admin, body: { pid: BUSINESS } })).envelope.result;
    expect(bounds).toEqual({ firstDay: '2026-08-01', lastDay: '2026-10-31', today: '2026-11-01' });
  });

  it('the days with fault tickets count too: a ticket opened now (1 November) ends them today', async () => {
    const admin = await login('admin', 'admin123');
    const cmd = { title: '2号桩模块过温', stationdid: 'cs-0008', faulttype: 'overTemp', priority: 'high', status: 'pending' };
    expect((await call('/sfsaas/api/filter/add', { session: admin, body: { pid: 'p-fault-tickets', cmd } })).envelope.status).toBe(0);
    const bounds = (await call<OverviewBounds>('/evcharge/overview/bounds', { session: admin, body: { pid: MAINTENANCE } })).envelope.result;
    expect(bounds).toEqual({ firstDay: '2026-08-01', lastDay: '2026-11-01', today: '2026-11-01' });
  });

  it('refuses a page that is not an overview, and a period that runs backwards', async () => {
    const admin = await login('admin', 'admin123');
    expect((await figures(admin, 'p-orders')).status).toBe(-45403);
    const backwards = await figures(admin, BUSINESS, { ...OCTOBER, current: { from: '2026-10-31', to: '2026-10-01' } });
    expect(backwards.status).not.toBe(0);
  });
});
