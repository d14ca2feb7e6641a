import type { PageAction } from '../../../../src/api/pageConfig.ts';
import { SMARTBNB_PIDS, type BnbHome, type BnbRoom, type BnbRoomDetail, type BnbRoomList, type Booking, type BookingChange, type BookingList, type CleaningState } from '../../../../src/api/smartbnb/types.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import { keyedRefusal, said } from '../core/said.ts';
import type { Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import { growBenchHotel } from './benchHotel.ts';
import { homeOf } from './home.ts';
import { seedBookings } from './seedBookings.ts';
import { seedCleaning } from './seedCleaning.ts';
import type { NewRoom } from './inputs.ts';
import { newRoom, seedRooms, type GuestSpace } from './seedRooms.ts';
import { RoomControls, type RoomDevices } from './RoomControls.ts';
import { StayBook, type NewStay } from './StayBook.ts';

/** The stores that let short-stay rooms (hotels of the seed): their guest rooms are the bnb's rooms. */
export const BNB_STORES: readonly string[] = ['st-1001-04', 'st-1001-02'];

/** A store as the smart-bnb sees it, after the user's reach is checked. */
export interface BnbStore {
  zone: string;
  currency: string;
  /** The guest rooms of its space tree. */
  spaces: GuestSpace[];
}

export interface SmartBnbSources {
  seed: number;
  /** The simulated now (ms), the one world clock. */
  now: () => number;
  /** The local day of the world clock in a zone, and the seed's day there. */
  today: (zone: string) => string;
  seedDay: (zone: string) => string;
  /** Throws (-1 unknown store, -45403 not reached) unless the user reaches the store. */
  store: (user: UserRecord, store: string) => BnbStore;
  /** The device simulator: a room's devices, live, and their commands. */
  devices: RoomDevices;
  /** Adds a guest room under a floor of the store's space tree (the tree checks the floor and the name). */
  addGuestRoom: (user: UserRecord, store: string, floor: string, name: string, area: number) => GuestSpace;
  writes: Writes;
}

/** Pages that read rooms and bookings; the calendar writes bookings, the room page housekeeping. */
const READERS: readonly string[] = Object.values(SMARTBNB_PIDS);
const bookingRef = (store: string, id: string): ResourceRef => ({ type: 'bnb-booking', id, pages: [SMARTBNB_PIDS.calendar], store });
const roomRef = (store: string, id: string, pages: readonly string[] = [SMARTBNB_PIDS.room]): ResourceRef => ({ type: 'bnb-room', id, pages, store });

/**
 * The smart-bnb domain of the mock: per store (built on first use from the seed and the store's
 * space tree), its rooms and a year of bookings on the world clock. Access, clock and the audited
 * write path are the core's, passed in.
 */
export class SmartBnbWorld {
  private readonly books = new Map<string, { book: StayBook; zone: string }>();
  /** Scenes and music of the rooms, through the device simulator. */
  readonly controls: RoomControls;

  constructor(private readonly sources: SmartBnbSources) {
    this.controls = new RoomControls(sources.devices, (user, pid, store, room) => this.letRoom(user, pid, store, room));
  }

  private authorize(user: UserRecord, pid: string, action: PageAction, resource: ResourceRef): void {
    this.sources.writes.access.check(user, pid, action, resource);
  }

  /** The store's book (reach checked), seeded on first use. */
  private open(user: UserRecord, store: string): { book: StayBook; zone: string } {
    const found = this.sources.store(user, store);
    if (!BNB_STORES.includes(store)) throw keyedRefusal(said(`store ${store} lets no short-stay rooms`, 'smartbnb.refusal.noRooms', { store }));
    let open = this.books.get(store);
    if (!open) {
      const rooms = seedRooms(this.sources.seed, store, found.currency, found.spaces);
      const bookings = seedBookings({ seed: this.sources.seed, store, zone: found.zone, today: this.sources.seedDay(found.zone), rooms });
      seedCleaning(this.sources.seed, store, rooms, bookings);
      open = { book: new StayBook(store, rooms, bookings), zone: found.zone };
      this.books.set(store, open);
    }
    return open;
  }

  private act(user: UserRecord, zone: string) {
    return { by: user.username, at: new Date(this.sources.now()).toISOString(), today: this.sources.today(zone) };
  }

  rooms(user: UserRecord, pid: string, store: string): BnbRoomList {
    this.authorize(user, pid, 'view', roomRef(store, 'list', READERS));
    const { book, zone } = this.open(user, store);
    return { store, today: this.sources.today(zone), rows: structuredClone(book.rooms) };
  }

  /** A let room of the store, read through one of the smart-bnb pages. */
  letRoom(user: UserRecord, pid: string, store: string, did: string): BnbRoom {
    this.authorize(user, pid, 'view', roomRef(store, did, READERS));
    return this.open(user, store).book.room(did);
  }

  room(user: UserRecord, pid: string, store: string, did: string): BnbRoomDetail {
    const room = this.letRoom(user, pid, store, did);
    return { ...structuredClone(room), devices: this.sources.devices.list(user, store, did) };
  }

  bookings(user: UserRecord, pid: string, store: string, from: string, to: string): BookingList {
    this.authorize(user, pid, 'view', bookingRef(store, 'list'));
    const { book, zone } = this.open(user, store);
    return { store, today: this.sources.today(zone), from, to, rows: structuredClone(book.between(from, to)) };
  }

  home(user: UserRecord, pid: string, store: string): BnbHome {
    this.authorize(user, pid, 'view', roomRef(store, 'home', [SMARTBNB_PIDS.home]));
    const { book, zone } = this.open(user, store);
    return structuredClone(homeOf(book, this.sources.today(zone)));
  }

  /** A booking write on the calendar page, audited with the booking before and after. */
  private bookingWrite(user: UserRecord, pid: string, store: string, op: string, did: string, detail: Record<string, unknown>, work: (book: StayBook, act: ReturnType<SmartBnbWorld['act']>) => BookingChange): BookingChange {
    const needs = op === 'booking-cancel' ? 'delete' : 'edit';
    return this.sources.writes.run(user, {
      pid, needs, area: 'records', op, resource: bookingRef(store, did), detail,
      before: () => structuredClone(this.open(user, store).book.booking(did)),
    }, () => {
      const { book, zone } = this.open(user, store);
      const change = structuredClone(work(book, this.act(user, zone)));
      // After is the booking, as before is: the audit compares them field by field.
      return { answer: change, after: change.booking, ...(change.continued ? { detail: { ...detail, continued: change.continued.did } } : {}) };
    });
  }

  createBooking(user: UserRecord, pid: string, store: string, input: NewStay): Booking {
    return this.sources.writes.run(user, { pid, needs: 'add', area: 'records', op: 'booking-create', resource: bookingRef(store, 'new'), detail: { ...input } }, () => {
      const { book, zone } = this.open(user, store);
      const booking = structuredClone(book.create(input, this.act(user, zone)));
      return { answer: booking, target: booking.did };
    });
  }

  moveBooking(user: UserRecord, pid: string, store: string, did: string, change: { room?: string; from?: string; to?: string }): BookingChange {
    return this.bookingWrite(user, pid, store, 'booking-move', did, { ...change }, (book, act) => book.move(did, change, act));
  }

  cancelBooking(user: UserRecord, pid: string, store: string, did: string): BookingChange {
    return this.bookingWrite(user, pid, store, 'booking-cancel', did, {}, (book, act) => book.cancel(did, act));
  }

  checkIn(user: UserRecord, pid: string, store: string, did: string): BookingChange {
    return this.bookingWrite(user, pid, store, 'booking-checkin', did, {}, (book, act) => book.checkIn(did, act));
  }

  checkOut(user: UserRecord, pid: string, store: string, did: string): BookingChange {
    return this.bookingWrite(user, pid, store, 'booking-checkout', did, {}, (book, act) => book.checkOut(did, act));
  }

  /**
   * createVirtualBusiness: a new let room, a guest room added to the store's space tree (so the
   * energy and device screens see it too), vacant and clean. Audited as one write.
   */
  createRoom(user: UserRecord, pid: string, store: string, input: NewRoom): BnbRoom {
    return this.sources.writes.run(user, { pid, needs: 'add', area: 'records', op: 'room-create', resource: roomRef(store, 'new'), detail: { ...input } }, () => {
      const { book } = this.open(user, store);
      const space = this.sources.addGuestRoom(user, store, input.floor, input.name, input.area);
      const room = structuredClone(book.addRoom(newRoom(space, store, book.rooms[0]?.currency ?? 'CNY', input.type, input.price)));
      return { answer: room, target: room.did };
    });
  }

  /** The bench's big hotel (mock control `smartbnb-bench-hotel`): the store grown to `rooms` let rooms with their bookings. */
  growForBench(user: UserRecord, store: string, rooms: unknown): { rooms: number; added: number } {
    const { book, zone } = this.open(user, store);
    return growBenchHotel(book, { seed: this.sources.seed, zone, today: this.sources.seedDay(zone) }, rooms);
  }

  /** Housekeeping on the room page. */
  setCleaning(user: UserRecord, pid: string, store: string, room: string, state: CleaningState): BnbRoom {
    return this.sources.writes.run(user, {
      pid, needs: 'edit', area: 'records', op: 'room-cleaning', resource: roomRef(store, room), detail: { state },
      before: () => ({ cleaning: this.open(user, store).book.room(room).cleaning }),
    }, () => {
      const updated = structuredClone(this.open(user, store).book.setCleaning(room, state));
      return { answer: updated, after: { cleaning: updated.cleaning } };
    });
  }
}
