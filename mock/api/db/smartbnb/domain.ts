import { seedDayIn } from '../core/clock/zones.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import { invalidField } from '../core/shapeErrors.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
import type { RoomDevices } from './RoomControls.ts';
import { SmartBnbWorld, type BnbStore } from './SmartBnbWorld.ts';
import type { GuestSpace } from './seedRooms.ts';

type BnbCore = Pick<CoreServices, 'seed' | 'clock' | 'reach' | 'trees' | 'writes'>;

/** Smart-bnb: short-stay rooms of the hotels' guest floors and their bookings (per store on first use); the device simulator is its peer. */
export const smartbnbDomain: MockDomain<BnbCore, RoomDevices, SmartBnbWorld> = {
  name: 'smartbnb',
  build: (core, devices) =>
    new SmartBnbWorld({
      seed: core.seed,
      now: () => core.clock.now(),
      today: (zone) => core.clock.today(zone),
      seedDay: seedDayIn,
      store: (user, store) => guestStore(core, core.reach.require(user, store).countrycode, store),
      addGuestRoom: (user, store, floor, name, area) => {
        core.reach.require(user, store);
        return addGuestRoom(core.trees.tree(store), store, floor, name, area);
      },
      devices,
      writes: core.writes,
    }),
};

/** The guest rooms of the store's space tree (the one the energy and device screens show): no device world is built for them. */
function guestStore(core: BnbCore, country: string | undefined, store: string): BnbStore {
  const tree = core.trees.tree(store);
  const spaces = tree.rooms().filter((room) => room.roomtype === 'guest').map((room) => {
    const [, floor, building] = tree.ancestry(room.did);
    return { did: room.did, name: room.name, floor: floor?.name ?? '', building: building?.did ?? '', buildingName: building?.name ?? '' };
  });
  return { zone: core.reach.zone(store), currency: country === 'TH' ? 'THB' : 'CNY', spaces };
}

/** A guest room under a floor of the store's tree (the tree checks the name). */
function addGuestRoom(tree: SpaceTree, store: string, floor: string, name: string, area: number): GuestSpace {
  if (tree.node(floor)?.level !== 'floor') throw invalidField('floor', `expected a floor of store ${store}`);
  const did = tree.create({ parent: floor, name, roomtype: 'guest', area });
  const building = tree.require(tree.require(floor).parent);
  return { did, name, floor: tree.require(floor).name, building: building.did, buildingName: building.name };
}
