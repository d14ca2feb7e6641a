import { addDays } from '../../../lib/carbon';
import type { BnbRoom, Booking } from '../../../api/smartbnb/types';

/** How far a drag or the keys took a stay: days moved, rows moved, and each end's own days. */
export interface StayShift {
  days: number;
  rows: number;
  start: number;
  end: number;
}
export const NO_SHIFT: StayShift = { days: 0, rows: 0, start: 0, end: 0 };

export interface StayDraft {
  did: string;
  room: string;
  from: string;
  to: string;
}

/** A reason a draft cannot be dropped: a message id of the smart-bnb validation keys and its values. */
export interface DropRefusal {
  id: string;
  values: Record<string, string | number>;
}

/**
 * The stay after a shift, into `room`. A checked-in stay keeps its check-in day: only its room and
 * check-out day change (moved to another room, the nights from today go there: the mock splits it).
 */
export function draftOf(stay: Booking, shift: StayShift, room: string): StayDraft {
  if (stay.status === 'checked-in') return { did: stay.did, room, from: stay.from, to: addDays(stay.to, shift.end) };
  return { did: stay.did, room, from: addDays(stay.from, shift.days + shift.start), to: addDays(stay.to, shift.days + shift.end) };
}

/** Only booked and checked-in stays move. */
export const movable = (stay: Booking): boolean => stay.status === 'booked' || stay.status === 'checked-in';

/**
 * The server's rules checked before a drop, on the stays loaded (the server checks again): nights
 * forward, not before today, a room in order and big enough, no other stay taking a night.
 */
export function dropRefusal(draft: StayDraft, stay: Booking, rooms: ReadonlyMap<string, BnbRoom>, stays: readonly Booking[], today: string): DropRefusal | null {
  if (draft.to <= draft.from) return { id: 'smartbnb.validation.checkOutAfterCheckIn', values: { from: draft.from, to: draft.to } };
  if (stay.status === 'checked-in' && draft.to <= today) return { id: 'smartbnb.validation.checkOutAfterToday', values: { to: draft.to, today } };
  if (stay.status === 'booked' && draft.from < today && draft.from !== stay.from) return { id: 'smartbnb.validation.pastCheckIn', values: { from: draft.from, today } };
  const room = rooms.get(draft.room);
  if (!room) return null;
  if (room.cleaning === 'out-of-order' && draft.room !== stay.room) return { id: 'smartbnb.validation.outOfOrder', values: { room: room.name } };
  if (stay.guests > room.capacity) return { id: 'smartbnb.validation.capacity', values: { room: room.name, max: room.capacity } };
  // A room change during a stay takes the new room from today only.
  const from = stay.status === 'checked-in' && draft.room !== stay.room && draft.from < today ? today : draft.from;
  const other = stays.find((b) => b.room === draft.room && b.did !== stay.did && b.status !== 'cancelled' && b.from < draft.to && b.to > from);
  return other ? { id: 'smartbnb.validation.overlap', values: { room: room.name, from: other.from, to: other.to } } : null;
}

/** The fields of a move that differ from the stay (what the server is sent); empty when nothing changed. */
export function changeOf(draft: StayDraft, stay: Booking): { room?: string; from?: string; to?: string } {
  return {
    ...(draft.room !== stay.room ? { room: draft.room } : {}),
    ...(draft.from !== stay.from ? { from: draft.from } : {}),
    ...(draft.to !== stay.to ? { to: draft.to } : {}),
  };
}
