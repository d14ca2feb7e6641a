// The bridge between the lib's 'YYYY-MM-DD' days and antd's dayjs values: dayjs stays in ui.
import type { DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// Registers dayjs' en-gb locale (weeks from Monday, ISO week numbers) for the week panels below.
import 'dayjs/locale/en-gb';

/** A picker value for a day (local midnight: antd's panels work in local time). */
export function dayjsOf(day: string): Dayjs {
  return dayjs(day, 'YYYY-MM-DD');
}

/** The calendar day a picker value stands for. */
export function dayOf(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

/** The Monday of the week holding `value` (the console's weeks run Monday to Sunday in every language). */
export function mondayOf(value: Dayjs): Dayjs {
  return value.subtract((value.day() + 6) % 7, 'day').startOf('day');
}

/**
 * Locale override for week pickers: antd merges it into the language's own picker texts and only
 * swaps the week rules, so the panel's rows run Monday to Sunday, as the periods do. Without it
 * the English panel shows Sunday rows and a click on a Sunday would pick the week before the row.
 */
export const MONDAY_WEEK_LOCALE = { lang: { locale: 'en_GB' } } as unknown as DatePickerProps['locale'];
