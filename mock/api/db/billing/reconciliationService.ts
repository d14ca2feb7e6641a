import type { Ageing, ReconciliationPage, ReconciliationSummary, TransactionRow } from '../../../../src/api/billing/billsTypes.ts';
import { BILLING_PIDS, type Bill, type MatchState, type PaymentChannel, type Transaction } from '../../../../src/api/billing/types.ts';
import { PAYMENT_RULES } from '../../../../src/api/billing/rules.ts';
import { dayAt, FieldErrors, optionAt } from '../core/fieldErrors.ts';
import { numberBy, textBy } from '../core/ruleChecks.ts';
import type { UserRecord } from '../users.ts';
import { cents, sumCents } from './billRows.ts';
import { daysBetween, firstDay, lastDay, monthOf, shiftMonth } from '../core/clock/dates.ts';
import { localNoonIn } from '../core/clock/zones.ts';
import { DATA_FROM } from '../core/clock/calendar.ts';
import { billingRef, type BillingWorld } from './BillingWorld.ts';
import type { StoreBook } from './StoreBook.ts';
import { keyedRefusal, said } from '../core/said.ts';
import { notFound } from '../core/notFound.ts';
import { dayOf } from '../core/clock/readDates.ts';
import { expected, invalidField, oneOf, required } from '../core/shapeErrors.ts';

const PID = BILLING_PIDS.reconciliation;
const MATCHES: readonly MatchState[] = ['matched', 'unmatched', 'duplicate', 'short', 'over'];
const CHANNELS: readonly PaymentChannel[] = ['bank', 'wechat', 'alipay'];
/** Manual payments are not recorded before the world's first bills. */
const FIRST_PAYMENT_DAY = DATA_FROM;

const text = (value: unknown, max = 60) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const positive = (value: unknown, fallback: number, max: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback);

/** What is outstanding by days past due as of `today` (a bill not yet due counts in 0–30). */
export function ageing(bills: Bill[], today: string): Ageing {
  const buckets: Record<keyof Ageing, number[]> = { d0_30: [], d31_60: [], d61_90: [], d90plus: [] };
  for (const bill of bills) {
    if (bill.state === 'void' || bill.state === 'draft' || bill.outstanding <= 0) continue;
    const late = daysBetween(bill.dueOn, today);
    const bucket = late <= 30 ? 'd0_30' : late <= 60 ? 'd31_60' : late <= 90 ? 'd61_90' : 'd90plus';
    buckets[bucket].push(bill.outstanding);
  }
  return { d0_30: sumCents(buckets.d0_30), d31_60: sumCents(buckets.d31_60), d61_90: sumCents(buckets.d61_90), d90plus: sumCents(buckets.d90plus) };
}

/** Applied to a bill: what a transaction does to the bill's paid (duplicates and unmatched do nothing). */
const applied = (tx: Transaction) => tx.bill !== null && (tx.match === 'matched' || tx.match === 'short' || tx.match === 'over');

/**
 * bill/reconciliation: the payment channel's transactions of a store, matched to bills (auto by
 * reference and amount in the world; by hand here), a period summary with ageing, and payments
 * entered by hand.
 */
export class ReconciliationService {
  constructor(private readonly world: () => BillingWorld) {}

  list(user: UserRecord, body: Record<string, unknown>): ReconciliationPage {
    const billing = this.world();
    billing.authorize(user, text(body.pid, 80) || PID, 'view');
    const store = text(body.store, 40);
    if (!store) throw invalidField('store', 'required', required);
    const book = billing.bookFor(user, store);
    // By default the three months before the store's today's, and today.
    const today = book.today();
    const from = body.from === undefined || body.from === '' ? firstDay(shiftMonth(monthOf(today), -3)) : dayOf(body.from, 'from');
    const to = body.to === undefined || body.to === '' ? today : dayOf(body.to, 'to');
    if (from > to) throw invalidField('to', `expected a day from ${from} on`, expected('day'));
    const match = body.match === undefined || body.match === '' ? undefined : body.match;
    if (match !== undefined && !MATCHES.includes(match as MatchState)) throw invalidField('match', `expected one of ${MATCHES.join(', ')}`, oneOf(MATCHES));
    const channel = body.channel === undefined || body.channel === '' ? undefined : body.channel;
    if (channel !== undefined && !CHANNELS.includes(channel as PaymentChannel)) throw invalidField('channel', `expected one of ${CHANNELS.join(', ')}`, oneOf(CHANNELS));
    const search = text(body.search).toLowerCase();
    const inPeriod = book.transactions.filter((t) => {
      const day = book.dayOf(t);
      return day >= from && day <= to;
    });
    const rows = inPeriod
      .filter((t) => (!match || t.match === match) && (!channel || t.channel === channel))
      .map((t) => this.row(book, t))
      .filter((r) => !search || [r.reference, r.payer, r.channelRef, r.billNumber ?? ''].some((s) => s.toLowerCase().includes(search)))
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || a.did.localeCompare(b.did));
    const page = positive(body.page, 1, 1_000_000);
    const pagesize = positive(body.pagesize, 20, 1000);
    return {
      data: rows.slice((page - 1) * pagesize, page * pagesize),
      total: rows.length,
      page,
      pagesize,
      from,
      to,
      summary: this.summary(book, inPeriod, from, to),
      currency: book.currency,
      today,
      firstDay: FIRST_PAYMENT_DAY,
      fx: book.fx,
    };
  }

  /** Matches an unmatched transaction to a bill with something outstanding: short or over by its amount against that. */
  match(user: UserRecord, body: Record<string, unknown>): TransactionRow {
    const pid = text(body.pid, 80) || PID;
    return this.write(user, pid, 'match', text(body.tx, 120), body, (book, tx) => {
      if (tx.bill !== null && tx.match !== 'unmatched') throw keyedRefusal(said(`transaction ${tx.channelRef} is matched to a bill already: unmatch it first`, 'billing.refusal.matchedAlready', { ref: tx.channelRef }));
      const did = text(body.bill, 120);
      const bill = did ? book.bill(did) : undefined;
      if (!bill) throw notFound('bill', did || '(none)', `in ${book.store}`);
      if (bill.state === 'void' || bill.state === 'draft' || bill.outstanding <= 0) throw keyedRefusal(said(`bill ${bill.number} has nothing outstanding`, 'billing.refusal.nothingOutstanding', { number: bill.number }));
      const diff = Math.round(tx.amount * 100) - Math.round(bill.outstanding * 100);
      tx.bill = bill.did;
      tx.match = diff === 0 ? 'matched' : diff < 0 ? 'short' : 'over';
      tx.matchedBy = 'manual';
      return { bill: bill.number, outstandingBefore: bill.outstanding };
    });
  }

  /** Takes a transaction off its bill: the bill's paid and state go back (settle). */
  unmatch(user: UserRecord, body: Record<string, unknown>): TransactionRow {
    const pid = text(body.pid, 80) || PID;
    return this.write(user, pid, 'unmatch', text(body.tx, 120), body, (book, tx) => {
      if (tx.bill === null) throw keyedRefusal(said(`transaction ${tx.channelRef} is not matched to a bill`, 'billing.refusal.notMatched', { ref: tx.channelRef }));
      const bill = book.bill(tx.bill);
      tx.bill = null;
      tx.match = 'unmatched';
      tx.matchedBy = 'manual';
      return { bill: bill?.number ?? null };
    });
  }

  /** A payment entered by hand (a new transaction), then matched like the channel's. */
  record(user: UserRecord, body: Record<string, unknown>): Transaction {
    const billing = this.world();
    const pid = text(body.pid, 80) || PID;
    const store = text(body.store, 40);
    const spec = { pid, needs: 'add' as const, area: 'billing' as const, op: 'record-payment', resource: billingRef('payment', store), detail: { amount: body.amount ?? null, reference: body.reference ?? null } };
    return billing.writes.run(user, spec, () => {
      if (!store) throw invalidField('store', 'required', required);
      const book = billing.bookFor(user, store);
      const errors = new FieldErrors();
      const amount = numberBy(errors, body.amount, 'amount', PAYMENT_RULES.amount);
      if (amount !== undefined && Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) errors.add('amount', 'pattern', 'at most 2 decimals', 'validation.billing.cents');
      const date = dayAt(errors, body.date, 'date');
      const today = book.today();
      if (date !== undefined && (date > today || date < FIRST_PAYMENT_DAY)) errors.add('date', date > today ? 'max' : 'min', `${FIRST_PAYMENT_DAY} to ${today}`, date > today ? 'validation.billing.notFuture' : 'validation.min', { min: FIRST_PAYMENT_DAY, max: today });
      const reference = textBy(errors, body.reference, 'reference', PAYMENT_RULES.reference);
      const payer = textBy(errors, body.payer, 'payer', PAYMENT_RULES.payer);
      const channel = optionAt(errors, body.channel, 'channel', CHANNELS);
      errors.check();
      const n = book.transactions.filter((t) => t.channelRef.startsWith('MANUAL-')).length + 1;
      const tx: Transaction = {
        did: `tx-${store}-manual-${n}`,
        store,
        channel: channel!,
        channelRef: `MANUAL-${date!.replaceAll('-', '')}-${String(n).padStart(4, '0')}`,
        reference: reference ?? '',
        payer: payer!,
        amount: cents(amount!),
        currency: book.currency,
        // Noon on the day paid, in the store's zone, as a real UTC instant.
        receivedAt: localNoonIn(date!, book.zone),
        bill: null,
        match: 'unmatched',
        matchedBy: null,
      };
      book.transactions.push(tx);
      book.autoMatch(tx);
      book.settle();
      return { answer: structuredClone(tx), target: tx.did, detail: { store, amount: tx.amount, reference: tx.reference, channel: tx.channel, match: tx.match, bill: tx.bill } };
    });
  }

  private write(user: UserRecord, pid: string, action: 'match' | 'unmatch', did: string, body: Record<string, unknown>, change: (book: StoreBook, tx: Transaction) => Record<string, unknown>): TransactionRow {
    const billing = this.world();
    const before = () => billing.peek(did, (book) => book.transactions.find((t) => t.did === did));
    return billing.writes.run(user, { pid, needs: 'edit', area: 'billing', op: action, resource: billingRef('payment', did), detail: { bill: body.bill ?? null }, before }, () => {
      if (!did) throw invalidField('tx', 'required', required);
      const book = billing.bookOf(user, did);
      const tx = book.transactions.find((t) => t.did === did);
      if (!tx) throw notFound('transaction', did);
      const detail = change(book, tx);
      book.settle();
      return { answer: this.row(book, tx), detail: { ...detail, match: tx.match }, after: structuredClone(tx) };
    });
  }

  private row(book: StoreBook, tx: Transaction): TransactionRow {
    const bill = tx.bill ? book.bill(tx.bill) : undefined;
    return { ...structuredClone(tx), billNumber: bill?.number ?? null, billOutstanding: bill ? bill.outstanding : null };
  }

  /** Billed: bills of the months the period touches; collected: what the period's payments put on bills; outstanding and ageing of those bills now. */
  private summary(book: StoreBook, inPeriod: Transaction[], from: string, to: string): ReconciliationSummary {
    const bills = book.bills.filter((b) => b.state !== 'void' && b.state !== 'draft' && firstDay(b.month) <= to && lastDay(b.month) >= firstDay(monthOf(from)));
    const counts = Object.fromEntries(MATCHES.map((m) => [m, 0])) as Record<MatchState, number>;
    for (const tx of inPeriod) counts[tx.match] += 1;
    return {
      billed: sumCents(bills.map((b) => b.total)),
      collected: sumCents(inPeriod.filter(applied).map((t) => t.amount)),
      outstanding: sumCents(bills.map((b) => b.outstanding)),
      ageing: ageing(bills, book.today()),
      counts,
    };
  }
}
