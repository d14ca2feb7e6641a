import type { Envelope } from '../../../src/api/types';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import type { BnbRoomList, BookingList } from '../../../src/api/smartbnb/types';
import { call } from '../support';

/** The short-stay store of the tests (a hotel of pb-1001, Asia/Shanghai), and the smart-bnb pages. */
export const STORE = 'st-1001-04';
export const CALENDAR = 'p-smartbnb-calendar';
export const ROOM_PAGE = 'p-smartbnb-room';
export const HOME = 'p-smartbnb-home';

/** POST /officemerchant/airbnb/<path> on the store, as a session, with a page (calendar by default). */
export async function bnb<T>(path: string, session: string, body: Record<string, unknown> = {}, pid = CALENDAR): Promise<Envelope<T>> {
  return (await call<T>(`/officemerchant/airbnb/${path}`, { session, body: { pid, store: STORE, ...body } })).envelope;
}

export const fieldsOf = (envelope: Envelope<unknown>) => (envelope.result as unknown as ValidationFailure).errors.map((e) => [e.field, e.messageKey, e.values]);

/** Rooms with no stay (not cancelled) taking any night of [from, to), in room order. */
export async function freeRooms(session: string, from: string, to: string): Promise<string[]> {
  const rooms = (await bnb<BnbRoomList>('room/list', session, {}, ROOM_PAGE)).result.rows;
  const stays = (await bnb<BookingList>('booking/list', session, { from, to })).result.rows.filter((b) => b.status !== 'cancelled');
  return rooms.filter((r) => r.cleaning !== 'out-of-order' && !stays.some((b) => b.room === r.did)).map((r) => r.did);
}
