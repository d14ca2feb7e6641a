import type { CalendarView, Period } from './period';
import { daysBetween } from './period';

/** Row height and the room column's width (px); a day's width by view. */
export const ROW_H = 36;
export const NAME_W = 176;
export const dayWidth = (view: CalendarView): number => (view === 'month' ? 44 : 132);

export interface BarBox {
  left: number;
  width: number;
  /** The stay begins before the period or ends after it: that end is cut square. */
  cutStart: boolean;
  cutEnd: boolean;
}

/**
 * A stay's bar in a row: from the middle of its check-in day (afternoon) to the middle of its
 * check-out day (morning), cut at the period's edges; null when none of it shows.
 */
export function barBox(stay: { from: string; to: string }, period: Period, dayW: number): BarBox | null {
  const total = period.days.length * dayW;
  const start = (daysBetween(period.from, stay.from) + 0.5) * dayW;
  const end = (daysBetween(period.from, stay.to) + 0.5) * dayW;
  const left = Math.max(0, start);
  const right = Math.min(total, end);
  if (right <= left) return null;
  return { left, width: right - left, cutStart: start < 0, cutEnd: end > total };
}
