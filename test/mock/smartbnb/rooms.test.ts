// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BnbHome, BnbRoom, BnbRoomDetail, BnbRoomList, BookingList } from '../../../src/api/smartbnb/types';
import { login, startMockBackend } from '../support';
import { bnb, fieldsOf, HOME, ROOM_PAGE } from './support';

/** Smart-bnb rooms: the hotel's guest rooms of the space tree, their devices from the device simulator, housekeeping, the home figures. */

const backend = startMockBackend();

describe('smart-bnb rooms', () => {
  it('lets the 75 guest rooms of the store’s space tree, typed and priced, with seeded cleaning states', async () => {
    const admin = await login('admin', 'admin123');
    const list = (await bnb<BnbRoomList>('room/list', admin, {}, ROOM_PAGE)).result;
    expect(list.today).toBe('2026-11-01');
    expect(list.rows).toHaveLength(75);
    expect(list.rows[0]).toEqual({
      did: 'sp-st-1001-04-02-f02-r02', store: 'st-1001-04', name: '202 客房区', floor: '2F', building: 'sp-st-1001-04-02', buildingName: 'C座',
      type: 'family', capacity: 4, price: 688, currency: 'CNY', cleaning: 'vacant-clean',
    });
    const counts: Record<string, number> = {};
    for (const room of list.rows) counts[room.cleaning] = (counts[room.cleaning] ?? 0) + 1;
    expect(counts).toEqual({ 'vacant-clean': 22, 'vacant-dirty': 3, 'occupied-clean': 31, 'occupied-dirty': 18, 'out-of-order': 1 });
    // Every room is a room of the tree the device and energy screens show.
    const tree = backend.db.devices.world('st-1001-04').tree;
    expect(list.rows.every((room) => tree.node(room.did)?.roomtype === 'guest')).toBe(true);
  });

  it('shows a room’s devices as the device simulator has them, and a command there is the device-control command', async () => {
    const admin = await login('admin', 'admin123');
    const room = (await bnb<BnbRoomDetail>('room/get', admin, { room: 'sp-st-1001-04-02-f02-r02' }, ROOM_PAGE)).result;
    expect(room.devices.filter((d) => d.kind !== 'sensor').map((d) => [d.did, d.kind, d.subtype])).toEqual([
      ['sp-st-1001-04-02-f02-r02-ac1', 'ac', 1],
      ['sp-st-1001-04-02-f02-r02-lt1', 'power', 2],
      ['sp-st-1001-04-02-f02-r02-sk1', 'power', 1],
      ['sp-st-1001-04-02-f02-r02-ct1', 'curtain', undefined],
      ['sp-st-1001-04-02-f02-r02-spk1', 'speaker', undefined],
    ]);
    expect(room.devices.find((d) => d.kind === 'speaker')?.speaker).toEqual({ on: false, playing: false, volume: 30, playlist: '' });
    expect(room.devices[0]?.ac).toMatchObject({ on: false, mode: 'heat', setpoint: 21 });
    backend.db.devices.control(backend.db.accounts.userById('u-1001')!, 'p-ac-central', 'sp-st-1001-04-02-f02-r02-ac1', { on: true });
    backend.db.clock.skip(5000);
    const after = (await bnb<BnbRoomDetail>('room/get', admin, { room: 'sp-st-1001-04-02-f02-r02' }, ROOM_PAGE)).result;
    expect(after.devices[0]?.ac?.on).toBe(true);
    expect(after.devices[0]?.command?.state).toBe('confirmed');
  });

  it('changes housekeeping states, audited; occupied only with a guest in, vacant only without', async () => {
    const admin = await login('admin', 'admin123');
    const rooms = (await bnb<BnbRoomList>('room/list', admin, {}, ROOM_PAGE)).result.rows;
    const dirty = rooms.find((r) => r.cleaning === 'vacant-dirty')!;
    const cleaned = await bnb<BnbRoom>('room/cleaning', admin, { room: dirty.did, state: 'vacant-clean' }, ROOM_PAGE);
    expect(cleaned.result.cleaning).toBe('vacant-clean');
    const refused = await bnb<BnbRoom>('room/cleaning', admin, { room: dirty.did, state: 'occupied-dirty' }, ROOM_PAGE);
    expect(refused.status).toBe(-1);
    expect(fieldsOf(refused)).toEqual([['state', 'smartbnb.validation.noGuest', { room: dirty.name }]]);
    const occupied = rooms.find((r) => r.cleaning === 'occupied-dirty')!;
    expect(fieldsOf(await bnb<BnbRoom>('room/cleaning', admin, { room: occupied.did, state: 'out-of-order' }, ROOM_PAGE))[0]?.[1]).toBe('smartbnb.validation.guestIn');
    expect((await bnb<BnbRoom>('room/cleaning', admin, { room: occupied.did, state: 'occupied-clean' }, ROOM_PAGE)).result.cleaning).toBe('occupied-clean');
    expect((await bnb<BnbRoom>('room/cleaning', admin, { room: occupied.did, state: 'sparkling' }, ROOM_PAGE)).status).toBe(-1);
    const audit = backend.db.audit.query({ area: 'records', pid: ROOM_PAGE });
    expect(audit.map((e) => [e.action, e.outcome, e.before, e.after])).toEqual(expect.arrayContaining([
      ['room-cleaning', 'ok', { cleaning: 'vacant-dirty' }, { cleaning: 'vacant-clean' }],
      ['room-cleaning', 'refused', { cleaning: 'vacant-clean' }, { cleaning: 'vacant-clean' }],
    ]));
  });

  it('refuses a store the user does not reach, a store without short-stay rooms, and another page’s writes', async () => {
    const operator = await login('operator', 'operator123');
    expect((await bnb<BnbRoomList>('room/list', operator, {}, ROOM_PAGE)).status).toBe(-45403);
    const admin = await login('admin', 'admin123');
    const office = await bnb<BnbRoomList>('room/list', admin, { store: 'st-1005-01' }, ROOM_PAGE);
    expect([office.status, office.result]).toEqual([-1, { messageKey: 'smartbnb.refusal.noRooms', values: { store: 'st-1005-01' } }]);
    const wrongPage = await bnb<BnbRoom>('room/cleaning', admin, { room: 'sp-st-1001-04-02-f02-r02', state: 'vacant-dirty' }, HOME);
    expect(wrongPage.status).toBe(-45403);
  });

  it('answers the home figures from the same bookings the calendar shows', async () => {
    const admin = await login('admin', 'admin123');
    const home = (await bnb<BnbHome>('home', admin, {}, HOME)).result;
    expect({ ...home, arrivals: home.arrivals.length, departures: home.departures.length, toClean: home.toClean.length, upcoming: home.upcoming.length }).toEqual({
      store: 'st-1001-04', today: '2026-11-01', rooms: 75, occupied: 48, occupancy: 64.9, arrivals: 18, departures: 19,
      revenueToday: 26924, revenueMonth: 903040, currency: 'CNY', toClean: 21, upcoming: 147,
    });
    const tonight = (await bnb<BookingList>('booking/list', admin, { from: '2026-11-01', to: '2026-11-02' })).result.rows.filter((b) => b.status !== 'cancelled');
    // Half days: a stay leaving this morning does not take tonight.
    expect(tonight.length).toBe(48);
    expect(home.arrivals.every((b) => b.from === '2026-11-01' && b.status === 'booked')).toBe(true);
    expect(home.departures.every((b) => b.to === '2026-11-01' && b.status === 'checked-in')).toBe(true);
  });
});
