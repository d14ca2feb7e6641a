import type {
  Allocation, Bill, BillingRoom, Contract, ContractState, Difference, MeterGroup, RateRule, Tenant, TenantType, Transaction,
} from '../../../../src/api/billing/types.ts';
import { EXPIRING_DAYS } from '../../../../src/api/billing/types.ts';
import type { FxRates } from '../../../../src/api/energyTypes.ts';
import { dayIndex } from '../core/clock/calendar.ts';
import type { Metering } from '../core/metering/Metering.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
import { computeBill, hourValue, seriesOf, sourcesOf, type LateCharge, type Readings } from './compute.ts';
import { daysBetween } from '../core/clock/dates.ts';
import { dayOfIsoIn } from '../core/clock/zones.ts';
import type { StoreSeed } from './seedStore.ts';
import { round2 } from './round.ts';

/** What a transaction pays into its bill (a duplicate pays nothing: it waits to be refunded). */
const APPLIED: ReadonlySet<Transaction['match']> = new Set(['matched', 'short', 'over']);

/** Owed (issued, not paid in full) and past its due day. */
const overdueOn = (bill: Bill, today: string): boolean => (bill.state === 'issued' || bill.state === 'partial') && today > bill.dueOn;

/**
 * One store's billing book: its let rooms, tenants, prices, contracts, bills and the payment
 * channel's transactions, over the store's space tree and the energy world's meters. Writes edit
 * the arrays; `settle` derives every bill's paid, outstanding and state from the transactions.
 */
export class StoreBook {
  readonly currency = 'CNY';
  readonly rooms: BillingRoom[];
  tenantTypes: TenantType[];
  tenants: Tenant[];
  rateRules: RateRule[];
  contracts: Contract[];
  allocations: Allocation[];
  differences: Difference[] = [];
  bills: Bill[] = [];
  transactions: Transaction[] = [];
  private readonly billSeq = new Map<string, number>();
  private agedTo = '';

  constructor(
    readonly store: string,
    /** The store's IANA zone as its record has it now: its days (today, a payment's day) are local days there. */
    private readonly zoneOf: () => string,
    /** The zone the book was seeded in (its seeded bills and payments keep their days). */
    readonly seededZone: string,
    /** The store-local day of the one simulated clock. */
    readonly today: () => string,
    readonly tree: SpaceTree,
    private readonly plan: StorePlan | undefined,
    private readonly metering: Metering,
    private readonly readings: Readings,
    seed: StoreSeed,
    /** The published exchange rates (from the energy settings, passed in). */
    readonly fx: FxRates,
  ) {
    this.rooms = seed.rooms;
    this.tenantTypes = seed.tenantTypes;
    this.tenants = seed.tenants;
    this.rateRules = seed.rateRules;
    this.contracts = seed.contracts;
    this.allocations = seed.allocations;
  }

  /** The store's zone now (see zoneOf). */
  get zone(): string {
    return this.zoneOf();
  }

  room(did: string): BillingRoom | undefined {
    return this.rooms.find((r) => r.did === did);
  }

  /** A room as lists name it: with its building, since room numbers repeat from building to building. */
  roomLabel(did: string): string {
    const room = this.room(did);
    return room ? `${room.buildingName} ${room.name}` : did;
  }

  tenant(did: string): Tenant | undefined {
    return this.tenants.find((t) => t.did === did);
  }

  contract(did: string): Contract | undefined {
    return this.contracts.find((c) => c.did === did);
  }

  rule(did: string): RateRule | undefined {
    return this.rateRules.find((r) => r.did === did);
  }

  bill(did: string): Bill | undefined {
    return this.bills.find((b) => b.did === did);
  }

  /** An electricity meter of the store's energy plan. */
  isElectricity = (did: string): boolean => this.plan?.meters.some((m) => m.did === did && m.energytype === 'electricity') ?? false;

  meterName = (did: string): string => this.plan?.meters.find((m) => m.did === did)?.name ?? did;

  /** What measures a room: meters bound in it, its shares of shared meters, its differences. */
  group(room: string): MeterGroup {
    return {
      space: room,
      own: this.tree.has(room) ? this.tree.boundTo(room).meters.filter(this.isElectricity) : [],
      shares: this.allocations.flatMap((a) => a.parts.filter((p) => p.space === room).map((p) => ({ meter: a.meter, method: a.method, percent: p.percent }))),
      differences: this.differences.filter((d) => d.space === room),
    };
  }

  /** A contract's state on a day: a draft until signed, then by its dates (terminated wins). */
  contractState(contract: Contract, today = this.today()): ContractState {
    if (!contract.signedAt) return 'draft';
    if (contract.terminatedOn && contract.terminatedOn < today) return 'terminated';
    if (contract.end < today) return 'expired';
    if (daysBetween(today, contract.end) <= EXPIRING_DAYS) return 'expiring';
    return 'active';
  }

  /** The contract's bill of a month that is not void. */
  billFor(contract: string, month: string): Bill | undefined {
    return this.bills.find((b) => b.contract === contract && b.month === month && b.state !== 'void');
  }

  /** A room's billed energy (kWh) over days [from, to], as its bills count it. */
  /** The last day the store's meters have readings for (the seed's last, then the world's today). */
  lastReadDay(): string {
    return this.metering.lastDayOf(this.store);
  }

  roomKwh(room: string, from: string, to: string): number {
    const sources = sourcesOf(this.group(room), this.isElectricity);
    const readTo = this.lastReadDay();
    const last = to < readTo ? to : readTo;
    let sum = 0;
    for (const source of sources) {
      const series = seriesOf(this.metering, source);
      for (let h = dayIndex(from) * 24; h < (dayIndex(last) + 1) * 24; h += 1) sum += hourValue(series, h);
    }
    return round2(sum);
  }

  /** Late fees owed at `issuedOn` for the contract's earlier bills, each for the days since it was last charged. */
  lateCharges(contract: Contract, issuedOn: string): LateCharge[] {
    const earlier = this.bills.filter((b) => b.contract === contract.did && b.state !== 'void' && b.issuedOn < issuedOn).sort((a, b) => a.issuedOn.localeCompare(b.issuedOn));
    const lastIssue = earlier[earlier.length - 1]?.issuedOn;
    const out: LateCharge[] = [];
    for (const bill of earlier) {
      const start = lastIssue && lastIssue > bill.dueOn ? lastIssue : bill.dueOn;
      if (start >= issuedOn) continue;
      const paidBefore = this.paidBy(bill.did, start);
      const outstanding = round2(bill.total - paidBefore);
      if (outstanding <= 0) continue;
      const settledOn = this.settledOn(bill);
      const end = settledOn && settledOn < issuedOn ? settledOn : issuedOn;
      const days = daysBetween(start, end);
      if (days > 0) out.push({ bill: bill.did, number: bill.number, outstanding, days });
    }
    return out;
  }

  /** The store-local day a transaction was received (its instant is UTC). */
  dayOf(tx: Transaction): string {
    return dayOfIsoIn(tx.receivedAt, this.zone);
  }

  /** Paid into a bill by transactions received before a day. */
  private paidBy(bill: string, before: string): number {
    return this.transactions.filter((t) => t.bill === bill && APPLIED.has(t.match) && this.dayOf(t) < before).reduce((s, t) => s + t.amount, 0);
  }

  /** The day a bill was paid in full, if it was. */
  private settledOn(bill: Bill): string | undefined {
    let paid = 0;
    for (const t of this.transactions.filter((x) => x.bill === bill.did && APPLIED.has(x.match)).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))) {
      paid += t.amount;
      if (paid >= bill.total - 0.005) return this.dayOf(t);
    }
    return undefined;
  }

  /** A fresh bill of a contract for a month (not stored), with its late fees; null if no day is covered. */
  computeBill(contract: Contract, month: string, issuedOn: string): Bill | null {
    const rule = this.rule(contract.rateRule);
    if (!rule) throw new Error(`billing: contract ${contract.did} has no rate rule ${contract.rateRule}`);
    const ctx = { metering: this.metering, readings: this.readings, rule, groups: contract.rooms.map((r) => this.group(r)), meterName: this.meterName, isElectricity: this.isElectricity };
    const bill = computeBill(ctx, contract, month, issuedOn, this.lateCharges(contract, issuedOn));
    return bill ? { ...bill, did: '', number: '' } : null;
  }

  /** Stores a bill under its did and payment number (`B<yyyymm>-<store>-<seq>`), settled. */
  addBill(bill: Bill): Bill {
    const seq = (this.billSeq.get(bill.month) ?? 0) + 1;
    this.billSeq.set(bill.month, seq);
    const compact = bill.month.replace('-', '');
    const stored: Bill = { ...bill, did: `bl-${this.store}-${compact}-${String(seq).padStart(4, '0')}`, number: `B${compact}-${this.store.replace(/^st-/, '').replace('-', '')}-${String(seq).padStart(4, '0')}` };
    this.bills.push(stored);
    this.settleBill(stored);
    return stored;
  }

  /** Paid, outstanding, state and overdue of one bill, from its transactions. */
  settleBill(bill: Bill, today = this.today()): void {
    const paid = round2(this.transactions.filter((t) => t.bill === bill.did && APPLIED.has(t.match)).reduce((s, t) => s + t.amount, 0));
    bill.paid = paid;
    bill.outstanding = bill.state === 'void' ? 0 : round2(Math.max(0, bill.total - paid));
    if (bill.state !== 'void' && bill.state !== 'draft') bill.state = paid >= bill.total - 0.005 ? 'paid' : paid > 0 ? 'partial' : 'issued';
    bill.overdue = overdueOn(bill, today);
  }

  settle(): void {
    const today = this.today();
    for (const bill of this.bills) this.settleBill(bill, today);
    this.agedTo = today;
  }

  /** Bills fall overdue as the clock moves: re-derives their flags when the day changed since the last settling. */
  age(): void {
    const today = this.today();
    if (this.agedTo === today) return;
    for (const bill of this.bills) bill.overdue = overdueOn(bill, today);
    this.agedTo = today;
  }

  /**
   * Matches a transaction to a bill: by its reference (a bill number) and amount against what is
   * outstanding — equal: matched, less: short, more: over; a bill already paid: duplicate. With no
   * such reference, by amount among the payer's open bills when exactly one fits. Else unmatched.
   */
  autoMatch(tx: Transaction): void {
    const day = this.dayOf(tx);
    const byRef = tx.reference ? this.bills.find((b) => b.number === tx.reference.trim() && b.state !== 'void' && b.state !== 'draft') : undefined;
    if (byRef) {
      tx.bill = byRef.did;
      tx.matchedBy = 'auto';
      const owed = byRef.outstanding;
      tx.match = owed <= 0 ? 'duplicate' : Math.abs(tx.amount - owed) < 0.005 ? 'matched' : tx.amount < owed ? 'short' : 'over';
      this.settleBill(byRef);
      return;
    }
    const tenant = this.tenants.find((t) => t.name === tx.payer);
    const open = tenant ? this.bills.filter((b) => b.tenant === tenant.did && b.outstanding > 0 && b.issuedOn <= day && (b.state === 'issued' || b.state === 'partial')) : [];
    const fits = open.filter((b) => Math.abs(b.outstanding - tx.amount) < 0.005);
    if (fits.length === 1) {
      tx.bill = fits[0]!.did;
      tx.match = 'matched';
      tx.matchedBy = 'auto';
      this.settleBill(fits[0]!);
      return;
    }
    tx.bill = null;
    tx.match = 'unmatched';
    tx.matchedBy = null;
  }

  /** The day a contract's bill for `month` is issued (its bill day of the next month). */
  static issueDay(contract: Contract, month: string): string {
    const [y = 0, m = 1] = month.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    return `${next}-${String(contract.billDay).padStart(2, '0')}`;
  }
}
