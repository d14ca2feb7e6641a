import type { BusinessInfo } from '../../../../src/api/types.ts';
import type { ChargingLive } from '../core/charging/live/ChargingLive.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { SpaceService } from '../core/spaceTree/SpaceService.ts';
import { DeviceServices, type DirectorySources } from './DeviceServices.ts';
import { spaceSources } from './spaceSources.ts';

/** What the device world asks of its peers: the store records, the energy world's metering, the monitor's live guns, the menu's policy pages and the business directory. */
export interface DevicePeers extends DirectorySources {
  businesses: readonly BusinessInfo[];
  metering: () => Metering;
  chargingLive: () => ChargingLive;
  policyPages: (menutype: number) => string[];
}

type DeviceCore = Pick<CoreServices, 'seed' | 'clock' | 'trees' | 'charging' | 'access' | 'writes' | 'audit'>;

/** The device domain: simulated devices (per store on first use), policies and plans. */
export const devicesDomain: MockDomain<DeviceCore, DevicePeers, DeviceServices> = {
  name: 'devices',
  build: (core, peers) =>
    new DeviceServices(
      {
        seed: core.seed,
        clock: core.clock,
        businesses: peers.businesses,
        planted: (store) => core.trees.planted(store),
        metering: peers.metering,
        charging: () => core.charging,
        chargingLive: peers.chargingLive,
        access: core.access,
        writes: core.writes,
        audit: core.audit,
        policyPages: peers.policyPages,
      },
      { businessesForUser: peers.businessesForUser, storesOf: peers.storesOf },
    ),
};

/** Space trees of the stores: children, writes and bindings (a peer of the device world, whose stores hold the trees). */
export const spacesDomain: MockDomain<Pick<CoreServices, 'writes'>, { devices: () => DeviceServices; metering: () => Metering }, SpaceService> = {
  name: 'spaces',
  build: (core, peers) => new SpaceService(spaceSources(() => peers.devices().world, peers.metering), core.writes),
};
