import { CLEANING_STATES, type CleaningState } from '../../../../src/api/smartbnb/types.ts';
import { dayAt, FieldErrors, numberAt, optionAt, stringAt, type Raw } from '../core/fieldErrors.ts';
import type { NewStay } from './StayBook.ts';

/** A new stay's fields, every error at once (status -1, result.errors). */
export function newStayOf(body: Raw): NewStay {
  const errors = new FieldErrors();
  const room = stringAt(errors, body.room, 'room', 80);
  const from = dayAt(errors, body.from, 'from');
  const to = dayAt(errors, body.to, 'to');
  const guest = stringAt(errors, body.guest, 'guest', 60);
  const guests = numberAt(errors, body.guests, 'guests', 1, 10, true);
  errors.check();
  return { room: room as string, from: from as string, to: to as string, guest: guest as string, guests: guests as number };
}

/** A move or resize: a room, a check-in day and a check-out day, each optional, at least one. */
export function stayChangeOf(body: Raw): { room?: string; from?: string; to?: string } {
  const errors = new FieldErrors();
  const out: { room?: string; from?: string; to?: string } = {};
  if (body.room !== undefined) out.room = stringAt(errors, body.room, 'room', 80);
  if (body.from !== undefined) out.from = dayAt(errors, body.from, 'from');
  if (body.to !== undefined) out.to = dayAt(errors, body.to, 'to');
  if (body.room === undefined && body.from === undefined && body.to === undefined) errors.add('to', 'required', 'a room, from or to is needed');
  errors.check();
  return out;
}

/** A day range [from, to) of at most 93 days (a calendar month or a week, with margins). */
export function rangeOf(body: Raw): { from: string; to: string } {
  const errors = new FieldErrors();
  const from = dayAt(errors, body.from, 'from');
  const to = dayAt(errors, body.to, 'to');
  if (from && to && (to <= from || Date.parse(to) - Date.parse(from) > 93 * 86_400_000)) errors.add('to', 'max', 'expected 1 to 93 days after from', 'validation.max', { max: 93 });
  errors.check();
  return { from: from as string, to: to as string };
}

export function cleaningOf(body: Raw): CleaningState {
  const errors = new FieldErrors();
  const state = optionAt(errors, body.state, 'state', CLEANING_STATES);
  errors.check();
  return state as CleaningState;
}
