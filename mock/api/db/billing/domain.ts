import type { FxRates } from '../../../../src/api/energyTypes.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { BillingWorld } from './BillingWorld.ts';

/** What billing asks of its peers: the energy world's metering (its floor areas) and the published exchange rates. */
export interface BillingPeers {
  metering: () => Metering;
  fx: FxRates;
}

/** Billing: rooms' meter groups, tenants, prices, contracts, bills and payments (per store on first use). */
export const billingDomain: MockDomain<Pick<CoreServices, 'seed' | 'clock' | 'trees' | 'reach' | 'writes'>, BillingPeers, BillingWorld> = {
  name: 'billing',
  build: (core, peers) =>
    new BillingWorld({
      seed: core.seed,
      today: (zone) => core.clock.today(zone),
      tree: (store) => core.trees.tree(store),
      // The core's answer: reading a bill builds no device simulation of its store.
      reach: (user, store) => void core.reach.require(user, store),
      storeName: (store) => core.reach.store(store)?.name,
      storeZone: (store) => core.reach.store(store)?.timezone,
      metering: peers.metering,
      fx: peers.fx,
      writes: core.writes,
    }),
};
