// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeriesAnswer, StoreEnergyConfig, TouBand } from '../../../src/api/energyTypes';
import { call, login, startMockBackend } from '../support';

/**
 * The billing world agrees with the energy world: a room's billed kWh for a month is what its
 * meters measured on the energy screens (times its share of a shared meter), split by the price
 * screens' time-of-use bands, and every bill adds up to the cent.
 */

const backend = startMockBackend();
const STORE = 'st-1005-01';
let operator = '';
beforeEach(async () => {
  operator = await login('operator', 'operator123');
});

const post = async <T>(path: string, body: unknown): Promise<T> => {
  // Every energy read names its screen's page (the dashboard reads them all).
  const { envelope } = await call<T>(path, { session: operator, body: { pid: 'p-dashboard', ...(body as Record<string, unknown>) } });
  expect(envelope.status, envelope.message).toBe(0);
  return envelope.result;
};

/** A meter's hourly kWh of June 2026 as the energy screens read it, summed per band of the store's tariff. */
async function bandsOf(meter: string, bands: readonly TouBand[]): Promise<Record<TouBand, number> & { total: number }> {
  const answer = await post<SeriesAnswer>('/sfsaas/api/analysis/query', { store: STORE, metric: 'energy', interval: 'hour', start: '2026-06-01', end: '2026-06-30', meters: [meter] });
  const out = { peak: 0, flat: 0, valley: 0, total: 0 };
  answer.series[0]!.values.forEach((value, index) => {
    const band = bands[Number(answer.buckets[index]!.slice(11, 13))]!;
    out[band] += value ?? 0;
    out.total += value ?? 0;
  });
  return out;
}

describe('billing world', () => {
  it('bills a room the kWh its meters measured on the energy screens, band by band, each half of June at its own price', async () => {
    const config = await post<StoreEnergyConfig>('/sfsaas/api/analysis/config', { store: STORE });
    const bands = config.tariffs.find((t) => t.energytype === 'electricity')!.bands!;
    const book = backend.db.billing.book(STORE);
    // A one-room contract on the TOU rule, billed for the whole of June 2026.
    const bill = book.bills.find((b) => {
      const contract = book.contract(b.contract)!;
      return b.month === '2026-06' && b.state !== 'void' && contract.rooms.length === 1 && contract.rateRule.endsWith('-tou') && b.from === '2026-06-01' && b.to === '2026-06-30';
    })!;
    const room = book.contract(bill.contract)!.rooms[0]!;
    const own = `${room}-em`;
    const hvac = `${room.split('-f')[0]}-elec-hvac`;
    expect(config.meters.find((m) => m.did === own)).toMatchObject({ kind: 'tenant', space: room, energytype: 'electricity' });

    const measured = await bandsOf(own, bands);
    const lines = bill.lines.filter((l) => l.kind === 'energy' && l.meter === own);
    // Two price versions (the rise on 15 June) × three bands.
    expect(lines.map((l) => `${l.band} ${l.from}..${l.to}`)).toEqual([
      'peak 2026-06-01..2026-06-14', 'flat 2026-06-01..2026-06-14', 'valley 2026-06-01..2026-06-14',
      'peak 2026-06-15..2026-06-30', 'flat 2026-06-15..2026-06-30', 'valley 2026-06-15..2026-06-30',
    ]);
    for (const band of ['peak', 'flat', 'valley'] as const) {
      const billed = lines.filter((l) => l.band === band).reduce((s, l) => s + l.kwh!, 0);
      expect(billed).toBeCloseTo(measured[band], 1);
      const [first, second] = lines.filter((l) => l.band === band);
      expect(second!.price! / first!.price!).toBeCloseTo(1.04, 3);
    }
    // Each line reads the register over its own days: the two halves join and add up to the month.
    const [firstHalf, secondHalf] = [lines[0]!, lines[3]!];
    expect(firstHalf.endReading).toBe(secondHalf.startReading);
    expect(firstHalf.endReading! - firstHalf.startReading! + secondHalf.endReading! - secondHalf.startReading!).toBeCloseTo(measured.total, 1);
    const firstHalfKwh = lines.slice(0, 3).reduce((s, l) => s + l.kwh!, 0);
    expect(firstHalf.endReading! - firstHalf.startReading!).toBeCloseTo(firstHalfKwh, 1);

    // The building's HVAC meter, shared by area: the room's percent of what it measured.
    const shared = bill.lines.filter((l) => l.kind === 'shared');
    expect(new Set(shared.map((l) => l.meter))).toEqual(new Set([hvac]));
    const hvacMeasured = await bandsOf(hvac, bands);
    const percent = shared[0]!.percent!;
    expect(shared.reduce((s, l) => s + l.kwh!, 0)).toBeCloseTo((hvacMeasured.total * percent) / 100, 1);
    expect(shared.reduce((s, l) => s + l.meterKwh!, 0)).toBeCloseTo(hvacMeasured.total, 1);
    expect(book.roomKwh(room, '2026-06-01', '2026-06-30')).toBeCloseTo(measured.total + (hvacMeasured.total * percent) / 100, 1);
  });

  it('adds up every bill to the cent, prorates a partial month by days and keeps one bill per contract and month', () => {
    const book = backend.db.billing.book(STORE);
    expect(book.bills.length).toBe(1222);
    for (const bill of book.bills) {
      const cents = Math.round(bill.lines.reduce((s, l) => s + l.amount, 0) * 100);
      expect(cents, bill.number).toBe(Math.round(bill.total * 100));
    }
    const partial = book.bills.find((b) => b.from.slice(8) !== '01' && b.state !== 'void')!;
    const rent = partial.lines.find((l) => l.kind === 'rent')!;
    const contract = book.contract(partial.contract)!;
    expect(rent.amount).toBeCloseTo((contract.rent * rent.days!) / rent.daysInMonth!, 2);
    const keys = book.bills.filter((b) => b.state !== 'void').map((b) => `${b.contract} ${b.month}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('seeds contracts in every state, 13 months of bills and a payment feed with its awkward cases, the same on every build', () => {
    const book = backend.db.billing.book(STORE);
    const count = <T extends string>(values: readonly T[]) => values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
    expect(book.rooms.length).toBe(134);
    expect(count(book.contracts.map((c) => book.contractState(c)))).toEqual({ active: 79, expiring: 14, expired: 13, terminated: 5, draft: 4 });
    expect(new Set(book.bills.map((b) => b.month)).size).toBe(13);
    expect(count(book.transactions.map((t) => t.match))).toEqual({ matched: 1071, short: 81, unmatched: 17, duplicate: 17, over: 11 });
    expect(book.bills.filter((b) => b.state === 'void').map((b) => b.voidReason)).toEqual(['抄表读数录入错误，作废后重新出账']);
    // A late payer's next bill charges the days the last one was overdue, on what was outstanding.
    const late = book.bills.flatMap((b) => b.lines).find((l) => l.kind === 'late-fee')!;
    expect(late.amount).toBeCloseTo(late.base! * 0.0005 * late.days!, 2);
    // October is billed only where the bill day has come (today is 1 November).
    expect(book.bills.filter((b) => b.month === '2026-10').every((b) => book.contract(b.contract)!.billDay === 1)).toBe(true);
  });
});
