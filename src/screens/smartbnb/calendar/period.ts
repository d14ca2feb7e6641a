import { addDays } from '../../../lib/carbon';

/** The calendar's period: a month from its first day, or a week from a Monday. */
export type CalendarView = 'month' | 'week';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week'];

export interface Period {
  view: CalendarView;
  /** First day shown, and the day after the last ([from, to)). */
  from: string;
  to: string;
  days: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (text: string): boolean => DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The period of `view` that holds `day`. */
export function periodOf(view: CalendarView, day: string): Period {
  let from: string;
  let to: string;
  if (view === 'month') {
    from = `${day.slice(0, 8)}01`;
    const [y = 0, m = 1] = from.split('-').map(Number);
    to = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  } else {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    from = addDays(day, -weekday);
    to = addDays(from, 7);
  }
  const days = Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));
  return { view, from, to, days };
}

/** The period before or after. */
export function shiftPeriod(period: Period, by: 1 | -1): Period {
  return periodOf(period.view, by === 1 ? period.to : addDays(period.from, -1));
}

/** Stays are loaded a week beyond the period each side, so a drag near an edge is checked too. */
export const LOAD_MARGIN = 7;
