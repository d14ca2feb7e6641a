import type { LiveChargers } from '../core/charging/live/LiveChargers.ts';
import { stationHours } from '../core/charging/live/stationMeter.ts';
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
  /** The registry's guns live, their commands answered by now: the station meters after the seed. */
  chargers: () => LiveChargers;
}

/** Metering, aggregations, reports, budgets and standards (edits dropped on reset; the readings depend on the seed alone). */
export const energyDomain: MockDomain<Pick<CoreServices, 'writes' | 'clock'>, EnergyPeers, EnergyState> = {
  name: 'energy',
  build: (core, peers) => {
    const metering = peers.readings();
    // The readings run on with this world's clock and chargers (a reset attaches the new world's).
    metering.runOn({ now: () => core.clock.now(), stationHours: (meter, from, to) => stationHours(peers.chargers(), meter, from, to) });
    return new EnergyState(metering, { now: peers.now, writes: core.writes, unplanned: peers.unplanned, readPages: peers.readPages });
  },
};
