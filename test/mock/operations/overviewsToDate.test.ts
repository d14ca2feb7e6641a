// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OverviewFigures, OverviewPeriods, PeriodFigures } from '../../../src/api/operations/overviewTypes';
import type { TicketOverview } from '../../../src/api/operations/ticketsTypes';
import { call, login, startMockBackend } from '../support';

/** A period still running is compared to date (the world clock's today is 1 November 2026). */

startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const BUSINESS = 'p-operation-monitoring-overview';
const NOVEMBER: OverviewPeriods = {
  current: { from: '2026-11-01', to: '2026-11-30' },
  previous: { from: '2026-10-01', to: '2026-10-31' },
  lastYear: { from: '2025-11-01', to: '2025-11-30' },
};
const OCTOBER: OverviewPeriods = {
  current: { from: '2026-10-01', to: '2026-10-31' },
  previous: { from: '2026-09-01', to: '2026-09-30' },
  lastYear: { from: '2025-10-01', to: '2025-10-31' },
};

interface Paged {
  data: Array<Record<string, unknown>>;
  total: number;
}
const list = async (session: string, pid: string, filter: Record<string, unknown>) =>
  (await call<Paged>('/sfsaas/api/filter/query', { session, body: { pid, page: 1, pagesize: 2000, filter } })).envelope.result;
const figures = async (session: string, periods: OverviewPeriods) =>
  (await call<OverviewFigures>('/evcharge/overview/figures', { session, body: { pid: BUSINESS, periods } })).envelope.result;
const ranges = (answer: OverviewFigures) => [answer.current.range, answer.previous.range, answer.lastYear.range];
const cs0008 = (f: PeriodFigures) => f.stations.find((s) => s.did === 'cs-0008')!;
// One local day of cs-0008's store (Hangzhou, China time) as instants.
const OCT_1 = { gte: '2026-09-30T16:00:00.000Z', lt: '2026-10-01T16:00:00.000Z' };
const NOV_1 = { gte: '2026-10-31T16:00:00.000Z', lt: '2026-11-01T16:00:00.000Z' };

describe('a period still running is compared to date', () => {
  it('November 2026 on 1 November: Nov 1 against Oct 1 (not all of October) and Nov 1, 2025, for cs-0008 and the network', async () => {
    const admin = await login('admin', 'admin123');
    // One order on Nov 1 at 01:00 in Hangzhou, through the orders list.
    const sample = (await list(admin, 'p-orders', { stationdid: 'cs-0008', starttime: OCT_1 })).data[0]!;
    const cmd = { customerdid: sample.customerdid, gundid: sample.gundid, starttime: '2026-10-31T17:00:00.000Z', endtime: '2026-10-31T17:30:00.000Z', energy: 20, electricityfee: 14, servicefee: 12 };
    expect((await call('/sfsaas/api/filter/add', { session: admin, body: { pid: 'p-orders', cmd } })).envelope.status).toBe(0);

    const answer = await figures(admin, NOVEMBER);
    expect(answer.toDate).toBe(true);
    expect(ranges(answer)).toEqual([
      { from: '2026-11-01', to: '2026-11-01' },
      { from: '2026-10-01', to: '2026-10-01' },
      { from: '2025-11-01', to: '2025-11-01' },
    ]);
    // cs-0008: 1 order on Nov 1 against the 41 of Oct 1 (1,137 in all of October); the network: 1 against 355.
    expect([cs0008(answer.current).orders, cs0008(answer.previous).orders]).toEqual([1, 41]);
    expect([answer.current.total.orders, answer.previous.total.orders]).toEqual([1, 355]);
    expect((await list(admin, 'p-orders', { stationdid: 'cs-0008', starttime: NOV_1 })).total).toBe(1);
    expect((await list(admin, 'p-orders', { stationdid: 'cs-0008', starttime: OCT_1 })).total).toBe(41);
    expect((await list(admin, 'p-orders', { starttime: { gte: '2026-10-01', lte: '2026-10-01' } })).total).toBe(355);
    // Utilization over the day so far (30 minutes of 4 guns' day), not over the whole month.
    expect(cs0008(answer.current).utilization).toBe(0.0052);
    // The picker cuts November at today (Nov 1 – Nov 1): the same comparison, against Oct 1.
    const cut = await figures(admin, { ...NOVEMBER, current: { from: '2026-11-01', to: '2026-11-01' }, lastYear: { from: '2025-11-01', to: '2025-11-01' } });
    expect([cut.toDate, ...ranges(cut), cut.previous.total.orders]).toEqual([true, ...ranges(answer), 355]);
    // The trend keeps the whole month on its axis.
    expect([answer.interval, answer.trend.length, answer.trend[0]]).toEqual(['day', 30, { bucket: '2026-11-01', orders: 1, energy: 20, revenue: 26, faults: 0 }]);
  });

  it('a year to date: 1 January to 1 November against the same days of 2025', async () => {
    const admin = await login('admin', 'admin123');
    const year: OverviewPeriods = { current: { from: '2026-01-01', to: '2026-12-31' }, previous: { from: '2025-01-01', to: '2025-12-31' }, lastYear: { from: '2025-01-01', to: '2025-12-31' } };
    const answer = await figures(admin, year);
    expect(ranges(answer)).toEqual([
      { from: '2026-01-01', to: '2026-11-01' },
      { from: '2025-01-01', to: '2025-11-01' },
      { from: '2025-01-01', to: '2025-11-01' },
    ]);
    expect([answer.interval, answer.trend.length]).toEqual(['month', 12]);
  });

  it('a finished month (October) is still compared with all of September and October 2025', async () => {
    const admin = await login('admin', 'admin123');
    const answer = await figures(admin, OCTOBER);
    expect([answer.toDate, ...ranges(answer)]).toEqual([false, OCTOBER.current, OCTOBER.previous, OCTOBER.lastYear]);
    expect([answer.current.total.orders, answer.previous.total.orders]).toEqual([10972, 10830]);
  });
});

describe("the desk's work overview follows the same rule", () => {
  it('November on 1 November: the previous period (October, the month before) is cut to its first day', async () => {
    const admin = await login('admin', 'admin123');
    const answer = (await call<TicketOverview>('/vtproxy/workorder/overview', { session: admin, body: { pid: 'p-service-ticket-overview', from: '2026-11-01', to: '2026-11-30' } })).envelope.result;
    expect(answer.compared).toEqual({ current: { from: '2026-11-01', to: '2026-11-01' }, previous: { from: '2026-10-01', to: '2026-10-01' } });
    const oct1 = await list(admin, 'p-fault-tickets', { createtime: { gte: '2026-10-01', lte: '2026-10-01' } });
    expect([answer.previous.opened, oct1.total]).toEqual([0, 0]);
    expect(answer.trend.length).toBe(30);
  });

  it('a finished October compares with September, whole', async () => {
    const admin = await login('admin', 'admin123');
    const answer = (await call<TicketOverview>('/vtproxy/workorder/overview', { session: admin, body: { pid: 'p-service-ticket-overview', from: '2026-10-01', to: '2026-10-31' } })).envelope.result;
    expect(answer.compared).toEqual({ current: { from: '2026-10-01', to: '2026-10-31' }, previous: { from: '2026-09-01', to: '2026-09-30' } });
    const september = await list(admin, 'p-fault-tickets', { createtime: { gte: '2026-09-01', lte: '2026-09-30' } });
    expect([answer.previous.opened, september.total]).toEqual([46, 46]);
  });
});
