import type { BnbRoom, Booking } from '../../../../src/api/smartbnb/types.ts';
import { between, invalidField } from '../core/shapeErrors.ts';
import { seedBookings } from './seedBookings.ts';
import { newRoom } from './seedRooms.ts';
import type { StayBook } from './StayBook.ts';

/** How many let rooms a bench hotel may be grown to (the biggest seeded hotel has ~117). */
const MAX_ROOMS = 1000;

/**
 * `npm run bench`'s big hotel (mock control `smartbnb-bench-hotel`): grows a store's book to
 * `rooms` let rooms (`<store>-bench-rNNNN`, on the first room's floor, in the book only, not in
 * the space tree), each with a year of seeded bookings like the others'. Booking ids carry
 * `-bench-` so they never meet the book's own serials.
 */
export function growBenchHotel(book: StayBook, input: { seed: number; zone: string; today: string }, rooms: unknown): { rooms: number; added: number } {
  if (typeof rooms !== 'number' || !Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS) throw invalidField('rooms', `expected 1 to ${MAX_ROOMS}`, between(1, MAX_ROOMS));
  const template = book.rooms[0];
  if (!template) throw invalidField('store', `store ${book.store} has no room to copy`);
  const added: BnbRoom[] = [];
  for (let n = book.rooms.length + 1; n <= rooms; n += 1) {
    const id = String(n).padStart(4, '0');
    const space = { did: `sp-${book.store}-bench-r${id}`, name: `B${id}`, building: template.building, buildingName: template.buildingName, floor: template.floor };
    added.push(book.addRoom(newRoom(space, book.store, template.currency, (['standard', 'deluxe', 'family', 'suite'] as const)[n % 4]!)));
  }
  const seeded = seedBookings({ seed: input.seed, store: `${book.store}-bench`, zone: input.zone, today: input.today, rooms: added });
  // Seeded under `<store>-bench`: their ids read bk-<store>-bench-NNNNN; they belong to the store.
  const stays: Booking[] = seeded.map((b) => ({ ...b, store: book.store }));
  for (const stay of stays) if (stay.status === 'checked-in') book.room(stay.room).cleaning = 'occupied-clean';
  book.bookings.push(...stays);
  return { rooms: book.rooms.length, added: added.length };
}
