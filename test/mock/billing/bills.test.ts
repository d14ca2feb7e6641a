// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BillDetail, BillPage, BillRow, BillRunJob } from '../../../src/api/billing/billsTypes';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import { call, CONTROL_HEADERS, login, startMockBackend } from '../support';

/** Bills: lines that add up, the month's bill run that never bills twice, and voiding with a reason. */

const backend = startMockBackend();
const STORE = 'st-1005-01';
const PID = 'p-bill-managemant';
const list = async (session: string, body: Record<string, unknown> = {}) =>
  (await call<BillPage>('/vtspace/api/bill/list', { session, body: { pid: PID, store: STORE, page: 1, pagesize: 1000, ...body } })).envelope;
const cents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0);

async function runToEnd(session: string, month: string): Promise<BillRunJob> {
  const started = (await call<BillRunJob>('/vtspace/api/bill/run', { session, body: { pid: PID, store: STORE, month } })).envelope;
  expect(started.status, started.message).toBe(0);
  let job = started.result;
  const seen = new Set<number>([job.processed]);
  while (job.state === 'running') {
    // One timer turn: the job's next slice (queued before this timer) runs first, never many at once.
    await new Promise((resolve) => setTimeout(resolve, 0));
    job = (await call<BillRunJob>('/vtspace/api/bill/run/progress', { session, body: { pid: PID, job: job.id } })).envelope.result;
    seen.add(job.processed);
  }
  // It ran in slices: progress was seen between the start and the end.
  expect(seen.size).toBeGreaterThan(2);
  return job;
}

describe('bill list and detail', () => {
  it('every bill of the store: its lines add up to its total to the cent, as do its subtotals', async () => {
    const operator = await login('operator', 'operator123');
    const page = await list(operator);
    expect(page.status).toBe(0);
    expect(page.result.total).toBe(1222);
    const bills = [...page.result.data, ...(await list(operator, { page: 2 })).result.data];
    expect(bills).toHaveLength(1222);
    for (const bill of bills) {
      expect(cents(bill.lines.map((l) => l.amount)), bill.number).toBe(Math.round(bill.total * 100));
      expect(cents([bill.energyAmount, bill.rentAmount, bill.feeAmount, bill.lateFee]), bill.number).toBe(Math.round(bill.total * 100));
    }
    // A partial month: rent prorated by the days of the month under lease.
    const partial = bills.find((b) => b.lines.some((l) => l.kind === 'rent' && l.days! < l.daysInMonth!))!;
    const rent = partial.lines.find((l) => l.kind === 'rent')!;
    const monthly = backend.db.billing.book(STORE).contract(partial.contract)!.rent;
    expect(rent.amount).toBe(Math.round((monthly * rent.days!) / rent.daysInMonth! * 100) / 100);
    // The time-of-use price change on 2026-06-15 splits June's bands into two lines.
    const june = bills.filter((b) => b.month === '2026-06').flatMap((b) => b.lines).filter((l) => l.kind === 'energy' && l.band !== 'all');
    expect(june.some((l) => l.to === '2026-06-14')).toBe(true);
    expect(june.some((l) => l.from === '2026-06-15')).toBe(true);
  });

  it('filters by month, state, tenant and search; the KPIs cover what the filters select', async () => {
    const operator = await login('operator', 'operator123');
    const october = (await list(operator, { month: '2026-10' })).result;
    expect(october.total).toBe(51);
    expect(october.kpis.count).toBe(51);
    expect(october.kpis.billed).toBe(cents(october.data.map((b) => b.total)) / 100);
    const overdue = (await list(operator, { state: 'overdue' })).result;
    expect(overdue.total).toBe(82);
    expect(overdue.data.every((b) => b.overdue && (b.state === 'issued' || b.state === 'partial'))).toBe(true);
    expect(overdue.kpis.overdue).toBe(overdue.kpis.outstanding);
    const one = october.data[0]!;
    const byTenant = (await list(operator, { tenant: one.tenant })).result;
    expect(byTenant.data.every((b) => b.tenant === one.tenant)).toBe(true);
    expect((await list(operator, { search: one.number })).result.data.map((b) => b.number)).toEqual([one.number]);
    expect((await list(operator, { state: 'late' })).message).toBe('invalid field: state (expected one of draft, issued, partial, paid, void, overdue, open)');
  });

  it('a bill\'s detail names its tenant and store and lists the payments matched to it', async () => {
    const operator = await login('operator', 'operator123');
    const paid = (await list(operator, { state: 'paid', month: '2026-09' })).result.data[0]!;
    const detail = (await call<BillDetail>('/vtspace/api/bill/detail', { session: operator, body: { pid: PID, did: paid.did } })).envelope.result;
    expect(detail.bill.number).toBe(paid.number);
    expect(detail.tenant.name).toBe(paid.tenantName);
    expect(detail.storeName).not.toBe('');
    expect(cents(detail.payments.filter((p) => p.match !== 'duplicate').map((p) => p.amount))).toBe(Math.round(paid.paid * 100));
  });
});

describe('bill run', () => {
  it('bills October once: the second run bills nothing and says every contract was billed already', async () => {
    const operator = await login('operator', 'operator123');
    const seeded = new Set((await list(operator, { month: '2026-10' })).result.data.map((b) => b.did));
    const first = await runToEnd(operator, '2026-10');
    expect(first).toMatchObject({ state: 'done', month: '2026-10', currency: 'CNY' });
    expect(first.billed).toBeGreaterThan(0);
    expect(first.skippedBy['already-billed']).toBe(51);
    expect(first.processed).toBe(first.total);
    expect(first.billed + first.skipped).toBe(first.total);
    const october = (await list(operator, { month: '2026-10' })).result;
    expect(october.total).toBe(51 + first.billed);
    // The run's bills are drafts: counted apart from what is billed until issued.
    const fresh = october.data.filter((b) => !seeded.has(b.did));
    expect(fresh.every((b) => b.issuedOn === '2026-11-01' && b.state === 'draft' && !b.overdue)).toBe(true);
    expect(cents(fresh.map((b) => b.total))).toBe(Math.round(first.amount * 100));
    expect(october.kpis).toMatchObject({ draftCount: first.billed, drafts: first.amount });
    expect(Math.round(october.kpis.billed * 100)).toBe(cents(october.data.filter((b) => seeded.has(b.did)).map((b) => b.total)));
    const second = await runToEnd(operator, '2026-10');
    expect(second.billed).toBe(0);
    expect(second.amount).toBe(0);
    expect(second.skippedBy['already-billed']).toBe(51 + first.billed);
    // Never two bills (not void) of one contract for one month.
    const all = [...(await list(operator)).result.data, ...(await list(operator, { page: 2 })).result.data].filter((b) => b.state !== 'void');
    expect(new Set(all.map((b) => `${b.contract}/${b.month}`)).size).toBe(all.length);
    expect(backend.db.audit.query({ area: 'billing' }).filter((e) => e.action === 'run-done')).toHaveLength(2);
  });

  it('bills the bench\'s large store (500 let rooms, mock control) once per contract', async () => {
    const grown = await call<{ rooms: number; added: number }>('/__mock__/control', { headers: CONTROL_HEADERS, body: { action: 'billing-bench-store', store: STORE, rooms: 500 } });
    expect(grown.envelope.result).toMatchObject({ rooms: 500, added: 366 });
    const operator = await login('operator', 'operator123');
    const job = await runToEnd(operator, '2026-10');
    expect(job.skippedBy['already-billed']).toBe(51);
    const bench = (await list(operator, { month: '2026-10', search: 'Bench tenant' })).result.data;
    expect(bench).toHaveLength(366);
    for (const bill of bench) expect(cents(bill.lines.map((l) => l.amount))).toBe(Math.round(bill.total * 100));
    expect(bench.every((b) => b.lines.some((l) => l.kind === 'shared' && l.kwh! > 0))).toBe(true);
  });

  it('takes only a whole month with data, 2025-10 to 2026-10', async () => {
    const operator = await login('operator', 'operator123');
    for (const [month, key] of [['2026-11', 'validation.billing.runMonth'], ['2025-09', 'validation.billing.runMonth'], ['2026-13', 'validation.month']] as const) {
      const answer = (await call<ValidationFailure>('/vtspace/api/bill/run', { session: operator, body: { pid: PID, store: STORE, month } })).envelope;
      expect(answer.status).toBe(-1);
      expect(answer.result.errors.map((e) => [e.field, e.messageKey])).toEqual([['month', key]]);
    }
  });

  it('needs add on the page (-45403 for the viewer), audited', async () => {
    const viewer = await login('viewer', 'viewer123');
    const answer = (await call('/vtspace/api/bill/run', { session: viewer, body: { pid: PID, store: STORE, month: '2026-10' } })).envelope;
    expect(answer.status).toBe(-45403);
    expect(backend.db.audit.query({ area: 'billing', outcome: 'refused' })[0]).toMatchObject({ username: 'viewer', action: 'run' });
  });
});

describe('issue', () => {
  const issue = async (session: string, dids: unknown) => (await call<BillRow[]>('/vtspace/api/bill/issue', { session, body: { pid: PID, dids } })).envelope;

  it('issues a run\'s drafts: owed from today, due after the contract\'s due days, all or nothing, audited', async () => {
    const operator = await login('operator', 'operator123');
    await runToEnd(operator, '2026-09');
    await runToEnd(operator, '2026-10');
    const drafts = (await list(operator, { state: 'draft', month: '2026-10' })).result.data;
    expect(drafts.length).toBeGreaterThan(2);
    const seeded = (await list(operator, { state: 'issued', month: '2026-10' })).result.data[0]!;
    // One bill not a draft refuses the call: the drafts with it stay drafts.
    expect((await issue(operator, [drafts[0]!.did, seeded.did])).message).toBe(`bill ${seeded.number} is issued: only a draft can be issued`);
    expect((await list(operator, { search: drafts[0]!.number })).result.data[0]!.state).toBe('draft');
    expect((await issue(operator, [])).message).toBe('invalid field: dids (1 to 1000 bills)');
    const before = (await list(operator, { month: '2026-10' })).result.kpis;
    const issued = await issue(operator, [drafts[0]!.did, drafts[1]!.did]);
    expect(issued.status, issued.message).toBe(0);
    const dueDays = (did: string) => backend.db.billing.book(STORE).contract(did)!.dueDays;
    for (const bill of issued.result) {
      expect(bill).toMatchObject({ state: 'issued', issuedOn: '2026-11-01', overdue: false, outstanding: bill.total });
      expect(bill.dueOn).toBe(new Date(Date.UTC(2026, 10, 1 + dueDays(bill.contract))).toISOString().slice(0, 10));
    }
    const after = (await list(operator, { month: '2026-10' })).result.kpis;
    const total = cents(issued.result.map((b) => b.total));
    expect(Math.round(after.billed * 100) - Math.round(before.billed * 100)).toBe(total);
    expect(Math.round(before.drafts * 100) - Math.round(after.drafts * 100)).toBe(total);
    expect(after.draftCount).toBe(before.draftCount - 2);
    expect(backend.db.audit.query({ area: 'billing' }).filter((e) => e.action === 'issue').map((e) => e.outcome)).toEqual(['ok', 'refused', 'refused']);
  });

  it('a payment by a draft\'s number is not matched to it (nothing is owed yet)', async () => {
    const operator = await login('operator', 'operator123');
    await runToEnd(operator, '2026-10');
    const draft = (await list(operator, { state: 'draft', month: '2026-10' })).result.data[0]!;
    const recorded = await call<{ match: string; bill: string | null }>('/vtspace/api/bill/reconciliation/record', {
      session: operator,
      body: { pid: 'p-transaction-reconciliation', store: STORE, amount: draft.total, date: '2026-11-01', reference: draft.number, payer: 'Someone', channel: 'bank' },
    });
    expect(recorded.envelope.result).toMatchObject({ match: 'unmatched', bill: null });
    const viewer = await login('viewer', 'viewer123');
    expect((await issue(viewer, [draft.did])).status).toBe(-45403);
  });
});

describe('void', () => {
  const voidBill = async (session: string, did: string, reason?: string) => (await call<BillRow>('/vtspace/api/bill/void', { session, body: { pid: PID, did, reason } })).envelope;

  it('needs a reason, refuses a bill with payments, voids an unpaid one (it then counts nothing), audited', async () => {
    const operator = await login('operator', 'operator123');
    const issued = (await list(operator, { state: 'issued', month: '2026-10' })).result.data[0]!;
    const noReason = await voidBill(operator, issued.did, '  ');
    expect((noReason.result as unknown as ValidationFailure).errors.map((e) => [e.field, e.messageKey])).toEqual([['reason', 'validation.required']]);
    const partial = (await list(operator, { state: 'partial' })).result.data[0]!;
    expect((await voidBill(operator, partial.did, 'wrong tenant')).message).toBe(`bill ${partial.number} has payments: unmatch them before voiding it`);
    const before = (await list(operator, { month: '2026-10' })).result.kpis;
    const voided = await voidBill(operator, issued.did, 'Issued to the wrong tenant');
    expect(voided.result).toMatchObject({ state: 'void', voidReason: 'Issued to the wrong tenant', outstanding: 0, overdue: false });
    const after = (await list(operator, { month: '2026-10' })).result.kpis;
    expect(Math.round((before.billed - after.billed) * 100)).toBe(Math.round(issued.total * 100));
    expect((await voidBill(operator, issued.did, 'again')).message).toBe(`bill ${issued.number} is void already`);
    expect(backend.db.audit.query({ area: 'billing', target: issued.did }).map((e) => e.outcome)).toEqual(['refused', 'ok', 'refused']);
    const viewer = await login('viewer', 'viewer123');
    expect((await voidBill(viewer, issued.did, 'x')).status).toBe(-45403);
  });

  it('a voided bill\'s contract is billed again by the next run of its month', async () => {
    const operator = await login('operator', 'operator123');
    const issued = (await list(operator, { state: 'issued', month: '2026-10' })).result.data[0]!;
    await voidBill(operator, issued.did, 'Wrong meter group');
    const run = await runToEnd(operator, '2026-10');
    const again = (await list(operator, { month: '2026-10', search: issued.contractCode })).result.data.filter((b) => b.contract === issued.contract);
    expect(again.map((b) => b.state).sort()).toEqual(['draft', 'void']);
    expect(run.skippedBy['already-billed']).toBe(50);
  });
});
