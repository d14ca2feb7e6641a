import type { BnbRoom, Booking, BookingChange, CleaningState } from '../../../../src/api/smartbnb/types.ts';
import { addDays, daysBetween } from '../core/clock/dates.ts';
import { notFound } from '../core/notFound.ts';
import { refuseField, refuseOverlap, refuseStatus } from './refusals.ts';
import { covers, overlaps, type Nights } from './stays.ts';

/** The longest stay one booking takes (a longer one is a lease, not a short stay). */
export const MAX_NIGHTS = 60;

export interface NewStay {
  room: string;
  from: string;
  to: string;
  guest: string;
  guests: number;
}

/** Who acts and when: the booking records it. */
export interface Act {
  by: string;
  at: string;
  today: string;
}

/**
 * One store's short-stay rooms and their bookings, and the rules of a stay: no double booking,
 * check-in turns the room occupied-clean, check-out vacant-dirty, an early check-out frees the
 * remaining nights, a room change during a stay splits it. Who may and the audit are the caller's.
 */
export class StayBook {
  private serial: number;
  readonly byDid = new Map<string, BnbRoom>();

  constructor(
    readonly store: string,
    readonly rooms: BnbRoom[],
    readonly bookings: Booking[],
  ) {
    for (const room of rooms) this.byDid.set(room.did, room);
    this.serial = bookings.length;
  }

  /** A room let from now on (vacant and clean, no bookings). */
  addRoom(room: BnbRoom): BnbRoom {
    this.rooms.push(room);
    this.byDid.set(room.did, room);
    return room;
  }

  room(did: string): BnbRoom {
    const room = this.byDid.get(did);
    if (!room) throw notFound('room', did, this.store);
    return room;
  }

  booking(did: string): Booking {
    const booking = this.bookings.find((b) => b.did === did);
    if (!booking) throw notFound('record', did, this.store);
    return booking;
  }

  /** The stays (not cancelled) of a room that take any of the nights. */
  clash(room: string, nights: Nights, except?: string): Booking | undefined {
    return this.bookings.find((b) => b.room === room && b.did !== except && b.status !== 'cancelled' && overlaps(b, nights));
  }

  /** The stay in the room tonight, checked in. */
  guestIn(room: string): Booking | undefined {
    return this.bookings.find((b) => b.room === room && b.status === 'checked-in');
  }

  /** Stays overlapping [from, to), in start order. */
  between(from: string, to: string): Booking[] {
    return this.bookings.filter((b) => overlaps(b, { from, to })).sort((a, b) => a.from.localeCompare(b.from) || a.room.localeCompare(b.room));
  }

  /** Tonight's stays (not cancelled). */
  tonight(today: string): Booking[] {
    return this.bookings.filter((b) => b.status !== 'cancelled' && covers(b, today));
  }

  private nextDid(): string {
    this.serial += 1;
    return `bk-${this.store}-${String(this.serial).padStart(5, '0')}`;
  }

  private checkNights(nights: Nights, today: string, fromField = 'from'): void {
    if (nights.to <= nights.from) refuseField('to', 'min', `check-out ${nights.to} must be after check-in ${nights.from}`, 'smartbnb.validation.checkOutAfterCheckIn', { from: nights.from, to: nights.to });
    if (nights.from < today) refuseField(fromField, 'min', `check-in ${nights.from} is before today ${today}`, 'smartbnb.validation.pastCheckIn', { from: nights.from, today });
    if (daysBetween(nights.from, nights.to) > MAX_NIGHTS) refuseField('to', 'max', `at most ${MAX_NIGHTS} nights`, 'smartbnb.validation.maxNights', { max: MAX_NIGHTS });
  }

  private checkRoom(room: BnbRoom, guests: number, nights: Nights, except?: string): void {
    if (room.cleaning === 'out-of-order') refuseField('room', 'option', `room ${room.name} is out of order`, 'smartbnb.validation.outOfOrder', { room: room.name });
    if (guests > room.capacity) refuseField('guests', 'max', `room ${room.name} sleeps ${room.capacity}`, 'smartbnb.validation.capacity', { room: room.name, max: room.capacity });
    const other = this.clash(room.did, nights, except);
    if (other) refuseOverlap('room', other);
  }

  private price(booking: Booking): void {
    booking.nights = daysBetween(booking.from, booking.to);
    booking.amount = booking.nights * booking.nightly;
  }

  create(input: NewStay, act: Act): Booking {
    const room = this.room(input.room);
    this.checkNights(input, act.today);
    this.checkRoom(room, input.guests, input);
    const booking: Booking = {
      did: this.nextDid(), store: this.store, room: room.did, roomName: room.name, guest: input.guest, guests: input.guests, from: input.from, to: input.to,
      nights: 0, nightly: room.price, amount: 0, status: 'booked', createdBy: act.by, createdAt: act.at,
    };
    this.price(booking);
    this.bookings.push(booking);
    return booking;
  }

  /** Moves or resizes a stay; a checked-in stay keeps its check-in, and changing its room splits it today. */
  move(did: string, change: { room?: string; from?: string; to?: string }, act: Act): BookingChange {
    const booking = this.booking(did);
    if (booking.status === 'booked') {
      const nights = { from: change.from ?? booking.from, to: change.to ?? booking.to };
      const room = this.room(change.room ?? booking.room);
      this.checkNights(nights, act.today);
      this.checkRoom(room, booking.guests, nights, did);
      Object.assign(booking, nights, { room: room.did, roomName: room.name });
      this.price(booking);
      return { booking };
    }
    if (booking.status !== 'checked-in') return refuseStatus(booking, 'move');
    if (change.from !== undefined && change.from !== booking.from) refuseField('from', 'readonly', 'the guest has checked in', 'smartbnb.validation.checkedInFrom', { booking: did });
    const to = change.to ?? booking.to;
    if (to <= act.today) refuseField('to', 'min', `check-out ${to} must be after today ${act.today}`, 'smartbnb.validation.checkOutAfterToday', { to, today: act.today });
    if (change.room === undefined || change.room === booking.room) {
      const other = this.clash(booking.room, { from: booking.from, to }, did);
      if (other) refuseOverlap('to', other);
      booking.to = to;
      this.price(booking);
      return { booking };
    }
    return this.changeRoom(booking, this.room(change.room), to, act);
  }

  /** A room change during a stay: the nights up to today stay in the old room, the rest move (a new booking continues it). */
  private changeRoom(booking: Booking, target: BnbRoom, to: string, act: Act): BookingChange {
    const from = booking.from < act.today ? act.today : booking.from;
    this.checkRoom(target, booking.guests, { from, to }, booking.did);
    const old = this.room(booking.room);
    if (from === booking.from) {
      Object.assign(booking, { room: target.did, roomName: target.name, to });
      this.price(booking);
    } else {
      const rest: Booking = { ...booking, did: this.nextDid(), room: target.did, roomName: target.name, from, to, splitFrom: booking.did, checkedInAt: act.at };
      this.price(rest);
      Object.assign(booking, { to: from, status: 'checked-out', checkedOutAt: act.at, movedTo: rest.did });
      delete booking.plannedTo;
      this.price(booking);
      this.bookings.push(rest);
      old.cleaning = 'vacant-dirty';
      target.cleaning = 'occupied-clean';
      return { booking, continued: rest };
    }
    old.cleaning = 'vacant-dirty';
    target.cleaning = 'occupied-clean';
    return { booking };
  }

  cancel(did: string, act: Act): BookingChange {
    const booking = this.booking(did);
    if (booking.status !== 'booked') return refuseStatus(booking, 'cancel');
    Object.assign(booking, { status: 'cancelled', cancelledAt: act.at });
    return { booking };
  }

  checkIn(did: string, act: Act): BookingChange {
    const booking = this.booking(did);
    if (booking.status !== 'booked') return refuseStatus(booking, 'check in');
    if (!covers(booking, act.today)) refuseField('from', 'option', `the stay runs from ${booking.from} to ${booking.to}, not today ${act.today}`, 'smartbnb.validation.notToday', { from: booking.from, to: booking.to, today: act.today });
    const room = this.room(booking.room);
    if (room.cleaning === 'out-of-order') refuseField('room', 'option', `room ${room.name} is out of order`, 'smartbnb.validation.outOfOrder', { room: room.name });
    Object.assign(booking, { status: 'checked-in', checkedInAt: act.at });
    room.cleaning = 'occupied-clean';
    return { booking };
  }

  /** Check-out; before the last night's morning it is early and frees the remaining nights (a stay keeps at least one night). */
  checkOut(did: string, act: Act): BookingChange {
    const booking = this.booking(did);
    if (booking.status !== 'checked-in') return refuseStatus(booking, 'check out');
    const actual = act.today > booking.from ? act.today : addDays(booking.from, 1);
    if (actual < booking.to) {
      booking.plannedTo = booking.to;
      booking.to = actual;
      this.price(booking);
    }
    Object.assign(booking, { status: 'checked-out', checkedOutAt: act.at });
    // The next guest may already be in (a departure and an arrival on one day): then the room is theirs, to be cleaned.
    this.room(booking.room).cleaning = this.guestIn(booking.room) ? 'occupied-dirty' : 'vacant-dirty';
    return { booking };
  }

  /** Housekeeping: occupied states only with a guest in, vacant ones only without. */
  setCleaning(roomDid: string, state: CleaningState): BnbRoom {
    const room = this.room(roomDid);
    const guest = this.guestIn(roomDid);
    if (state.startsWith('occupied') && !guest) refuseField('state', 'option', `no guest is checked in to ${room.name}`, 'smartbnb.validation.noGuest', { room: room.name });
    if (!state.startsWith('occupied') && guest) refuseField('state', 'option', `${guest.guest} is checked in to ${room.name}`, 'smartbnb.validation.guestIn', { room: room.name, booking: guest.did });
    room.cleaning = state;
    return room;
  }
}
