import type { BnbRoom, Booking } from '../../../../src/api/smartbnb/types.ts';
import { addDays, daysBetween } from '../core/clock/dates.ts';
import { localNoonIn } from '../core/clock/zones.ts';
import { seq, stream, weighted, type Random } from '../core/random.ts';
import { overlaps } from './stays.ts';

const GUESTS = ['Chen Jie', 'Liu Yang', 'Zhao Min', 'Sun Li', 'Zhou Tao', 'Wu Xia', 'Xu Hao', 'Ma Lin', 'Emma Brown', 'Lucas Martin', 'Aiko Tanaka', 'Somchai P.', 'Huang Qi', 'He Jun'];
const TAKERS = ['Airbnb', 'Booking.com', 'operator', 'admin'];
/** Days of bookings before the seed's day and after it: a year in all. */
export const PAST_DAYS = 330;
export const FUTURE_DAYS = 35;

export interface BookingSeedInput {
  seed: number;
  store: string;
  zone: string;
  /** The seed's local day in the store's zone. */
  today: string;
  rooms: readonly BnbRoom[];
}

function stay(random: Random, input: BookingSeedInput, room: BnbRoom, from: string, nights: number, serial: () => string): Booking {
  const to = addDays(from, nights);
  const guests = random.int(1, room.capacity);
  // Booked 1–30 days ahead, and never after the seed's day (the day before it, for stays that start soon).
  const booked = addDays(from, -random.int(1, 30));
  const createdAt = localNoonIn(booked < input.today ? booked : addDays(input.today, -1), input.zone);
  return {
    did: serial(), store: input.store, room: room.did, roomName: room.name, guest: random.pick(GUESTS), guests, from, to, nights,
    nightly: room.price, amount: nights * room.price, status: 'booked', createdBy: weighted(random, TAKERS, [5, 3, 2, 1]), createdAt,
  };
}

/** Statuses as of the seed's day: past stays checked out (some early), tonight's checked in, arrivals today and later booked. */
function settle(random: Random, booking: Booking, input: BookingSeedInput): void {
  if (booking.status === 'cancelled') return;
  const { today, zone } = input;
  if (booking.from < today) booking.checkedInAt = localNoonIn(booking.from, zone);
  if (booking.to < today) {
    if (booking.nights >= 2 && random.next() < 0.05) {
      booking.plannedTo = booking.to;
      booking.to = addDays(booking.from, random.int(1, booking.nights - 1));
      booking.nights = daysBetween(booking.from, booking.to);
      booking.amount = booking.nights * booking.nightly;
    }
    booking.status = 'checked-out';
    booking.checkedOutAt = localNoonIn(booking.to, zone);
  } else if (booking.from < today) booking.status = 'checked-in';
}

/** Some past stays changed room halfway: the stay is split at the change day into a free room. */
function roomChanges(random: Random, input: BookingSeedInput, bookings: Booking[], serial: () => string): void {
  const candidates = bookings.filter((b) => b.status === 'checked-out' && !b.plannedTo && b.nights >= 3);
  for (const booking of candidates) {
    if (random.next() >= 0.04) continue;
    const change = addDays(booking.from, random.int(1, booking.nights - 1));
    const target = input.rooms.find((room) => room.did !== booking.room && !bookings.some((b) => b.room === room.did && b.status !== 'cancelled' && overlaps(b, { from: change, to: booking.to })));
    if (!target) continue;
    const rest: Booking = { ...booking, did: serial(), room: target.did, roomName: target.name, from: change, nights: daysBetween(change, booking.to), nightly: booking.nightly, splitFrom: booking.did };
    rest.amount = rest.nights * rest.nightly;
    rest.checkedInAt = localNoonIn(change, input.zone);
    booking.to = change;
    booking.nights = daysBetween(booking.from, change);
    booking.amount = booking.nights * booking.nightly;
    booking.checkedOutAt = localNoonIn(change, input.zone);
    booking.movedTo = rest.did;
    bookings.push(rest);
  }
}

/** A year of bookings of a store's rooms: back-to-back stays and gaps, cancellations, early check-outs, room changes. */
export function seedBookings(input: BookingSeedInput): Booking[] {
  const random = stream(input.seed, `smartbnb-bookings:${input.store}`);
  let n = 0;
  const serial = () => `bk-${input.store}-${seq(++n, 5)}`;
  const bookings: Booking[] = [];
  const end = addDays(input.today, FUTURE_DAYS);
  for (const room of input.rooms) {
    let cursor = addDays(input.today, -PAST_DAYS + random.int(0, 3));
    while (cursor < end) {
      const booking = stay(random, input, room, cursor, weighted(random, [1, 2, 3, 4, 5, 7], [4, 5, 3, 2, 1, 1]), serial);
      if (random.next() < 0.06) {
        // A cancelled stay frees its nights: the next booking may take them.
        booking.status = 'cancelled';
        booking.cancelledAt = localNoonIn(addDays(booking.from, -1), input.zone);
        bookings.push(booking);
        cursor = addDays(cursor, random.int(0, 2));
        continue;
      }
      settle(random, booking, input);
      bookings.push(booking);
      cursor = addDays(booking.to, weighted(random, [0, 1, 2, 4], [4, 3, 2, 1]));
    }
  }
  roomChanges(random, input, bookings, serial);
  return bookings;
}
