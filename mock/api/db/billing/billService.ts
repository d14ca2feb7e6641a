import type { BillDetail, BillKpis, BillPage, BillQuery, BillRow, BillStateFilter } from '../../../../src/api/billing/billsTypes.ts';
import { BILLING_PIDS, type Bill } from '../../../../src/api/billing/types.ts';
import { BILL_VOID_RULES } from '../../../../src/api/billing/rules.ts';
import { FieldErrors } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import type { UserRecord } from '../users.ts';
import { billRow, sumCents } from './billRows.ts';
import { addDays, isMonth } from '../core/clock/dates.ts';
import { billingRef, type BillingWorld } from './BillingWorld.ts';
import type { StoreBook } from './StoreBook.ts';
import { keyedRefusal, said } from '../core/said.ts';
import { notFound } from '../core/notFound.ts';
import { expected, invalidField, oneOf, required } from '../core/shapeErrors.ts';
import { FIRST_RUN_MONTH, lastRunMonth } from './billRun.ts';

const PID = BILLING_PIDS.bills;
const STATES: readonly BillStateFilter[] = ['draft', 'issued', 'partial', 'paid', 'void', 'overdue', 'open'];
const MAX_PAGE = 1000;
/** Bills one issue call takes (a month of a large store). */
const MAX_ISSUE = 1000;

/** Does a bill pass the list's state filter? */
function inState(bill: Bill, state: BillStateFilter | undefined): boolean {
  if (!state) return true;
  if (state === 'overdue') return bill.overdue && bill.state !== 'void';
  if (state === 'open') return bill.state !== 'void' && bill.state !== 'draft' && bill.outstanding > 0;
  return bill.state === state;
}

/** Totals of bills: issued ones (void ones count nothing, drafts are counted apart until issued). */
export function billKpis(bills: Bill[]): BillKpis {
  const live = bills.filter((b) => b.state !== 'void' && b.state !== 'draft');
  const drafts = bills.filter((b) => b.state === 'draft');
  const overdue = live.filter((b) => b.overdue);
  return {
    count: bills.length,
    billed: sumCents(live.map((b) => b.total)),
    paid: sumCents(live.map((b) => b.paid)),
    outstanding: sumCents(live.map((b) => b.outstanding)),
    overdue: sumCents(overdue.map((b) => b.outstanding)),
    overdueCount: overdue.length,
    drafts: sumCents(drafts.map((b) => b.total)),
    draftCount: drafts.length,
  };
}

const text = (value: unknown, max = 60) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const positive = (value: unknown, fallback: number, max: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback);

/** bill/list, detail, void and issue of the billing world (the bill run is in billRun.ts). */
export class BillService {
  constructor(private readonly world: () => BillingWorld) {}

  list(user: UserRecord, body: Record<string, unknown>): BillPage {
    const billing = this.world();
    billing.authorize(user, text(body.pid, 80) || PID, 'view');
    const query = this.query(body);
    const book = billing.bookFor(user, query.store);
    const search = query.search?.toLowerCase();
    const rows = book.bills
      .filter((b) => (!query.month || b.month === query.month) && inState(b, query.state) && (!query.tenant || b.tenant === query.tenant))
      .map((b) => billRow(book, b))
      .filter((r) => !search || [r.number, r.tenantName, r.contractCode, ...r.roomNames].some((s) => s.toLowerCase().includes(search)))
      .sort((a, b) => b.month.localeCompare(a.month) || a.number.localeCompare(b.number));
    const start = (query.page - 1) * query.pagesize;
    return {
      data: rows.slice(start, start + query.pagesize),
      total: rows.length,
      page: query.page,
      pagesize: query.pagesize,
      kpis: billKpis(rows),
      currency: book.currency,
      tenants: book.tenants.map((t) => ({ did: t.did, name: t.name })).sort((a, b) => a.name.localeCompare(b.name)),
      months: [...new Set(book.bills.map((b) => b.month))].sort().reverse(),
      today: book.today(),
      runMonths: { first: FIRST_RUN_MONTH, last: lastRunMonth(book.today()) },
      fx: book.fx,
    };
  }

  detail(user: UserRecord, body: Record<string, unknown>): BillDetail {
    const billing = this.world();
    billing.authorize(user, text(body.pid, 80) || PID, 'view');
    const { book, bill } = this.bill(user, body.did);
    const tenant = book.tenant(bill.tenant);
    return {
      bill: billRow(book, bill),
      storeName: this.world().storeName(book.store),
      tenant: { did: bill.tenant, name: tenant?.name ?? bill.tenant, contact: tenant?.contact ?? '', phone: tenant?.phone ?? '', email: tenant?.email ?? '' },
      payments: book.transactions.filter((t) => t.bill === bill.did).map((t) => structuredClone(t)),
      fx: book.fx,
    };
  }

  /** Voids a bill with a reason: refused once anything was paid on it, or when it is void already. */
  void(user: UserRecord, body: Record<string, unknown>): BillRow {
    const billing = this.world();
    const pid = text(body.pid, 80) || PID;
    const did = text(body.did, 120);
    const spec = { pid, needs: 'edit' as const, area: 'billing' as const, op: 'void', resource: billingRef('bill', did), detail: { reason: body.reason ?? null } };
    return billing.writes.run(user, { ...spec, before: () => billing.peek(did, (book) => book.bill(did)) }, () => {
      const { book, bill } = this.bill(user, did);
      const errors = new FieldErrors();
      const reason = textBy(errors, body.reason, 'reason', BILL_VOID_RULES.reason);
      errors.check();
      if (bill.state === 'void') throw keyedRefusal(said(`bill ${bill.number} is void already`, 'billing.refusal.voidAlready', { number: bill.number }));
      if (bill.paid > 0 || book.transactions.some((t) => t.bill === bill.did)) throw keyedRefusal(said(`bill ${bill.number} has payments: unmatch them before voiding it`, 'billing.refusal.hasPayments', { number: bill.number }));
      bill.state = 'void';
      bill.voidReason = reason ?? '';
      bill.overdue = false;
      bill.outstanding = 0;
      return { answer: billRow(book, bill), detail: { number: bill.number, reason, total: bill.total }, after: structuredClone(bill) };
    });
  }

  /**
   * Issues draft bills: from today they are owed, due after their contract's due days. All or
   * nothing: a bill that is not a draft (or not in reach) refuses the whole call, naming it.
   */
  issue(user: UserRecord, body: Record<string, unknown>): BillRow[] {
    const billing = this.world();
    const pid = text(body.pid, 80) || PID;
    const raw = Array.isArray(body.dids) ? body.dids : [];
    const resource = { ...billingRef('bill', raw.map(String).slice(0, 20).join(',')), store: undefined };
    return billing.writes.run(user, { pid, needs: 'edit', area: 'billing', op: 'issue', resource, detail: { count: raw.length } }, () => {
      if (raw.length === 0 || raw.length > MAX_ISSUE) throw invalidField('dids', `1 to ${MAX_ISSUE} bills`);
      const bills = [...new Set(raw.map((did) => text(did, 120)))].map((did) => this.bill(user, did));
      const notDraft = bills.find(({ bill }) => bill.state !== 'draft');
      if (notDraft) {
        const { number, state } = notDraft.bill;
        throw keyedRefusal(said(`bill ${number} is ${state}: only a draft can be issued`, 'billing.refusal.notDraft', { number, state }));
      }
      const before = bills.map(({ bill }) => ({ did: bill.did, state: bill.state }));
      for (const { book, bill } of bills) {
        const today = book.today();
        bill.state = 'issued';
        bill.issuedOn = today;
        bill.dueOn = addDays(today, book.contract(bill.contract)?.dueDays ?? 0);
        book.settleBill(bill);
      }
      const answer = bills.map(({ book, bill }) => billRow(book, bill));
      const after = bills.map(({ bill }) => ({ did: bill.did, state: bill.state, dueOn: bill.dueOn }));
      return { answer, detail: { count: raw.length, numbers: bills.map(({ bill }) => bill.number).slice(0, 50), before }, after };
    });
  }

  private bill(user: UserRecord, raw: unknown): { book: StoreBook; bill: Bill } {
    const did = text(raw, 120);
    if (!did) throw invalidField('did', 'required', required);
    const book = this.world().bookOf(user, did);
    const bill = book.bill(did);
    if (!bill) throw notFound('bill', did);
    return { book, bill };
  }

  private query(body: Record<string, unknown>): BillQuery {
    const store = text(body.store, 40);
    if (!store) throw invalidField('store', 'required', required);
    const month = body.month === undefined || body.month === '' ? undefined : body.month;
    if (month !== undefined && !isMonth(month)) throw invalidField('month', 'expected YYYY-MM', expected('month'));
    const state = body.state === undefined || body.state === '' ? undefined : body.state;
    if (state !== undefined && !STATES.includes(state as BillStateFilter)) throw invalidField('state', `expected one of ${STATES.join(', ')}`, oneOf(STATES));
    return {
      pid: text(body.pid, 80),
      store,
      month,
      state: state as BillStateFilter | undefined,
      tenant: text(body.tenant, 120) || undefined,
      search: text(body.search) || undefined,
      page: positive(body.page, 1, 1_000_000),
      pagesize: positive(body.pagesize, 20, MAX_PAGE),
    };
  }
}
