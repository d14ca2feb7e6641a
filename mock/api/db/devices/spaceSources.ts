import type { SpaceSources } from '../core/spaceTree/SpaceService.ts';
import { storeOfDid, type DeviceWorld } from './DeviceWorld.ts';
import type { Metering } from '../core/metering/Metering.ts';

/**
 * What space management reads from the device and energy worlds: the trees
 * live with each store's device world (its devices are bound in them), floor areas and meters
 * come from the energy plans.
 */
export function spaceSources(devices: () => DeviceWorld, metering: () => Metering): SpaceSources {
  const plan = (store: string) => metering().plans.get(store);
  return {
    treeOf: (user, did) => devices().storeOfTarget(user, did),
    peekTree: (did) => {
      const store = storeOfDid(did);
      return store && devices().storeInfo(store) ? devices().world(store).tree : undefined;
    },
    floorArea: (store, building) => plan(store)?.buildings.find((b) => b.did === building)?.floorarea,
    isMeter: (store, did) => plan(store)?.meters.some((m) => m.did === did) ?? false,
    requireDevice: (store, did) => void devices().device(devices().world(store), did),
  };
}
