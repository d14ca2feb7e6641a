// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BnbHome, BnbRoomList, Booking, BookingChange, BookingList } from '../../../src/api/smartbnb/types';
import { login, startMockBackend } from '../support';
import { bnb, fieldsOf, freeRooms, ROOM_PAGE } from './support';

/** Smart-bnb bookings: a seeded year, half-day stays, no double booking, check-in/out, room changes, all audited. */

// A still wall clock: the world's now moves only when a test skips time.
const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const DAY = 86_400_000;
const roomsOf = async (session: string) => new Map((await bnb<BnbRoomList>('room/list', session, {}, ROOM_PAGE)).result.rows.map((r) => [r.did, r]));

describe('smart-bnb bookings', () => {
  it('seeds a year of stays: back to back, cancelled, checked out early, changed room; never two in one room', () => {
    const admin = backend.db.accounts.userById('u-1001')!;
    // The list answers at most 93 days at a time: read the year by quarters.
    const edges = ['2025-11-01', '2026-02-01', '2026-05-01', '2026-08-01', '2026-10-31', '2026-12-10'];
    const unique = new Map<string, Booking>();
    for (let q = 0; q + 1 < edges.length; q += 1) {
      for (const b of backend.db.smartbnb.bookings(admin, 'p-smartbnb-calendar', 'st-1001-04', edges[q]!, edges[q + 1]!).rows) unique.set(b.did, b);
    }
    const stays = [...unique.values()];
    const count = (status: string) => stays.filter((b) => b.status === status).length;
    expect([stays.length, count('checked-out'), count('cancelled'), count('checked-in'), count('booked')]).toEqual([7732, 6539, 464, 49, 680]);
    expect(stays.filter((b) => b.plannedTo).length).toBe(241);
    expect(stays.filter((b) => b.splitFrom).length).toBe(98);
    const split = stays.find((b) => b.splitFrom)!;
    const first = unique.get(split.splitFrom!)!;
    expect([first.movedTo, first.to, first.room === split.room]).toEqual([split.did, split.from, false]);
    // No two live stays of a room overlap; some leave the morning the next arrives.
    const live = stays.filter((b) => b.status !== 'cancelled').sort((a, b) => a.room.localeCompare(b.room) || a.from.localeCompare(b.from));
    let backToBack = 0;
    live.forEach((b, i) => {
      const next = live[i + 1];
      if (next?.room !== b.room) return;
      expect(b.to <= next.from).toBe(true);
      if (b.to === next.from) backToBack += 1;
    });
    expect(backToBack).toBeGreaterThan(1000);
    // Every stay was booked before the seed's day (Sunday 1 November 2026, 00:00 in Shanghai).
    expect(stays.filter((b) => b.createdAt >= '2026-10-31T16:00:00.000Z').map((b) => b.did)).toEqual([]);
  });

  it('creates a stay, recording who and when; a double booking is refused with a field error, a stay starting on a check-out day is not', async () => {
    const admin = await login('admin', 'admin123');
    const [room] = await freeRooms(admin, '2026-12-25', '2026-12-31');
    const made = await bnb<Booking>('booking/create', admin, { room, from: '2026-12-25', to: '2026-12-28', guest: 'Ada Lovelace', guests: 2 });
    expect([made.status, made.message]).toEqual([0, 'ok']);
    expect(made.result).toMatchObject({ room, from: '2026-12-25', to: '2026-12-28', nights: 3, status: 'booked', createdBy: 'admin', createdAt: new Date(backend.db.clock.now()).toISOString() });
    expect(made.result.amount).toBe(3 * made.result.nightly);
    const clash = await bnb<Booking>('booking/create', admin, { room, from: '2026-12-27', to: '2026-12-29', guest: 'Bob', guests: 1 });
    expect(clash.status).toBe(-1);
    expect(fieldsOf(clash)).toEqual([['room', 'smartbnb.validation.overlap', { room: made.result.roomName, from: '2026-12-25', to: '2026-12-28', booking: made.result.did }]]);
    const next = await bnb<Booking>('booking/create', admin, { room, from: '2026-12-28', to: '2026-12-30', guest: 'Bob', guests: 1 });
    expect(next.status).toBe(0);
    const before = await bnb<Booking>('booking/create', admin, { room, from: '2026-12-23', to: '2026-12-25', guest: 'Cy', guests: 1 });
    expect(before.status).toBe(0);
    const audit = backend.db.audit.query({ area: 'records', pid: 'p-smartbnb-calendar' }).filter((e) => e.action === 'booking-create').reverse();
    expect(audit.map((e) => [e.outcome, e.target, e.messageKey])).toEqual([
      ['ok', 'bk-st-1001-04-07733', ''], ['refused', 'new', 'smartbnb.validation.overlap'], ['ok', 'bk-st-1001-04-07734', ''], ['ok', 'bk-st-1001-04-07735', ''],
    ]);
  });

  it('refuses stays in the past, backwards, too long, over capacity, in a room out of order, with every bad field named', async () => {
    const admin = await login('admin', 'admin123');
    const rooms = await roomsOf(admin);
    const [free] = await freeRooms(admin, '2026-12-01', '2026-12-03');
    const create = (body: Record<string, unknown>) => bnb<Booking>('booking/create', admin, { room: free, guest: 'Eve', guests: 1, ...body });
    expect(fieldsOf(await create({ from: '2026-10-30', to: '2026-11-02' }))[0]?.slice(0, 2)).toEqual(['from', 'smartbnb.validation.pastCheckIn']);
    expect(fieldsOf(await create({ from: '2026-12-03', to: '2026-12-01' }))[0]?.slice(0, 2)).toEqual(['to', 'smartbnb.validation.checkOutAfterCheckIn']);
    expect(fieldsOf(await create({ from: '2026-12-01', to: '2027-03-01' }))[0]?.slice(0, 2)).toEqual(['to', 'smartbnb.validation.maxNights']);
    // A room smaller than the largest (a family room sleeps 4, the most a stay takes): one guest more is its capacity's refusal.
    const small = (await freeRooms(admin, '2026-12-01', '2026-12-03')).find((did) => rooms.get(did)!.capacity < 4)!;
    expect(fieldsOf(await create({ room: small, from: '2026-12-01', to: '2026-12-03', guests: rooms.get(small)!.capacity + 1 }))[0]?.slice(0, 2)).toEqual(['guests', 'smartbnb.validation.capacity']);
    expect(fieldsOf(await create({ from: '2026-12-01', to: '2026-12-03', guests: 5 }))[0]?.slice(0, 2)).toEqual(['guests', 'validation.max']);
    const broken = [...rooms.values()].find((r) => r.cleaning === 'out-of-order')!;
    expect(fieldsOf(await create({ room: broken.did, from: '2026-12-01', to: '2026-12-02' }))[0]?.slice(0, 2)).toEqual(['room', 'smartbnb.validation.outOfOrder']);
    expect(fieldsOf(await bnb<Booking>('booking/create', admin, { room: free, from: '2026-13-01', guests: 0 })).map((f) => f[0])).toEqual(['from', 'to', 'guest', 'guests']);
  });

  it('moves a stay to other days and another room, resizes it, and refuses a move onto another stay leaving it unchanged', async () => {
    const admin = await login('admin', 'admin123');
    const [a, b] = await freeRooms(admin, '2026-12-10', '2026-12-20');
    const stay = (await bnb<Booking>('booking/create', admin, { room: a, from: '2026-12-10', to: '2026-12-12', guest: 'Mo', guests: 1 })).result;
    const other = (await bnb<Booking>('booking/create', admin, { room: b, from: '2026-12-14', to: '2026-12-16', guest: 'Jo', guests: 1 })).result;
    const moved = (await bnb<BookingChange>('booking/move', admin, { did: stay.did, room: b, from: '2026-12-12', to: '2026-12-14' })).result.booking;
    expect([moved.room, moved.from, moved.to, moved.nights]).toEqual([b, '2026-12-12', '2026-12-14', 2]);
    const refused = await bnb<BookingChange>('booking/move', admin, { did: stay.did, to: '2026-12-15' });
    expect(fieldsOf(refused)).toEqual([['room', 'smartbnb.validation.overlap', { room: other.roomName, from: '2026-12-14', to: '2026-12-16', booking: other.did }]]);
    const list = (await bnb<BookingList>('booking/list', admin, { from: '2026-12-10', to: '2026-12-20' })).result.rows;
    expect(list.find((x) => x.did === stay.did)).toMatchObject({ room: b, from: '2026-12-12', to: '2026-12-14' });
    const resized = (await bnb<BookingChange>('booking/move', admin, { did: stay.did, from: '2026-12-11' })).result.booking;
    expect([resized.from, resized.to, resized.nights]).toEqual(['2026-12-11', '2026-12-14', 3]);
    const audit = backend.db.audit.query({ area: 'records', pid: 'p-smartbnb-calendar' }).filter((e) => e.action === 'booking-move').reverse();
    expect(audit.map((e) => [e.outcome, (e.before as Booking).from, ((e.after as BookingChange).booking ?? (e.after as Booking)).from])).toEqual([
      ['ok', '2026-12-10', '2026-12-12'], ['refused', '2026-12-12', '2026-12-12'], ['ok', '2026-12-12', '2026-12-11'],
    ]);
  });

  it('checks in (room occupied-clean), checks out early the next day (remaining nights freed, room vacant-dirty), and the freed nights can be booked', async () => {
    const admin = await login('admin', 'admin123');
    const arrivals = (await bnb<BookingList>('booking/list', admin, { from: '2026-11-01', to: '2026-11-02' })).result.rows.filter((b) => b.from === '2026-11-01' && b.status === 'booked' && b.nights >= 3);
    const rooms = await roomsOf(admin);
    const arrival = arrivals.find((b) => rooms.get(b.room)?.cleaning.startsWith('vacant'))!;
    const inside = (await bnb<BookingChange>('booking/checkin', admin, { did: arrival.did })).result.booking;
    expect([inside.status, inside.checkedInAt]).toEqual(['checked-in', new Date(backend.db.clock.now()).toISOString()]);
    expect((await roomsOf(admin)).get(arrival.room)?.cleaning).toBe('occupied-clean');
    expect((await bnb<BookingChange>('booking/checkin', admin, { did: arrival.did })).result).toEqual({ messageKey: 'smartbnb.refusal.status', values: { booking: arrival.did, status: 'checked-in', action: 'check in' } });
    backend.db.clock.skip(DAY);
    const out = (await bnb<BookingChange>('booking/checkout', admin, { did: arrival.did })).result.booking;
    expect([out.status, out.from, out.to, out.plannedTo, out.nights, out.amount]).toEqual(['checked-out', '2026-11-01', '2026-11-02', arrival.to, 1, arrival.nightly]);
    expect((await roomsOf(admin)).get(arrival.room)?.cleaning).toBe('vacant-dirty');
    const again = await bnb<Booking>('booking/create', admin, { room: arrival.room, from: '2026-11-02', to: arrival.to, guest: 'Walk-in', guests: 1 });
    expect(again.status).toBe(0);
  });

  it('lets a departure and an arrival share a day: the arrival checks in while the departing guest is still in, and the check-out leaves the room occupied-dirty', async () => {
    const admin = await login('admin', 'admin123');
    const today = (await bnb<BookingList>('booking/list', admin, { from: '2026-10-31', to: '2026-11-02' })).result.rows.filter((b) => b.status !== 'cancelled');
    const leaving = today.find((b) => b.to === '2026-11-01' && b.status === 'checked-in' && today.some((a) => a.room === b.room && a.from === '2026-11-01' && a.status === 'booked'))!;
    const arriving = today.find((a) => a.room === leaving.room && a.from === '2026-11-01')!;
    expect((await bnb<BookingChange>('booking/checkin', admin, { did: arriving.did })).result.booking.status).toBe('checked-in');
    const out = (await bnb<BookingChange>('booking/checkout', admin, { did: leaving.did })).result.booking;
    expect([out.status, out.to, out.plannedTo]).toEqual(['checked-out', '2026-11-01', undefined]);
    expect((await roomsOf(admin)).get(leaving.room)?.cleaning).toBe('occupied-dirty');
    const home = (await bnb<BnbHome>('home', admin, {}, 'p-smartbnb-home')).result;
    expect(home.toClean.some((r) => r.did === leaving.room)).toBe(true);
    expect(home.departures.find((b) => b.did === leaving.did)?.status).toBe('checked-out');
  });

  it('splits a stay whose room changes halfway: the nights so far stay in the old room, the rest continue in the new one', async () => {
    const admin = await login('admin', 'admin123');
    const guests = (await bnb<BookingList>('booking/list', admin, { from: '2026-11-01', to: '2026-11-02' })).result.rows.filter((b) => b.status === 'checked-in' && b.from < '2026-11-01' && b.to > '2026-11-03');
    const stay = guests[0]!;
    const [target] = await freeRooms(admin, '2026-11-01', stay.to);
    const change = (await bnb<BookingChange>('booking/move', admin, { did: stay.did, room: target })).result;
    expect([change.booking.status, change.booking.to, change.booking.movedTo, change.booking.room]).toEqual(['checked-out', '2026-11-01', change.continued?.did, stay.room]);
    expect(change.continued).toMatchObject({ room: target, from: '2026-11-01', to: stay.to, status: 'checked-in', splitFrom: stay.did, guest: stay.guest });
    const rooms = await roomsOf(admin);
    expect([rooms.get(stay.room)?.cleaning, rooms.get(target!)?.cleaning]).toEqual(['vacant-dirty', 'occupied-clean']);
    expect(fieldsOf(await bnb<BookingChange>('booking/move', admin, { did: change.continued!.did, from: '2026-10-01' }))[0]?.slice(0, 2)).toEqual(['from', 'smartbnb.validation.checkedInFrom']);
  });

  it('cancels a booked stay only; a viewer and another page are refused -45403', async () => {
    const admin = await login('admin', 'admin123');
    const [room] = await freeRooms(admin, '2026-11-28', '2026-11-30');
    const stay = (await bnb<Booking>('booking/create', admin, { room, from: '2026-11-28', to: '2026-11-30', guest: 'Ann', guests: 1 })).result;
    const cancelled = (await bnb<BookingChange>('booking/cancel', admin, { did: stay.did })).result.booking;
    expect([cancelled.status, cancelled.cancelledAt]).toEqual(['cancelled', new Date(backend.db.clock.now()).toISOString()]);
    expect((await bnb<BookingChange>('booking/cancel', admin, { did: stay.did })).result).toEqual({ messageKey: 'smartbnb.refusal.status', values: { booking: stay.did, status: 'cancelled', action: 'cancel' } });
    expect((await bnb<Booking>('booking/create', admin, { room, from: '2026-11-28', to: '2026-11-30', guest: 'Ben', guests: 1 })).status).toBe(0);
    expect((await bnb<Booking>('booking/create', admin, { room, from: '2026-12-28', to: '2026-12-30', guest: 'Ben', guests: 1 }, 'p-smartbnb-home')).status).toBe(-45403);
    const viewer = await login('viewer', 'viewer123');
    expect((await bnb<Booking>('booking/create', viewer, { room, from: '2026-12-28', to: '2026-12-30', guest: 'Ben', guests: 1 })).status).toBe(-45403);
    expect((await bnb<BookingChange>('booking/cancel', admin, { did: 'bk-none' })).status).toBe(-1);
  });
});
