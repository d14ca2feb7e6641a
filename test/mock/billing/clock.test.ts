// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BillPage } from '../../../src/api/billing/billsTypes';
import type { ContractPage } from '../../../src/api/billing/contractsTypes';
import type { Transaction } from '../../../src/api/billing/types';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import { call, CONTROL_HEADERS, login, startMockBackend } from '../support';

/** Billing reads the world's one simulated clock: advance-time moves its today, so bills fall overdue and contracts expire. */

// A still wall clock: simulated time moves by advance-time alone.
startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const STORE = 'st-1005-01';
const DAY_MS = 86_400_000;
const bills = async (session: string, body: Record<string, unknown> = {}) =>
  (await call<BillPage>('/vtspace/api/bill/list', { session, body: { pid: 'p-bill-managemant', store: STORE, page: 1, pagesize: 1000, ...body } })).envelope.result;
const contracts = async (session: string, body: Record<string, unknown> = {}) =>
  (await call<ContractPage>('/vtspace/api/contract/list', { session, body: { pid: 'p-contract-management', store: STORE, page: 1, pagesize: 1000, ...body } })).envelope.result;
const record = async <T>(session: string, body: Record<string, unknown>) =>
  (await call<T>('/vtspace/api/bill/reconciliation/record', { session, body: { pid: 'p-transaction-reconciliation', store: STORE, ...body } })).envelope;
const advance = async (days: number) =>
  (await call<{ now: string }>('/__mock__/control', { body: { action: 'advance-time', ms: days * DAY_MS }, headers: CONTROL_HEADERS })).envelope;

// Each test builds the store's book from the seed (13 months of bills): slow on a busy machine.
describe('billing on the one clock', () => {
  it('40 days on, an issued unpaid bill not yet due is overdue, in the list, its KPIs and its filter', async () => {
    const operator = await login('operator', 'operator123');
    const NUMBER = 'B202610-100501-0001';
    const before = await bills(operator, { search: NUMBER });
    expect(before.today).toBe('2026-11-01');
    const owed = before.data[0]!;
    expect(owed).toMatchObject({ number: NUMBER, state: 'issued', paid: 0, issuedOn: '2026-11-01', dueOn: '2026-12-01', overdue: false });
    expect((await bills(operator, { state: 'overdue', pagesize: 1 })).kpis.overdueCount).toBe(82);

    const skipped = await advance(40);
    expect(skipped.status).toBe(0);
    expect(skipped.result.now).toBe('2026-12-10T16:00:00.000Z');

    const after = await bills(operator, { search: NUMBER });
    expect(after.today).toBe('2026-12-11');
    expect(after.data[0]).toMatchObject({ did: owed.did, state: 'issued', overdue: true });
    // The 57 bills issued, unpaid and not yet due on 1 November join the 82 overdue then.
    const overdue = await bills(operator, { state: 'overdue', search: 'B202610' });
    expect(overdue.data.map((b) => b.did)).toContain(owed.did);
    expect((await bills(operator, { state: 'overdue', pagesize: 1 })).kpis.overdueCount).toBe(139);
  });

  it('a payment is dated on the new day, not before it comes', async () => {
    const operator = await login('operator', 'operator123');
    const owed = (await bills(operator, { state: 'issued', month: '2026-10' })).data[0]!;
    const payment = { amount: owed.total, date: '2026-12-11', reference: owed.number, payer: owed.tenantName, channel: 'bank' };
    const early = await record<ValidationFailure>(operator, payment);
    expect(early.result.errors.map((e) => [e.field, e.messageKey])).toEqual([['date', 'validation.billing.notFuture']]);

    await advance(40);
    const paid = await record<Transaction>(operator, payment);
    expect(paid.status, paid.message).toBe(0);
    expect(paid.result).toMatchObject({ bill: owed.did, match: 'matched', amount: owed.total });
    // Noon of that day in the store's zone (UTC+8), as a real UTC instant (issue 21 §3).
    expect(paid.result.receivedAt).toBe('2026-12-11T04:00:00.000Z');
    expect((await bills(operator, { search: owed.number })).data[0]).toMatchObject({ state: 'paid', overdue: false, outstanding: 0 });
  });

  it('contracts ending within 40 days have expired 40 days on', async () => {
    const operator = await login('operator', 'operator123');
    const count = (page: ContractPage) => page.data.reduce<Record<string, number>>((out, c) => ({ ...out, [c.phase]: (out[c.phase] ?? 0) + 1 }), {});
    const before = await contracts(operator);
    expect(before.today).toBe('2026-11-01');
    expect(count(before)).toEqual({ draft: 4, reserved: 6, active: 73, expiring: 14, expired: 13, terminated: 5 });
    await advance(40);
    const after = await contracts(operator);
    expect(after.today).toBe('2026-12-11');
    // Nine leases ended, five reserved ones started, and eight more now end within 60 days.
    expect(count(after)).toEqual({ draft: 4, reserved: 1, active: 77, expiring: 6, expired: 22, terminated: 5 });
    expect(after.data.filter((c) => c.phase === 'expired' && c.end >= '2026-11-01').every((c) => c.end < '2026-12-11' && c.daysLeft === null)).toBe(true);
  });
});
