import type { Dayjs } from 'dayjs';
import { mondayOf } from './pickerDays';

export type TimeGranularity = 'day' | 'week' | 'month' | 'year' | 'custom';

/** A chosen period: its granularity and its first and last instants (inclusive). */
export interface TimeRange {
  granularity: TimeGranularity;
  start: Dayjs;
  end: Dayjs;
}

/**
 * The whole day, week (Monday to Sunday), month or year around `anchor`; a custom range covers
 * whole days.
 */
export function rangeOf(granularity: TimeGranularity, anchor: Dayjs, until: Dayjs = anchor): TimeRange {
  if (granularity === 'week') {
    const start = mondayOf(anchor);
    return { granularity, start, end: start.add(6, 'day').endOf('day') };
  }
  const unit = granularity === 'custom' ? 'day' : granularity;
  const [from, to] = until.isBefore(anchor) ? [until, anchor] : [anchor, until];
  return { granularity, start: from.startOf(unit), end: (granularity === 'custom' ? to : from).endOf(unit) };
}
