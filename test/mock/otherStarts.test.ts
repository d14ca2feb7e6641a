// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillPage } from '../../src/api/billing/billsTypes';
import type * as Time from '../../mock/api/db/core/clock/time';
import type { MockBackend } from '../../mock/api/node';
import { ok, query, type Rec } from './pageHelpers';
import { backendStartedAt, closeStartedBackend } from './startedAt';
import { call, login } from './support';

/**
 * Issue 38 §5: the world starts on the day CEM_MOCK_START gives and keeps its shape. Each start
 * builds its own mock (fresh modules: SEED_NOW is read when the clock module loads), then the
 * modules are reset so the files after this one see the default start again.
 */
interface Start {
  instant: string;
  /** Today in each zone the demo stores use. */
  today: Record<string, string>;
  months: readonly string[];
  activityDays: number;
}

const STARTS: readonly Start[] = [
  // A leap day, mid-morning: Bangkok is an hour behind, still on the 29th.
  { instant: '2028-02-29T09:30:00+08:00', today: { 'Asia/Shanghai': '2028-02-29', 'Asia/Bangkok': '2028-02-29' }, months: ['2027-11', '2027-12', '2028-01'], activityDays: 120 },
  // A year's end: midnight in China is still New Year's Eve in Bangkok.
  { instant: '2027-01-01T00:00:00+08:00', today: { 'Asia/Shanghai': '2027-01-01', 'Asia/Bangkok': '2026-12-31' }, months: ['2026-10', '2026-11', '2026-12'], activityDays: 92 },
  // After a February of 28 days.
  { instant: '2027-03-01T08:00:00+08:00', today: { 'Asia/Shanghai': '2027-03-01', 'Asia/Bangkok': '2027-03-01' }, months: ['2026-12', '2027-01', '2027-02'], activityDays: 90 },
];

const at = (row: Rec, field: string) => Date.parse(String(row[field]));

describe.each(STARTS)('a world started at $instant', (start) => {
  let backend: MockBackend;
  let time: typeof Time;
  const now = Date.parse(start.instant);

  beforeAll(async () => {
    backend = await backendStartedAt(start.instant);
    time = await import('../../mock/api/db/core/clock/time');
  });

  afterAll(() => closeStartedBackend(backend));

  it('is now at the start, today is the start’s day in each store’s zone, and the activity months are the three before it', () => {
    expect(time.SEED_NOW).toBe(now);
    expect(backend.db.clock.now()).toBe(now);
    expect(time.MONTHS).toEqual(start.months);
    expect(time.ACTIVITY_DAYS).toBe(start.activityDays);
    const zones = new Set(backend.db.seedData().businesses.filter((b) => b.businessgrade === 1).map((b) => b.timezone));
    expect([...zones].sort()).toEqual(Object.keys(start.today).sort());
    for (const zone of zones) expect(backend.db.clock.today(zone), zone).toBe(start.today[zone]);
  });

  it('has its orders, alarms and tickets before now, the orders over the activity months', () => {
    const rows = (pid: string) => backend.db.pages.require(pid).table.all() as readonly Rec[];
    const orders = rows('p-orders');
    expect(orders.length).toBeGreaterThan(1000);
    const starts = orders.map((order) => at(order, 'starttime'));
    expect(Math.max(...starts)).toBeLessThan(now);
    expect(Math.max(...starts)).toBeGreaterThan(now - 2 * 86_400_000);
    expect(new Date(Math.min(...starts) + 8 * 3_600_000).toISOString().slice(0, 7)).toBe(start.months[0]);
    const alarms = rows('p-history-alarms');
    expect(alarms.length).toBeGreaterThan(10);
    expect(alarms.every((alarm) => at(alarm, 'occurtime') < now)).toBe(true);
    const tickets = rows('p-fault-tickets');
    expect(tickets.length).toBeGreaterThan(10);
    expect(tickets.every((ticket) => at(ticket, 'createtime') < now)).toBe(true);
  });

  it('signs in, and the lists and bills answer, the bills issued by today', async () => {
    const operator = await login('operator', 'operator123');
    expect(operator).not.toBe('');
    expect(ok(await query(operator, 'p-orders', { pagesize: 5 })).data).toHaveLength(5);
    expect(ok(await query(operator, 'p-ledger-charging-station', { pagesize: 5 })).data.length).toBeGreaterThan(0);
    const bills = (await call<BillPage>('/vtspace/api/bill/list', { session: operator, body: { pid: 'p-bill-managemant', store: 'st-1005-01', page: 1, pagesize: 1000 } })).envelope.result;
    expect(bills.today).toBe(start.today['Asia/Shanghai']);
    expect(bills.data.length).toBeGreaterThan(20);
    expect(bills.data.every((bill) => bill.issuedOn <= bills.today)).toBe(true);
    expect(bills.data.map((bill) => bill.month)).toContain(start.months[2]);
  });
});
