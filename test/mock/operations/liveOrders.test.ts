// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GunLive, PileSendAnswer, StationMonitor } from '../../../src/api/operations/monitoringTypes';
import type { OverviewFigures } from '../../../src/api/operations/overviewTypes';
import { ok, query, type Rec } from '../pageHelpers';
import { call, login, startMockBackend } from '../support';

/** One world (issue 24): a charging session that ends on the world clock is an order of the orders list, once. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const LEDGER = 'p-charging-station';
// 1 November 2026 in cs-0008's store (Hangzhou, China time) as instants.
const NOV_1 = { gte: '2026-10-31T16:00:00.000Z', lt: '2026-11-01T16:00:00.000Z' };
const FIELDS = ['orderno', 'guncode', 'starttime', 'endtime', 'duration', 'energy', 'electricityfee', 'servicefee', 'amount', 'status', 'paystatus', 'stopreason'] as const;

const ev = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/evcharge/${path}`, { session, body })).envelope;
const gunOf = async (session: string, code: string): Promise<GunLive> =>
  (await ev<StationMonitor>('monitor/station', session, { pid: 'p-station-monitoring', station: 'cs-0008' })).result.piles.flatMap((p) => p.guns).find((g) => g.code === code)!;
/** cs-0008's orders that ended on 1 November (local), in the list's order. */
const endedNov1 = async (session: string): Promise<Rec[]> => ok(await query(session, 'p-orders', { pagesize: 100, filter: { stationdid: 'cs-0008', endtime: NOV_1 } })).data;
const fields = (row: Rec) => FIELDS.map((f) => row[f]);
const total = async (session: string) => ok(await query(session, 'p-orders', { pagesize: 1 })).total;

describe('the sessions that end on the world clock are orders', () => {
  it('none at the seed’s now; three hours on, the sessions that ended are orders, with the energy the monitor showed', async () => {
    const operator = await login('operator', 'operator123');
    const seeded = await total(operator);
    const customer = async () => ok(await query(operator, 'p-user-portrait-list', { filter: { did: 'cu-01284' } })).data.map((r) => [r.ordercount, r.totalenergy, r.totalamount, r.lastordertime]);
    const customerBefore = await customer();
    expect(await endedNov1(operator)).toEqual([]);
    // At the seed's now: the seed's order of the session running on 01-1 is charging, a car has just come to 01-2.
    expect([(await gunOf(operator, 'CS330100008-01-1')).energy, (await gunOf(operator, 'CS330100008-01-2')).energy]).toEqual([102.96, 0]);
    const running = ok(await query(operator, 'p-orders', { filter: { stationdid: 'cs-0008', status: 'charging' } })).data;
    expect(running.map((r) => [r.did, r.guncode, r.endtime])).toEqual([['od-0042916', 'CS330100008-01-1', '']]);

    // What the monitor showed when each session ran out (the gun finishing, its car still plugged).
    backend.db.clock.skip(10 * MINUTE);
    expect(await gunOf(operator, 'CS330100008-01-1')).toMatchObject({ state: 'finishing', energy: 116.16 });
    backend.db.clock.skip(79 * MINUTE);
    expect(await gunOf(operator, 'CS330100008-01-2')).toMatchObject({ state: 'finishing', energy: 149.97 });
    backend.db.clock.skip(21 * MINUTE);
    expect(await gunOf(operator, 'CS330100008-02-2')).toMatchObject({ state: 'finishing', energy: 126.01 });
    backend.db.clock.skip(70 * MINUTE);

    const rows = await endedNov1(operator);
    // Two new orders, numbered after the seeded ones; the seed's charging order is completed in place, not added again.
    expect((await total(operator)) - seeded).toBe(2);
    expect(rows.map((r) => [r.did, r.guncode, r.energy, r.status, r.stopreason])).toEqual([
      ['od-0042916', 'CS330100008-01-1', 116.16, 'completed', 'full'],
      ['od-0042959', 'CS330100008-01-2', 149.97, 'completed', 'full'],
      ['od-0042964', 'CS330100008-02-2', 126.01, 'completed', 'full'],
    ]);
    // Billed as the seed bills: the store's day and a serial, the off-peak hour's price (0.32) and the station's service fee (0.6/kWh).
    expect(fields(rows[1]!)).toEqual([
      'CD202611010042959', 'CS330100008-01-2', '2026-10-31T16:00:00.000Z', '2026-10-31T17:29:00.000Z', 89, 149.97, 47.99, 89.98, 137.97, 'completed', 'paid', 'full',
    ]);
    expect([rows[1]!.customerdid, rows[1]!.businessdid, rows[1]!.paymethod]).toEqual(['cu-01284', 'st-1005-01', 'wechat']);
    // The customers list counts it, as the seed counts its orders.
    expect([customerBefore, await customer()]).toEqual([
      [[57, 2418.45, 3179.3, '2026-10-29T06:39:00.000Z']],
      [[58, 2568.42, 3317.27, '2026-10-31T16:00:00.000Z']],
    ]);
    // The seed's running order keeps its number and customer, and is billed for all it delivered.
    expect(fields(rows[0]!)).toEqual([
      'CD202610310042916', 'CS330100008-01-1', '2026-10-31T14:42:00.000Z', '2026-10-31T16:10:00.000Z', 88, 116.16, 78.99, 69.7, 148.69, 'completed', 'paid', 'full',
    ]);
    expect(ok(await query(operator, 'p-orders', { filter: { stationdid: 'cs-0008', status: 'charging' } })).total).toBe(0);

    // Read again (and through the business overview): nothing is added twice.
    const overview = (await call<OverviewFigures>('/evcharge/overview/figures', {
      session: operator,
      body: { pid: 'p-operation-monitoring-overview', periods: { current: { from: '2026-11-01', to: '2026-11-01' }, previous: { from: '2026-10-31', to: '2026-10-31' }, lastYear: { from: '2025-11-01', to: '2025-11-01' } } },
    })).envelope.result;
    const cs0008 = overview.current.stations.find((s) => s.did === 'cs-0008')!;
    // The two orders started on 1 November (the carried one started on 31 October): 149.97 + 126.01 kWh.
    expect([cs0008.orders, cs0008.energy]).toEqual([2, 275.98]);
    expect((await total(operator)) - seeded).toBe(2);
    expect(await endedNov1(operator)).toHaveLength(3);
  });

  it('a remote stop ends the session: once the pile answered it is an order stopped by the user', async () => {
    const operator = await login('operator', 'operator123');
    backend.db.clock.skip(20 * MINUTE);
    const shown = await gunOf(operator, 'CS330100008-01-2');
    expect(shown).toMatchObject({ state: 'charging' });
    const sent = ok(await ev<PileSendAnswer>('command/send', operator, { pid: LEDGER, station: 'cs-0008', targets: [shown.did], action: 'stop' })).items[0]!;
    expect(sent.accepted).toBe(true);
    // Sent, not yet answered: still charging, no order of it (the seed's running session ran out at 00:10 and is one).
    const onGun = async () => (await endedNov1(operator)).filter((r) => r.guncode === 'CS330100008-01-2');
    expect((await endedNov1(operator)).map((r) => [r.guncode, r.stopreason])).toEqual([['CS330100008-01-1', 'full']]);
    // The last the monitor showed of the session, just before the pile answered (1.6 s after the send).
    backend.db.clock.skip(1.5 * SECOND);
    expect(await gunOf(operator, 'CS330100008-01-2')).toMatchObject({ state: 'charging', energy: 33.74 });
    backend.db.clock.skip(8.5 * SECOND);
    expect((await gunOf(operator, 'CS330100008-01-2')).state).toBe('idle');
    const rows = await onGun();
    expect(rows.map((r) => [r.did, r.starttime, r.endtime, r.duration, r.energy, r.amount, r.status, r.paystatus, r.stopreason])).toEqual([
      ['od-0042949', '2026-10-31T16:00:00.000Z', '2026-10-31T16:20:01.595Z', 20, 33.74, 31.04, 'completed', 'paid', 'user'],
    ]);
    expect(await onGun()).toEqual(rows);
  });
});

describe('the orders of the world clock do not depend on when the list was read', () => {
  const endedSince = async (session: string) =>
    ok(await query(session, 'p-orders', { pagesize: 1000, filter: { endtime: { gte: '2026-10-31T16:00:00.000Z' } } })).data.map((r) => [r.did, r.orderno, r.gundid, r.customerdid, r.endtime, r.energy, r.amount]);

  it('read once after three hours, or every twenty minutes: the same orders, numbers and customers', async () => {
    const admin = await login('admin', 'admin123');
    backend.db.clock.skip(180 * MINUTE);
    const once = await endedSince(admin);
    // The sessions the registry had running at the seed's now have all run out: none of their orders is still charging.
    expect(ok(await query(admin, 'p-orders', { filter: { status: 'charging' } })).total).toBe(0);
    backend.db.reset();
    const again = await login('admin', 'admin123');
    for (let i = 0; i < 9; i += 1) {
      backend.db.clock.skip(20 * MINUTE);
      await endedSince(again);
    }
    expect(await endedSince(again)).toEqual(once);
    // 34 sessions of the network ended in the three hours (the seed's running ones among them).
    expect([once.length, once[0]]).toEqual([34, ['od-0042913', 'CD202610310042913', 'cg-000037', 'cu-00710', '2026-10-31T16:10:00.000Z', 9.8, 13.03]]);
  });

  it('a reset cuts the session on the pile: its order is abnormal, stopped by a fault', async () => {
    const admin = await login('admin', 'admin123');
    backend.db.clock.skip(20 * MINUTE);
    const pile = (await ev<StationMonitor>('monitor/station', admin, { pid: 'p-station-monitoring', station: 'cs-0008' })).result.piles[0]!;
    ok(await ev<PileSendAnswer>('command/send', admin, { pid: LEDGER, station: 'cs-0008', targets: [pile.did], action: 'reset' }));
    backend.db.clock.skip(10 * SECOND);
    const rows = (await endedNov1(admin)).filter((r) => r.guncode === 'CS330100008-01-2');
    expect(rows.map((r) => [r.endtime, r.energy, r.status, r.paystatus, r.stopreason])).toEqual([['2026-10-31T16:20:01.595Z', 33.74, 'abnormal', 'paid', 'fault']]);
  });
});

describe("a charging point switched off cuts its station's sessions", () => {
  it('the session running on cs-0001 at the seed’s now is billed as abnormal, stopped by a fault, when the switch answered', async () => {
    const admin = await login('admin', 'admin123');
    const before = ok(await query(admin, 'p-orders', { filter: { stationdid: 'cs-0001', status: 'charging' } })).data;
    expect(before.map((r) => [r.guncode, r.energy])).toEqual([['CS310100001-02-1', 48.8]]);
    const off = await call('/vtservice/v1/devControl', { session: admin, body: { pid: 'p-charging-load', did: 'sp-st-1001-01-01-f01-r03-ev1', act: 'set', cmd: { on: false } } });
    expect(off.envelope.status).toBe(0);
    backend.db.clock.skip(3 * SECOND);
    const after = ok(await query(admin, 'p-orders', { pagesize: 2000, filter: { stationdid: 'cs-0001' } })).data.filter((r) => r.did === before[0]!.did);
    expect(after.map((r) => [r.guncode, r.endtime, r.energy, r.status, r.paystatus, r.stopreason])).toEqual([['CS310100001-02-1', '2026-10-31T16:00:02.411Z', 48.82, 'abnormal', 'paid', 'fault']]);
  });
});
