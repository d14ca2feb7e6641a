import type { PageAction } from '../../../../src/api/pageConfig.ts';
import { BadRequest } from '../../envelope.ts';
import type { AuditLog } from '../audit.ts';
import type { DeviceWorld } from '../devices/DeviceWorld.ts';
import type { Metering } from '../energy/Metering.ts';
import type { UserRecord } from '../users.ts';
import { Readings } from './compute.ts';
import { seedBills } from './seedBills.ts';
import { seedStore } from './seedStore.ts';
import { StoreBook } from './StoreBook.ts';

export interface BillingSources {
  seed: number;
  /** The store-local day of the one simulated clock. */
  today: () => string;
  devices: () => DeviceWorld;
  metering: () => Metering;
  audit: AuditLog;
}

/** The store a billing did belongs to: every did embeds it (`ct-st-1005-01-0001`, `sp-st-1005-01-…`). */
export function storeOfBillingDid(did: string): string | undefined {
  return /(?:^|-)(st-\d{4}-\d{2})(?:-|$)/.exec(did)?.[1];
}

/**
 * The billing domain of the mock: one book per store (built on first use from the seed, over
 * the device world's space tree and the energy world's meters), reach and permission checks.
 */
export class BillingWorld {
  private readonly books = new Map<string, StoreBook>();
  private readingsCache: Readings | undefined;

  constructor(private readonly sources: BillingSources) {}

  get audit(): AuditLog {
    return this.sources.audit;
  }

  /** The store-local day of the one clock (every store is on China time). */
  today(): string {
    return this.sources.today();
  }

  book(store: string): StoreBook {
    let book = this.books.get(store);
    if (!book) {
      const world = this.sources.devices().world(store);
      const metering = this.sources.metering();
      this.readingsCache ??= new Readings(metering);
      const plan = metering.plans.get(store);
      book = new StoreBook(store, this.sources.today, world.tree, plan, metering, this.readingsCache, seedStore(this.sources.seed, store, world.tree, plan));
      seedBills(book, this.sources.seed);
      this.books.set(store, book);
    }
    book.age();
    return book;
  }

  /** The book of a store the user reaches. */
  bookFor(user: UserRecord, store: string): StoreBook {
    this.sources.devices().storeFor(user, store);
    return this.book(store);
  }

  /** The book of the store a did belongs to, checked for reach. */
  bookOf(user: UserRecord, did: string): StoreBook {
    const store = storeOfBillingDid(did);
    if (!store) throw new BadRequest(`no such record: ${did}`);
    return this.bookFor(user, store);
  }

  /** Throws -45403 unless the user may do `action` on pid. */
  authorize(user: UserRecord, pid: string, action: PageAction): void {
    this.sources.devices().authorize(user, pid, action);
  }
}
