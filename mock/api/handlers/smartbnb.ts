import { http, type HttpHandler } from 'msw';
import { authed, authedWrite, type AuthedInfo, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { cleaningOf, newRoomOf, newStayOf, rangeOf, sceneOf, speakerCmdOf, stayChangeOf } from '../db/smartbnb/inputs.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';

/** A command to a room's devices (a scene, the speaker), as the device commands are audited. */
const ROOM_COMMAND: Partial<WriteEndpoint> = { area: 'command', resource: 'bnb-room' };

/** /officemerchant/airbnb/{room,booking,scene,music}/* and /home (src/api/smartbnb/types.ts lists the calls). */
export function smartbnbHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user'], pid: string, store: string) => unknown) =>
    http.post(
      route(`/officemerchant/airbnb/${path}`),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(answer(body, user, requireString(body, 'pid'), requireString(body, 'store')));
      }),
    );
  /** A write: its body's checks are audited as its refusals too. */
  const write = (path: string, op: string, answer: (body: Fields, user: AuthedInfo['user'], pid: string, store: string) => unknown, endpoint: Partial<WriteEndpoint> = {}) =>
    http.post(
      route(`/officemerchant/airbnb/${path}`),
      authedWrite(db, { area: 'records', op, resource: op.startsWith('room') ? 'bnb-room' : 'bnb-booking', ...endpoint }, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(answer(body, user, requireString(body, 'pid'), requireString(body, 'store')));
      }),
    );
  const did = (body: Fields) => requireString(body, 'did');
  return [
    post('room/list', (_body, user, pid, store) => db.smartbnb.rooms(user, pid, store)),
    post('room/get', (body, user, pid, store) => db.smartbnb.room(user, pid, store, requireString(body, 'room'))),
    write('createVirtualBusiness', 'room-create', (body, user, pid, store) => db.smartbnb.createRoom(user, pid, store, newRoomOf(body))),
    write('room/cleaning', 'room-cleaning', (body, user, pid, store) => db.smartbnb.setCleaning(user, pid, store, requireString(body, 'room'), cleaningOf(body))),
    post('booking/list', (body, user, pid, store) => {
      const { from, to } = rangeOf(body);
      return db.smartbnb.bookings(user, pid, store, from, to);
    }),
    write('booking/create', 'booking-create', (body, user, pid, store) => db.smartbnb.createBooking(user, pid, store, newStayOf(body))),
    write('booking/move', 'booking-move', (body, user, pid, store) => db.smartbnb.moveBooking(user, pid, store, did(body), stayChangeOf(body))),
    write('booking/cancel', 'booking-cancel', (body, user, pid, store) => db.smartbnb.cancelBooking(user, pid, store, did(body))),
    write('booking/checkin', 'booking-checkin', (body, user, pid, store) => db.smartbnb.checkIn(user, pid, store, did(body))),
    write('booking/checkout', 'booking-checkout', (body, user, pid, store) => db.smartbnb.checkOut(user, pid, store, did(body))),
    post('home', (_body, user, pid, store) => db.smartbnb.home(user, pid, store)),
    // The room's devices commanded: a refusal before their commands (the room, the body) is audited as one on the room.
    write('scene/run', 'set', (body, user, pid, store) => {
      const { scene, playlist } = sceneOf(body);
      return db.smartbnb.controls.runScene(user, pid, store, requireString(body, 'room'), scene, playlist);
    }, ROOM_COMMAND),
    post('music/get', (body, user, pid, store) => db.smartbnb.controls.speaker(user, pid, store, requireString(body, 'room'))),
    write('music/set', 'set', (body, user, pid, store) => db.smartbnb.controls.setSpeaker(user, pid, store, requireString(body, 'room'), speakerCmdOf(body)), ROOM_COMMAND),
  ];
}
