import type { BnbRoom, BnbRoomType } from '../../../../src/api/smartbnb/types.ts';
import { stream, weighted } from '../core/random.ts';

/** A guest room of a store's space tree, as the tree has it. */
export interface GuestSpace {
  did: string;
  name: string;
  building: string;
  buildingName: string;
  floor: string;
}

/** Capacity and nightly price by room type (a short-stay store's rate card). */
export const RATE_CARD: Readonly<Record<BnbRoomType, { capacity: number; price: number }>> = {
  standard: { capacity: 2, price: 388 },
  deluxe: { capacity: 2, price: 588 },
  family: { capacity: 4, price: 688 },
  suite: { capacity: 3, price: 988 },
};

const TYPES: readonly BnbRoomType[] = ['standard', 'deluxe', 'family', 'suite'];

/** A room let from now on: its type's capacity, the given price or the type's. */
export function newRoom(space: GuestSpace, store: string, currency: string, type: BnbRoomType, price?: number): BnbRoom {
  return { ...space, store, type, capacity: RATE_CARD[type].capacity, price: price ?? RATE_CARD[type].price, currency, cleaning: 'vacant-clean' };
}

/** The store's guest rooms let as short-stay rooms: a type drawn per room (seeded), vacant and clean until the bookings say otherwise. */
export function seedRooms(seed: number, store: string, currency: string, spaces: readonly GuestSpace[]): BnbRoom[] {
  const random = stream(seed, `smartbnb-rooms:${store}`);
  return spaces.map((space) => {
    return newRoom(space, store, currency, weighted(random, TYPES, [5, 3, 2, 1]));
  });
}
