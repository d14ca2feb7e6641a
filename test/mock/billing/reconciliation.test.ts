// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BillPage, ReconciliationPage, TransactionRow } from '../../../src/api/billing/billsTypes';
import type { Transaction } from '../../../src/api/billing/types';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import { call, login, startMockBackend } from '../support';

/** Reconciliation: the channel's transactions matched to bills, by hand too, and the period's summary with ageing. */

const backend = startMockBackend();
const STORE = 'st-1005-01';
const PID = 'p-transaction-reconciliation';
const PERIOD = { from: '2026-08-01', to: '2026-11-01' };
const feed = async (session: string, body: Record<string, unknown> = {}) =>
  (await call<ReconciliationPage>('/vtspace/api/bill/reconciliation', { session, body: { pid: PID, store: STORE, ...PERIOD, page: 1, pagesize: 1000, ...body } })).envelope;
const bills = async (session: string, body: Record<string, unknown>) =>
  (await call<BillPage>('/vtspace/api/bill/list', { session, body: { pid: 'p-bill-managemant', store: STORE, page: 1, pagesize: 1000, ...body } })).envelope.result;
const write = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/vtspace/api/bill/reconciliation/${path}`, { session, body: { pid: PID, ...body } })).envelope;

describe('the transaction feed', () => {
  it('lists the period\'s transactions newest first with the awkward cases flagged, filtered by match, channel and search', async () => {
    const operator = await login('operator', 'operator123');
    const page = (await feed(operator)).result;
    expect(page.data.length).toBe(page.total);
    expect(page.data.every((t) => t.receivedAt.slice(0, 10) >= '2026-08-01' && t.receivedAt.slice(0, 10) <= '2026-11-01')).toBe(true);
    expect([...page.data].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)).map((t) => t.did)).toEqual(page.data.map((t) => t.did));
    const { counts } = page.summary;
    expect(counts.matched + counts.unmatched + counts.duplicate + counts.short + counts.over).toBe(page.total);
    for (const match of ['unmatched', 'duplicate', 'short'] as const) {
      expect(counts[match], match).toBeGreaterThan(0);
      expect((await feed(operator, { match })).result.data.every((t) => t.match === match)).toBe(true);
    }
    expect((await feed(operator, { channel: 'wechat' })).result.data.every((t) => t.channel === 'wechat')).toBe(true);
    const one = page.data.find((t) => t.billNumber)!;
    expect((await feed(operator, { search: one.channelRef })).result.data.map((t) => t.did)).toEqual([one.did]);
    expect((await feed(operator, { match: 'lost' })).message).toBe('invalid field: match (expected one of matched, unmatched, duplicate, short, over)');
  });
});

describe('manual match and unmatch', () => {
  it('matches an unmatched payment to a bill with something outstanding (short, by the amounts), unmatches it again, both audited', async () => {
    const operator = await login('operator', 'operator123');
    const tx = (await feed(operator, { match: 'unmatched' })).result.data[0]!;
    const open = (await bills(operator, { state: 'open' })).data.find((b) => b.outstanding > tx.amount)!;
    const matched = await write<TransactionRow>('match', operator, { tx: tx.did, bill: open.did });
    expect(matched.result).toMatchObject({ bill: open.did, billNumber: open.number, match: 'short', matchedBy: 'manual' });
    const after = (await bills(operator, { search: open.number })).data[0]!;
    expect(Math.round(after.paid * 100)).toBe(Math.round((open.paid + tx.amount) * 100));
    expect(after.state).toBe('partial');
    expect((await write('match', operator, { tx: tx.did, bill: open.did })).message).toBe(`transaction ${tx.channelRef} is matched to a bill already: unmatch it first`);
    const unmatched = await write<TransactionRow>('unmatch', operator, { tx: tx.did });
    expect(unmatched.result).toMatchObject({ bill: null, match: 'unmatched' });
    const back = (await bills(operator, { search: open.number })).data[0]!;
    expect([back.paid, back.outstanding, back.state]).toEqual([open.paid, open.outstanding, open.state]);
    expect(backend.db.audit.query({ area: 'billing', target: tx.did }).map((e) => [e.action, e.outcome])).toEqual([['unmatch', 'ok'], ['match', 'refused'], ['match', 'ok']]);
  });

  it('refuses a bill with nothing outstanding, and without edit (-45403 for the viewer)', async () => {
    const operator = await login('operator', 'operator123');
    const tx = (await feed(operator, { match: 'unmatched' })).result.data[0]!;
    const paid = (await bills(operator, { state: 'paid', month: '2026-09' })).data[0]!;
    expect((await write('match', operator, { tx: tx.did, bill: paid.did })).message).toBe(`bill ${paid.number} has nothing outstanding`);
    const viewer = await login('viewer', 'viewer123');
    expect((await write('match', viewer, { tx: tx.did, bill: paid.did })).status).toBe(-45403);
    expect((await write('unmatch', viewer, { tx: tx.did })).status).toBe(-45403);
    expect((await write('record', viewer, { store: STORE, amount: 1, date: '2026-10-30', reference: '', payer: 'x', channel: 'bank' })).status).toBe(-45403);
  });
});

describe('recording a payment', () => {
  it('a partial payment by the bill\'s number turns the bill partially paid and moves the ageing', async () => {
    const operator = await login('operator', 'operator123');
    const bill = (await bills(operator, { state: 'issued', month: '2026-10' })).data[0]!;
    const before = (await feed(operator)).result.summary;
    const recorded = await write<Transaction>('record', operator, { store: STORE, amount: 1000.5, date: '2026-11-01', reference: bill.number, payer: bill.tenantName, channel: 'bank' });
    expect(recorded.status, recorded.message).toBe(0);
    expect(recorded.result).toMatchObject({ bill: bill.did, match: 'short', matchedBy: 'auto', amount: 1000.5 });
    const after = (await bills(operator, { search: bill.number })).data[0]!;
    expect(after).toMatchObject({ state: 'partial', paid: 1000.5 });
    expect(Math.round(after.outstanding * 100)).toBe(Math.round(bill.total * 100) - 100050);
    const summary = (await feed(operator)).result.summary;
    // Not yet due (due 2026-11-16 at the latest): it sits in 0–30 days, which drops by the payment.
    expect(Math.round((before.ageing.d0_30 - summary.ageing.d0_30) * 100)).toBe(100050);
    expect(Math.round((before.outstanding - summary.outstanding) * 100)).toBe(100050);
    expect(Math.round((summary.collected - before.collected) * 100)).toBe(100050);
    expect(summary.ageing.d31_60).toBe(before.ageing.d31_60);
  });

  it('checks every field on the server (keyed errors), nothing recorded', async () => {
    const operator = await login('operator', 'operator123');
    const count = (await feed(operator)).result.total;
    const bad = await write<ValidationFailure>('record', operator, { store: STORE, amount: 10.555, date: '2026-11-02', reference: '', payer: ' ', channel: 'cash' });
    expect(bad.result.errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['amount', 'validation.billing.cents'],
      ['date', 'validation.billing.notFuture'],
      ['payer', 'validation.required'],
      ['channel', 'validation.option'],
    ]);
    expect((await feed(operator)).result.total).toBe(count);
  });

  it('ageing buckets add up to what is outstanding', async () => {
    const operator = await login('operator', 'operator123');
    const { summary } = (await feed(operator, { from: '2025-10-01' })).result;
    const { ageing } = summary;
    expect(Math.round((ageing.d0_30 + ageing.d31_60 + ageing.d61_90 + ageing.d90plus) * 100)).toBe(Math.round(summary.outstanding * 100));
    expect(ageing.d90plus).toBeGreaterThan(0);
  });
});
