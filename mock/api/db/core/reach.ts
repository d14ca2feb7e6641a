import type { BusinessInfo } from '../../../../src/api/types.ts';
import type { UserRecord } from '../users.ts';
import type { Access } from './access/Access.ts';
import { CHINA_ZONE } from './clock/zones.ts';
import { notFound } from './notFound.ts';

/** Where a store's one record and the access core come from (the composition root passes them in). */
export interface StoreReachSources {
  access: Access;
  /** A business's record as it is now (store-management edits it in place). */
  record: (did: string) => BusinessInfo | undefined;
}

/**
 * The one answer to "does this caller reach store S", from the store records and the role book's
 * data scope alone: asking builds no domain's world (no device simulation, no billing book).
 */
export class StoreReach {
  constructor(private readonly sources: StoreReachSources) {}

  /** A store's record (a business of grade 1), or undefined for an unknown did or a parent business. */
  store(did: string): BusinessInfo | undefined {
    const record = this.sources.record(did);
    return record?.businessgrade === 1 ? record : undefined;
  }

  /** Throws unless the user reaches the store: unknown or another company's answers as not found (-1), not reached -45403. */
  require(user: UserRecord, store: string): BusinessInfo {
    const record = this.store(store);
    if (!record) throw notFound('store', store);
    this.sources.access.requireStore(user, store);
    return record;
  }

  /** Whether the user's data scope reaches the store (no throw). */
  reaches(user: UserRecord, store: string): boolean {
    return this.sources.access.reachesStore(user, store);
  }

  /** The store's zone as its record has it now (China's for a record without one): its day boundaries. */
  zone(store: string): string {
    return this.sources.record(store)?.timezone || CHINA_ZONE;
  }
}
