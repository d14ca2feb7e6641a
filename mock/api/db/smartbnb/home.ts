import type { BnbHome } from '../../../../src/api/smartbnb/types.ts';
import { addDays, monthOf } from '../core/clock/dates.ts';
import type { StayBook } from './StayBook.ts';

/** The home page's figures of a store, from the same bookings the calendar shows. */
export function homeOf(book: StayBook, today: string): BnbHome {
  const live = book.bookings.filter((b) => b.status !== 'cancelled');
  const tonight = book.tonight(today);
  const lettable = book.rooms.filter((r) => r.cleaning !== 'out-of-order').length;
  const month = monthOf(today);
  let revenueMonth = 0;
  for (const b of live) {
    for (let day = b.from; day < b.to; day = addDays(day, 1)) if (monthOf(day) === month) revenueMonth += b.nightly;
  }
  const week = addDays(today, 8);
  return {
    store: book.store,
    today,
    rooms: book.rooms.length,
    occupied: tonight.length,
    occupancy: lettable === 0 ? 0 : Math.round((tonight.length / lettable) * 1000) / 10,
    arrivals: live.filter((b) => b.from === today),
    departures: live.filter((b) => b.to === today),
    revenueToday: tonight.reduce((sum, b) => sum + b.nightly, 0),
    revenueMonth,
    currency: book.rooms[0]?.currency ?? 'CNY',
    toClean: book.rooms.filter((r) => r.cleaning === 'vacant-dirty' || r.cleaning === 'occupied-dirty'),
    upcoming: live.filter((b) => b.status === 'booked' && b.from > today && b.from < week).sort((a, b) => a.from.localeCompare(b.from)),
  };
}
