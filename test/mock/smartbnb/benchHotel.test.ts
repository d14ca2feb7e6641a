// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BnbRoomList, BookingList } from '../../../src/api/smartbnb/types';
import { call, CONTROL_HEADERS as CONTROL, login, startMockBackend } from '../support';
import { bnb, ROOM_PAGE } from './support';

/** The bench's big hotel (mock control smartbnb-bench-hotel): 300 let rooms with a year of bookings, for the calendar row. */

startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });

describe('smart-bnb bench hotel', () => {
  it('grows st-1001-04 to 300 rooms with bookings, never two in one room; refuses a size out of range', async () => {
    const grown = await call<{ rooms: number; added: number }>('/__mock__/control', { headers: CONTROL, body: { action: 'smartbnb-bench-hotel', username: 'bnbhost', store: 'st-1001-04', rooms: 300 } });
    expect(grown.envelope.result).toEqual({ rooms: 300, added: 225 });
    const host = await login('bnbhost', 'bnbhost123');
    const rooms = (await bnb<BnbRoomList>('room/list', host, {}, ROOM_PAGE)).result.rows;
    expect([rooms.length, rooms[299]?.name]).toEqual([300, 'B0300']);
    const month = (await bnb<BookingList>('booking/list', host, { from: '2026-11-01', to: '2026-12-01' })).result.rows.filter((b) => b.status !== 'cancelled');
    expect(new Set(month.map((b) => b.room)).size).toBe(300);
    const byRoom = [...month].sort((a, b) => a.room.localeCompare(b.room) || a.from.localeCompare(b.from));
    byRoom.forEach((b, i) => {
      const next = byRoom[i + 1];
      if (next?.room === b.room) expect(b.to <= next.from).toBe(true);
    });
    expect(new Set(month.map((b) => b.did)).size).toBe(month.length);
    const tooBig = await call('/__mock__/control', { headers: CONTROL, body: { action: 'smartbnb-bench-hotel', username: 'bnbhost', store: 'st-1001-04', rooms: 5000 } });
    expect(tooBig.envelope.status).not.toBe(0);
  });
});
