import type { BusinessInfo } from '../../../../../src/api/types.ts';
import type { StorePlan } from './plan.ts';

/** The one store record of a did as it is now (store-management edits it in place); undefined when there is none. */
export type StoreRecordOf = (did: string) => Pick<BusinessInfo, 'name' | 'timezone'> | undefined;

/**
 * Makes a seeded plan's name and zone read the store's record on every use, so that after a
 * rename or a change of zone every energy, device and billing reader sees the new ones. The
 * readings stay generated in `seededZone`; the seed's values stand in when the record is gone.
 */
export function followStoreRecord(plan: StorePlan, recordOf: StoreRecordOf): StorePlan {
  const { name, timezone } = plan;
  return Object.defineProperties(plan, {
    name: { get: () => recordOf(plan.did)?.name ?? name, enumerable: true },
    timezone: { get: () => recordOf(plan.did)?.timezone || timezone, enumerable: true },
  });
}
