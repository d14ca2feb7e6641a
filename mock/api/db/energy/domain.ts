import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { Metering } from '../core/metering/Metering.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { EnergyState } from './EnergyState.ts';

/** What energy asks of the root and its peers: the seeded readings (kept over resets), the real clock of saves, store-management's new stores, the pages a read may name. */
export interface EnergyPeers {
  readings: () => Metering;
  now: () => number;
  unplanned: (did: string) => StorePlan | undefined;
  readPages: readonly string[];
}

/** Metering, aggregations, reports, budgets and standards (edits dropped on reset; the readings depend on the seed alone). */
export const energyDomain: MockDomain<Pick<CoreServices, 'writes'>, EnergyPeers, EnergyState> = {
  name: 'energy',
  build: (core, peers) => new EnergyState(peers.readings(), { now: peers.now, writes: core.writes, unplanned: peers.unplanned, readPages: peers.readPages }),
};
