/**
 * Dates as people read and type them: ONE convention per language (issue 38 §3), used by the
 * pickers (their `format`), calendar titles, messages that name days, and exports.
 *  - zh, zh_hk, en: numeric days year first (2026-11-02), months and titles in the language.
 *  - th: the Gregorian era (ค.ศ.) everywhere — titles (พฤศจิกายน 2026), fields and messages
 *    (02/11/2026, day first) and exports — so what is typed, read and exported is the same year;
 *    the Intl locale of Thai asks for the Gregorian calendar (LOCALE_INTL_TAG in src/i18n).
 * Days are 'YYYY-MM-DD' strings and months 'YYYY-MM' (calendar days, no zone to shift them).
 */
import type { IntlShape } from 'react-intl';
import { wallClockAt } from './days';

type Convention = 'iso' | 'th';

/** The dayjs tokens of a typed day and month per convention (antd pickers take them as `format`). */
const FIELD: Record<Convention, { day: string; month: string }> = {
  iso: { day: 'YYYY-MM-DD', month: 'YYYY-MM' },
  th: { day: 'DD/MM/YYYY', month: 'MM/YYYY' },
};

const DAY_MS = 86_400_000;
/** 1970-01-05, a Monday: weekday names are read off the week that starts there. */
const EPOCH_MONDAY = 4 * DAY_MS;

function conventionOf(intl: Pick<IntlShape, 'locale'>): Convention {
  return intl.locale.toLowerCase().startsWith('th') ? 'th' : 'iso';
}

/** The format of a typed day ('day') or month ('month') in the language: antd pickers' `format`. */
export function fieldFormat(intl: Pick<IntlShape, 'locale'>, kind: 'day' | 'month' = 'day'): string {
  return FIELD[conventionOf(intl)][kind];
}

/** Fills dayjs tokens YYYY, MM, DD from a day's parts. */
function fill(format: string, year: string, month: string, day = '01'): string {
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day);
}

/** A day as the language writes it ('2026-11-02'; Thai '02/11/2026'); text that is not a day stays as it is. */
export function dayText(intl: Pick<IntlShape, 'locale'>, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? fill(fieldFormat(intl), match[1]!, match[2]!, match[3]!) : day;
}

/** A day without its year, for chart axes and short labels ('02-01' year-first order; Thai day first '01/02'); text that is not a day stays as it is. */
export function shortDayText(intl: Pick<IntlShape, 'locale'>, day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  return conventionOf(intl) === 'th' ? `${match[2]}/${match[1]}` : `${match[1]}-${match[2]}`;
}

/** A month as typed and listed ('2026-11'; Thai '11/2026'). */
export function monthText(intl: Pick<IntlShape, 'locale'>, month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? fill(fieldFormat(intl, 'month'), match[1]!, match[2]!) : month;
}

/** Reads a day typed in the language's format back to 'YYYY-MM-DD' (ISO typed text is read too); undefined when it is not a day. */
export function parseDayText(intl: Pick<IntlShape, 'locale'>, text: string): string | undefined {
  const typed = text.trim();
  const th = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const parts = conventionOf(intl) === 'th' && th ? [th[3], th[2], th[1]] : iso ? [iso[1], iso[2], iso[3]] : undefined;
  if (!parts) return undefined;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  const real = at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
  return real ? at.toISOString().slice(0, 10) : undefined;
}

/** A calendar's title for a month: 'November 2026', '2026年11月', 'พฤศจิกายน 2026'. */
export function monthTitle(intl: IntlShape, month: string): string {
  return dayForm(intl, `${month.slice(0, 7)}-15`, { year: 'numeric', month: 'long' });
}

/** Two days as a range, each as the language writes it ('2026-11-02 – 2026-11-08'). */
export function dayRangeText(intl: IntlShape, from: string, to: string): string {
  return `${dayText(intl, from)} – ${dayText(intl, to)}`;
}

/** An instant as the day and the 24-hour minute (or second) it reads in `zone` ('2026-11-02 09:30'; Thai '02/11/2026 09:30'). */
export function dateTimeText(intl: IntlShape, instant: number | string, zone?: string, withSeconds = false): string {
  const clock = wallClockAt(new Date(instant).getTime(), zone);
  return `${dayText(intl, clock.day)} ${clock.hour}:${clock.minute}${withSeconds ? `:${clock.second}` : ''}`;
}

/** An instant as a stamp in a sentence ('Nov 2, 2026, 9:30 AM'; the medium day and short time of the language) in `zone`, else the intl's zone (the store's). */
export function stampText(intl: IntlShape, instant: number | string | Date, zone?: string): string {
  return instantForm(intl, instant, { dateStyle: 'medium', timeStyle: 'short' }, zone);
}

/** An instant in a form of the language (a live clock, a short 'since'), in `zone`, else the intl's zone. */
export function instantForm(intl: IntlShape, instant: number | string | Date, form: Intl.DateTimeFormatOptions, zone?: string): string {
  return intl.formatDate(instant, { ...form, ...(zone ? { timeZone: zone } : {}) });
}

/** A calendar day 'YYYY-MM-DD' in a form of the language ('Mon, Nov 2'; 'Monday 2 November'): a day, so no zone can move it. */
export function dayForm(intl: IntlShape, day: string, form: Intl.DateTimeFormatOptions): string {
  return intl.formatDate(`${day.slice(0, 10)}T12:00:00Z`, { ...form, timeZone: 'UTC' });
}

/** Two calendar days as one range in a form of the language ('Nov 2 – 8, 2026'; the shared parts written once). */
export function dayRangeForm(intl: IntlShape, from: string, to: string, form: Intl.DateTimeFormatOptions): string {
  return intl.formatDateTimeRange(new Date(`${from.slice(0, 10)}T12:00:00Z`), new Date(`${to.slice(0, 10)}T12:00:00Z`), { ...form, timeZone: 'UTC' });
}

/** The name of an ISO weekday (1 Monday … 7 Sunday) in the language. */
export function weekdayName(intl: IntlShape, weekday: number, width: 'narrow' | 'short' | 'long' = 'short'): string {
  return intl.formatDate(EPOCH_MONDAY + (weekday - 1) * DAY_MS, { weekday: width, timeZone: 'UTC' });
}

/** A wall-clock 'HH:mm' as the language writes a 24-hour time. */
export function clockText(intl: IntlShape, clock: string): string {
  const minutes = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  return intl.formatTime(minutes * 60_000, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
}
