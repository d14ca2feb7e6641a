import type { BusinessInfo } from '../../../../src/api/types.ts';
import type { StorePlan } from '../core/metering/plan.ts';

/**
 * The metering plan of a store created in store-management: no buildings, meters or assets yet,
 * so the energy screens and the portfolio count it with zeros instead of refusing it.
 */
export function emptyPlan(store: BusinessInfo): StorePlan {
  return {
    did: store.did, name: store.name, timezone: store.timezone, seededZone: store.timezone, parent: store.uppergrade, provincecode: store.provincecode,
    latitude: store.latitude, longitude: store.longitude, buildings: [], meters: [], storage: [],
    assets: { pv: false, storage: false, charging: false, discharge: false }, heated: false, tenantShares: new Map(), tenantSteps: new Map(),
  };
}
