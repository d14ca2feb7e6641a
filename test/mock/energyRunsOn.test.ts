// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AggAnswer, SeriesAnswer } from '../../src/api/energyTypes';
import type { OverviewFigures } from '../../src/api/operations/overviewTypes';
import type { SpaceFlow } from '../../src/api/billing/spacesTypes';
import { DAY_COUNT } from '../../mock/api/db/core/clock/calendar';
import { call, CONTROL_HEADERS, login, startMockBackend } from './support';

/**
 * Issue 38 item 4: the world runs on. A week of advance-time later the energy screens show the
 * new week, and it agrees with the store's meters, its bills and its charging overview.
 */

// A still wall clock: simulated time moves by advance-time alone.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const STORE = 'st-1005-01';
const STATION = 'cs-0008';
const CHARGING_METER = 'st-1005-01-ev-1';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK = { start: '2026-11-01', end: '2026-11-07' };
const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

const advance = async (ms: number) => (await call<{ now: string }>('/__mock__/control', { body: { action: 'advance-time', ms }, headers: CONTROL_HEADERS })).envelope;
const analysis = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/sfsaas/api/analysis/${path}`, { session, body: { pid: 'p-dashboard', ...body } })).envelope;
/** The store's electricity by day, as the dashboard asks (the mains). */
const electricityByDay = async (session: string, period = WEEK) => (await analysis<SeriesAnswer>('query', session, { store: STORE, metric: 'energy', interval: 'day', energytypes: ['electricity'], ...period })).result;
/** A week's energy per meter of the kinds asked. */
const byMeter = async (session: string, kinds: string[]) => {
  const answer = await analysis<AggAnswer>('aggquery', session, { stores: [STORE], groupby: 'meter', kinds, energytypes: ['electricity'], ...WEEK });
  expect(answer.status, answer.message).toBe(0);
  return new Map(answer.result.rows.map((r) => [r.key, r.energy]));
};
/** The charging overview's figures of the station for the week. */
const overviewEnergy = async (session: string) => {
  const periods = { current: { from: WEEK.start, to: WEEK.end }, previous: { from: '2026-10-25', to: '2026-10-31' }, lastYear: { from: '2025-11-01', to: '2025-11-07' } };
  const answer = (await call<OverviewFigures>('/evcharge/overview/figures', { session, body: { pid: 'p-operation-management-overview', periods } })).envelope;
  expect(answer.status, answer.message).toBe(0);
  return answer.result.current.stations.find((s) => s.did === STATION)!.energy;
};

describe('a week of advance-time', () => {
  it('shows the new week on the energy screens, equal to the meters, the bills and the charging overview', async () => {
    const operator = await login('operator', 'operator123');
    // At the seed's now the week has not come: its days are after today.
    const before = await analysis('query', operator, { store: STORE, metric: 'energy', interval: 'day', ...WEEK });
    expect(before.result).toMatchObject({ messageKey: 'request.period.afterToday', values: { from: '2025-10-01', to: '2026-10-31' } });

    expect((await advance(7 * DAY_MS)).result.now).toBe('2026-11-07T16:00:00.000Z');
    const config = await analysis<{ dataTo: string }>('config', operator, { store: STORE });
    expect(config.result.dataTo).toBe('2026-11-07');

    // 1. The energy screen's days = the sum of the store's electricity mains, day by day.
    const days = await electricityByDay(operator);
    expect(days.buckets).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    const values = days.series[0]!.values;
    expect(values).toEqual([11582.87890625, 21226.80078125, 21254.95703125, 21177.51953125, 22162.1875, 22007.3046875, 11835.82421875]);
    const { metering } = backend.db.energy;
    const mains = metering.plans.get(STORE)!.meters.filter((m) => m.kind === 'main' && m.energytype === 'electricity');
    values.forEach((value, i) => expect(value).toBe(sum(mains.map((m) => metering.days(m.did).energy[DAY_COUNT + i] ?? 0))));
    expect(round2(sum(values))).toBe(131247.47);
    // The next day has not come: refused as after today.
    const tomorrow = await analysis('query', operator, { store: STORE, metric: 'energy', interval: 'day', start: '2026-11-01', end: '2026-11-08' });
    expect([tomorrow.status, tomorrow.result]).toEqual([-1, expect.objectContaining({ messageKey: 'request.period.afterToday', values: expect.objectContaining({ end: '2026-11-08', to: '2026-11-07' }) })]);

    // 2. The bills: a November bill drawn up now counts each room meter's week as the energy screen does.
    const meters = await byMeter(operator, ['tenant', 'charging']);
    const book = backend.db.billing.book(STORE);
    const contracts = book.contracts.filter((c) => c.signedAt !== null && c.start <= WEEK.start && c.end >= WEEK.end && c.terminatedOn === null);
    expect(contracts.length).toBe(87);
    let billed = 0;
    for (const contract of contracts) {
      const bill = book.computeBill(contract, '2026-11', '2026-11-08')!;
      const own = bill.lines.filter((l) => l.kind === 'energy');
      for (const meter of new Set(own.map((l) => l.meter))) {
        const lines = own.filter((l) => l.meter === meter);
        expect(lines.every((l) => (l.from ?? '') >= WEEK.start && l.to === WEEK.end), meter).toBe(true);
        expect(Math.abs(sum(lines.map((l) => l.kwh ?? 0)) - (meters.get(meter ?? '') ?? Number.NaN)), meter).toBeLessThan(0.02);
      }
      billed += sum(own.map((l) => l.kwh ?? 0));
      // The rooms' consumption the billing screens read is the bill's.
      expect(Math.abs(sum(contract.rooms.map((r) => book.roomKwh(r, WEEK.start, WEEK.end))) - bill.energyKwh), contract.did).toBeLessThan(0.03);
    }
    expect(round2(billed)).toBe(22151.37);
    const room = book.computeBill(contracts[0]!, '2026-11', '2026-11-08')!;
    expect([contracts[0]!.did, room.energyKwh]).toEqual(['ct-st-1005-01-0002', 923.43]);
    // The billing spaces' energy flow of the same rooms runs on too: November so far, the bill's kWh.
    const flows = await Promise.all(contracts[0]!.rooms.map(async (space) => (await call<SpaceFlow>('/vtspace/api/energy/heat/flow', { session: operator, body: { pid: 'p-bill-space-config', space, month: '2026-11' } })).envelope));
    flows.forEach((flow, i) => expect([flow.status, flow.result.from, flow.result.to, flow.result.total], flow.message).toEqual([0, '2026-11-01', '2026-11-07', book.roomKwh(contracts[0]!.rooms[i]!, WEEK.start, WEEK.end)]));
    expect(round2(sum(flows.map((flow) => flow.result.total)))).toBe(923.42); // each room rounded to the cent: the bill's 923.43 less a cent

    // 3. The station meter = the charging overview's energy of the same days.
    const station = meters.get(CHARGING_METER)!;
    expect(round2(station)).toBe(10196.82);
    expect(await overviewEnergy(operator)).toBe(round2(station));
  }, 300_000);

  it('keeps a reading once shown, and counts the current hour to the quarter gone by', async () => {
    const operator = await login('operator', 'operator123');
    await advance(7 * DAY_MS);
    const week = (await electricityByDay(operator)).series[0]!.values;
    const stationWeek = (await analysis<SeriesAnswer>('query', operator, { store: STORE, metric: 'energy', interval: 'day', meters: [CHARGING_METER], ...WEEK })).result.series[0]!.values;

    // Half an hour into 8 November: its first hour holds two quarters of the generator's hour.
    await advance(HOUR_MS / 2);
    const sub = 'sp-st-1005-01-01-elec-lighting';
    const half = (await analysis<SeriesAnswer>('query', operator, { store: STORE, metric: 'energy', interval: 'hour', meters: [sub], start: '2026-11-08', end: '2026-11-08' })).result.series[0]!.values;
    expect(half.slice(0, 2)).toEqual([expect.any(Number), 0]);
    await advance(HOUR_MS / 2);
    const whole = (await analysis<SeriesAnswer>('query', operator, { store: STORE, metric: 'energy', interval: 'hour', meters: [sub], start: '2026-11-08', end: '2026-11-08' })).result.series[0]!.values;
    expect(Math.abs((half[0] ?? 0) - (whole[0] ?? 0) / 2)).toBeLessThanOrEqual(1 / 256);
    expect(half[0]).toBeGreaterThan(0);

    // A day later the week reads the same: the mains' days, and the station's days whose sessions had all ended.
    await advance(DAY_MS - HOUR_MS);
    expect((await electricityByDay(operator)).series[0]!.values).toEqual(week);
    const stationAfter = (await analysis<SeriesAnswer>('query', operator, { store: STORE, metric: 'energy', interval: 'day', meters: [CHARGING_METER], ...WEEK })).result.series[0]!.values;
    expect(stationAfter.slice(0, 6)).toEqual(stationWeek.slice(0, 6));
    // The last evening's sessions that ran past midnight joined their day, in the overview as in the meter.
    expect(await overviewEnergy(operator)).toBe(round2(sum(stationAfter)));
  }, 300_000);
});
