import type { Contract, PaymentChannel, Transaction } from '../../../../src/api/billing/types.ts';
import { DATA_FROM, DATA_TO } from '../core/clock/calendar.ts';
import { hashText, streamKey } from '../core/noise.ts';
import { Random } from '../core/random.ts';
import { addDays, monthOf, shiftMonth } from '../core/clock/dates.ts';
import { iso } from '../core/clock/time.ts';
import { instantIn, seedDayIn } from '../core/clock/zones.ts';
import { personName } from './names.ts';
import { StoreBook } from './StoreBook.ts';
import { round2 } from './round.ts';
import { seedMonth } from '../core/clock/seedDates.ts';

/** How a tenant pays, fixed per tenant. */
type Habit = 'on-time' | 'late' | 'partial' | 'missing';

function habitOf(tenant: string): Habit {
  const r = (hashText(`habit:${tenant}`) % 1000) / 1000;
  return r < 0.78 ? 'on-time' : r < 0.88 ? 'late' : r < 0.95 ? 'partial' : 'missing';
}

const CHANNELS: readonly PaymentChannel[] = ['bank', 'bank', 'wechat', 'alipay'];

/** A mistyped reference: two neighbouring digits swapped. */
function mistype(reference: string): string {
  const chars = [...reference];
  const at = chars.length - 2;
  [chars[at - 1], chars[at]] = [chars[at] ?? '', chars[at - 1] ?? ''];
  const typed = chars.join('');
  return typed === reference ? `${reference}0` : typed;
}

/**
 * 13 months of bills (from the data's first month to its last, each issued on the contract's bill
 * day of the next month, if that day has come) with the payments the tenants made for them, fed
 * through the payment channel and auto-matched: on time, late, partial, missing, duplicated, over,
 * without a reference, mistyped. One bill per store is voided and issued again.
 */
export function seedBills(book: StoreBook, seed: number): void {
  const random = new Random(streamKey(seed, `bills:${book.store}`));
  const seedDay = seedDayIn(book.seededZone);
  const signed = book.contracts.filter((c) => c.signedAt !== null);
  let voided = false;
  for (let month = monthOf(DATA_FROM); month <= monthOf(DATA_TO); month = shiftMonth(month, 1)) {
    for (const contract of signed) {
      const issuedOn = StoreBook.issueDay(contract, month);
      if (issuedOn > seedDay) continue;
      const bill = book.computeBill(contract, month, issuedOn);
      if (!bill) continue;
      if (!voided && month === seedMonth(-4)) {
        // A reading keyed in wrong: the bill was voided on its day and issued again.
        book.addBill({ ...bill, lines: bill.lines.map((l) => ({ ...l })), state: 'void', voidReason: '抄表读数录入错误，作废后重新出账' });
        voided = true;
      }
      const stored = book.addBill(bill);
      pay(book, random, contract, stored.did, seedDay);
    }
  }
  book.transactions.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  book.settle();
}

/** The tenant's payments of one bill, by its habit, as the channel reports them (only those received by today). */
function pay(book: StoreBook, random: Random, contract: Contract, billDid: string, seedDay: string): void {
  const bill = book.bill(billDid)!;
  const tenant = book.tenant(contract.tenant)!;
  const habit = habitOf(tenant.did);
  const within = (from: string, days: number) => addDays(from, random.int(1, Math.max(1, days)));
  const plan: Array<{ on: string; amount: number }> = [];
  if (habit === 'on-time') plan.push({ on: within(bill.issuedOn, contract.dueDays - 1), amount: bill.total });
  else if (habit === 'late') plan.push({ on: addDays(bill.dueOn, random.int(3, 45)), amount: bill.total });
  else if (habit === 'partial') {
    const first = Math.round(bill.total * random.float(0.4, 0.8));
    plan.push({ on: within(bill.issuedOn, contract.dueDays - 1), amount: first });
    if (random.next() < 0.6) plan.push({ on: addDays(bill.dueOn, random.int(10, 60)), amount: round2(bill.total - first) });
  } else if (random.next() < 0.5) plan.push({ on: addDays(bill.dueOn, random.int(20, 80)), amount: bill.total });

  for (const payment of plan) {
    if (payment.on > seedDay) continue;
    const r = random.next();
    // Some pay without the bill's number or mistype it; some pay a round sum more than it asks.
    const reference = r < 0.05 ? '' : r < 0.08 ? mistype(bill.number) : bill.number;
    const over = r >= 0.08 && r < 0.09;
    const payer = r >= 0.05 && r < 0.065 ? personName(random) : tenant.name; // someone paid for them
    const tx = transaction(book, random, { on: payment.on, amount: over ? round2(payment.amount + random.int(1, 5) * 100) : payment.amount, reference, payer });
    if (random.next() < 0.015) {
      const again = addDays(payment.on, random.int(0, 1));
      if (again <= seedDay) transaction(book, random, { on: again, amount: tx.amount, reference, payer });
    }
  }
}

function transaction(book: StoreBook, random: Random, fields: { on: string; amount: number; reference: string; payer: string }): Transaction {
  const channel = random.pick(CHANNELS);
  const hour = String(random.int(9, 18)).padStart(2, '0'); // office hours where the store is
  const tx: Transaction = {
    did: `tx-${book.store}-${String(book.transactions.length + 1).padStart(5, '0')}`, store: book.store, channel,
    channelRef: `${channel.toUpperCase()}${random.hex(12)}`, reference: fields.reference, payer: fields.payer, amount: fields.amount, currency: book.currency,
    receivedAt: iso(instantIn(fields.on, `${hour}:${String(random.int(0, 59)).padStart(2, '0')}`, book.seededZone)), bill: null, match: 'unmatched', matchedBy: null,
  };
  book.transactions.push(tx);
  book.autoMatch(tx);
  return tx;
}
