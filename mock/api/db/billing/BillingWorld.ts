import { BILLING_PIDS } from '../../../../src/api/billing/types.ts';
import type { PageAction } from '../../../../src/api/pageConfig.ts';
import type { FxRates } from '../../../../src/api/energyTypes.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import type { AuditLog } from '../core/audit.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
import type { Writes } from '../core/writes.ts';
import type { Metering } from '../core/metering/Metering.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import type { UserRecord } from '../users.ts';
import { CHINA_ZONE } from '../core/clock/zones.ts';
import { Readings } from './compute.ts';
import { seedBills } from './seedBills.ts';
import { seedStore } from './seedStore.ts';
import { StoreBook } from './StoreBook.ts';
import { notFound } from '../core/notFound.ts';

export interface BillingSources {
  seed: number;
  /** The local day of the one simulated clock in a store's zone. */
  today: (zone: string) => string;
  /** A store's space tree (with its devices bound in it). */
  tree: (store: string) => SpaceTree;
  /** Throws (-1 unknown, -45403 not reached) unless the user reaches the store. */
  reach: (user: UserRecord, store: string) => void;
  storeName: (store: string) => string | undefined;
  /** The store's zone as its record has it now (undefined for an unknown store). */
  storeZone: (store: string) => string | undefined;
  metering: () => Metering;
  /** The published exchange rates bills are shown in (the energy domain's). */
  fx: FxRates;
  writes: Writes;
}

/** The billing page that owns each kind of billing record: the only page through which it is reached. */
export const OWNER_PAGES = {
  tenant: BILLING_PIDS.tenants,
  'tenant-type': BILLING_PIDS.tenants,
  'rate-rule': BILLING_PIDS.tenants,
  contract: BILLING_PIDS.contracts,
  bill: BILLING_PIDS.bills,
  'bill-run': BILLING_PIDS.bills,
  payment: BILLING_PIDS.reconciliation,
  'meter-group': BILLING_PIDS.spaces,
  'room-state': BILLING_PIDS.roomState,
} as const;

export type BillingResource = keyof typeof OWNER_PAGES;

/** A billing record as a resource: its owning page and the store its did (or the store did itself) names. */
export function billingRef(type: BillingResource, id: string): ResourceRef {
  const store = storeOfBillingDid(id);
  return { type, id, pages: [OWNER_PAGES[type]], ...(store ? { store } : {}) };
}

/** The store a billing did belongs to: every did embeds it (`ct-st-1005-01-0001`, `sp-st-1005-01-…`). */
export function storeOfBillingDid(did: string): string | undefined {
  return /(?:^|-)(st-\d{4}-\d{2})(?:-|$)/.exec(did)?.[1];
}

/**
 * The billing domain of the mock: one book per store (built on first use from the seed, over
 * the store's space tree and the energy world's meters), reach and permission checks, all passed in.
 */
export class BillingWorld {
  private readonly books = new Map<string, StoreBook>();
  private readingsCache: Readings | undefined;

  constructor(private readonly sources: BillingSources) {}

  get audit(): AuditLog {
    return this.sources.writes.audit;
  }

  /** The one audited write path. */
  get writes(): Writes {
    return this.sources.writes;
  }

  storeName(store: string): string {
    return this.sources.storeName(store) ?? store;
  }

  /** The store's energy plan (its meters), if the energy world meters it. */
  plan(store: string): StorePlan | undefined {
    return this.sources.metering().plans.get(store);
  }

  book(store: string): StoreBook {
    let book = this.books.get(store);
    if (!book) {
      const tree = this.sources.tree(store);
      const metering = this.sources.metering();
      this.readingsCache ??= new Readings(metering);
      const plan = metering.plans.get(store);
      // The zone is asked of the store's record on every use: an edit of it moves "today".
      const zone = () => this.sources.storeZone(store) ?? CHINA_ZONE;
      const today = () => this.sources.today(zone());
      book = new StoreBook(store, zone, plan?.seededZone ?? CHINA_ZONE, today, tree, plan, metering, this.readingsCache, seedStore(this.sources.seed, store, tree, plan), this.sources.fx);
      seedBills(book, this.sources.seed);
      this.books.set(store, book);
    }
    book.age();
    return book;
  }

  /** The book of a store the user reaches. */
  bookFor(user: UserRecord, store: string): StoreBook {
    this.sources.reach(user, store);
    return this.book(store);
  }

  /** The book of the store a did belongs to, checked for reach. */
  bookOf(user: UserRecord, did: string): StoreBook {
    const store = storeOfBillingDid(did);
    if (!store) throw notFound('record', did);
    return this.bookFor(user, store);
  }

  /** A record of a store's book by did, without reach checks (the audit's before); null if none. */
  peek<T>(did: string, pick: (book: StoreBook) => T | undefined): T | null {
    const store = storeOfBillingDid(did);
    if (!store || this.sources.storeName(store) === undefined) return null;
    const found = pick(this.book(store));
    return found === undefined ? null : structuredClone(found);
  }

  /** Throws -45403 unless the user may do `action` on pid (and, given one, pid owns the resource). */
  authorize(user: UserRecord, pid: string, action: PageAction, resource?: ResourceRef): void {
    this.sources.writes.access.check(user, pid, action, resource);
  }
}
