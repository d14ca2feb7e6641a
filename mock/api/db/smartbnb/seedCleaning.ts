import type { BnbRoom, Booking } from '../../../../src/api/smartbnb/types.ts';
import { stream } from '../core/random.ts';

/** Housekeeping as of the seed's day: rooms with a guest occupied (some dirty), a few vacant rooms not yet cleaned, one out of order. */
export function seedCleaning(seed: number, store: string, rooms: readonly BnbRoom[], bookings: readonly Booking[]): void {
  const random = stream(seed, `smartbnb-cleaning:${store}`);
  const occupied = new Set(bookings.filter((b) => b.status === 'checked-in').map((b) => b.room));
  for (const room of rooms) {
    if (occupied.has(room.did)) room.cleaning = random.next() < 0.4 ? 'occupied-dirty' : 'occupied-clean';
    else room.cleaning = random.next() < 0.15 ? 'vacant-dirty' : 'vacant-clean';
  }
  const vacant = rooms.filter((room) => !occupied.has(room.did));
  if (vacant.length > 0) random.pick(vacant).cleaning = 'out-of-order';
}
