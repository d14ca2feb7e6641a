import type { FieldRule } from '../../../../src/api/pageConfig.ts';
import type { Booking } from '../../../../src/api/smartbnb/types.ts';
import { FieldErrors } from '../core/fieldErrors.ts';
import { keyedRefusal, said } from '../core/said.ts';

/** One field error (status -1, result.errors) with its message key. */
export function refuseField(field: string, rule: FieldRule, message: string, messageKey: string, values: Record<string, string | number>): never {
  const errors = new FieldErrors();
  errors.add(field, rule, message, messageKey, values);
  errors.check();
  throw new Error('unreachable');
}

/** The nights are taken by another stay of the room: a double booking. */
export function refuseOverlap(field: string, other: Booking): never {
  return refuseField(field, 'unique', `room ${other.roomName} is booked from ${other.from} to ${other.to} (${other.did})`, 'smartbnb.validation.overlap', {
    room: other.roomName, from: other.from, to: other.to, booking: other.did,
  });
}

/** A change the booking's status does not allow (checking out a cancelled stay…). */
export function refuseStatus(booking: Booking, action: string): never {
  throw keyedRefusal(said(`cannot ${action} booking ${booking.did}: it is ${booking.status}`, 'smartbnb.refusal.status', { booking: booking.did, status: booking.status, action }));
}
