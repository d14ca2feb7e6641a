// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BnbRoom, Booking } from '../../../src/api/smartbnb/types';
import { barBox } from '../../../src/screens/smartbnb/calendar/geometry';
import { periodOf, shiftPeriod } from '../../../src/screens/smartbnb/calendar/period';
import { changeOf, draftOf, dropRefusal, NO_SHIFT } from '../../../src/screens/smartbnb/calendar/stayChange';

/** The calendar's pure rules: periods, half-day bars, drafts and the checks before a drop. */
const room = (did: string, name: string, extra: Partial<BnbRoom> = {}): BnbRoom => ({ did, store: 's', name, building: 'b', buildingName: 'B', floor: 'F1', type: 'standard', capacity: 2, price: 388, currency: 'CNY', cleaning: 'vacant-clean', ...extra });
const stay = (did: string, roomDid: string, from: string, to: string, extra: Partial<Booking> = {}): Booking => ({
  did, store: 's', room: roomDid, roomName: roomDid, guest: 'G', guests: 2, from, to, nights: 0, nightly: 388, amount: 0, status: 'booked', createdBy: 'admin', createdAt: '2026-10-01T04:00:00.000Z', ...extra,
});
const ROOMS = new Map([['r1', room('r1', '101')], ['r2', room('r2', '102')], ['r3', room('r3', '103', { cleaning: 'out-of-order' })], ['r4', room('r4', '104', { capacity: 1 })]]);

describe('calendar rules', () => {
  it('a month from its first day, a week from its Monday; next and previous', () => {
    expect(periodOf('month', '2026-11-17')).toMatchObject({ from: '2026-11-01', to: '2026-12-01' });
    expect(periodOf('month', '2026-12-05').days).toHaveLength(31);
    expect(periodOf('week', '2026-11-01')).toMatchObject({ from: '2026-10-26', to: '2026-11-02' });
    expect(shiftPeriod(periodOf('month', '2026-12-05'), 1).from).toBe('2027-01-01');
    expect(shiftPeriod(periodOf('week', '2026-11-04'), -1).from).toBe('2026-10-26');
  });

  it('a bar runs from the middle of its check-in day to the middle of its check-out day, cut at the period', () => {
    const november = periodOf('month', '2026-11-01');
    expect(barBox({ from: '2026-11-05', to: '2026-11-09' }, november, 44)).toEqual({ left: 198, width: 176, cutStart: false, cutEnd: false });
    expect(barBox({ from: '2026-10-29', to: '2026-11-01' }, november, 44)).toEqual({ left: 0, width: 22, cutStart: true, cutEnd: false });
    expect(barBox({ from: '2026-11-30', to: '2026-12-03' }, november, 44)).toEqual({ left: 1298, width: 22, cutStart: false, cutEnd: true });
    expect(barBox({ from: '2026-10-20', to: '2026-10-31' }, november, 44)).toBeNull();
  });

  it('refuses a draft taking another stay’s night, a past check-in, a room out of order or too small; a stay may start on a check-out day', () => {
    const moving = stay('a', 'r1', '2026-11-10', '2026-11-12');
    const stays = [moving, stay('b', 'r2', '2026-11-12', '2026-11-14'), stay('c', 'r2', '2026-11-05', '2026-11-08', { status: 'cancelled' })];
    const check = (shift: Partial<typeof NO_SHIFT>, to = 'r1') => dropRefusal(draftOf(moving, { ...NO_SHIFT, ...shift }, to), moving, ROOMS, stays, '2026-11-01');
    expect(check({ days: 1 }, 'r2')).toEqual({ id: 'smartbnb.validation.overlap', values: { room: '102', from: '2026-11-12', to: '2026-11-14' } });
    expect(check({}, 'r2')).toBeNull(); // leaves the morning b arrives
    expect(check({ days: -5 }, 'r2')).toBeNull(); // over a cancelled stay
    expect(check({ days: -10 })?.id).toBe('smartbnb.validation.pastCheckIn');
    expect(check({ end: -2 })?.id).toBe('smartbnb.validation.checkOutAfterCheckIn');
    expect(check({}, 'r3')?.id).toBe('smartbnb.validation.outOfOrder');
    expect(check({}, 'r4')).toEqual({ id: 'smartbnb.validation.capacity', values: { room: '104', max: 1 } });
    expect(changeOf(draftOf(moving, { ...NO_SHIFT, days: 2 }, 'r2'), moving)).toEqual({ room: 'r2', from: '2026-11-12', to: '2026-11-14' });
    expect(changeOf(draftOf(moving, { ...NO_SHIFT, end: 1 }, 'r1'), moving)).toEqual({ to: '2026-11-13' });
  });

  it('a checked-in stay keeps its check-in day; moved to another room, only the nights from today must be free there', () => {
    const guest = stay('g', 'r1', '2026-10-30', '2026-11-03', { status: 'checked-in' });
    const stays = [guest, stay('x', 'r2', '2026-10-28', '2026-11-01', { status: 'checked-in' })];
    const draft = draftOf(guest, { ...NO_SHIFT, days: 3, end: 1 }, 'r2');
    expect(draft).toEqual({ did: 'g', room: 'r2', from: '2026-10-30', to: '2026-11-04' });
    expect(dropRefusal(draft, guest, ROOMS, stays, '2026-11-01')).toBeNull();
    expect(dropRefusal(draftOf(guest, { ...NO_SHIFT, end: -3 }, 'r1'), guest, ROOMS, stays, '2026-11-01')?.id).toBe('smartbnb.validation.checkOutAfterToday');
  });
});
