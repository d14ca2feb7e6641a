import type { DataBounds } from '../../../../../src/api/operations/boundsTypes.ts';
import { CHINA_ZONE, dayIn } from '../../core/clock/zones.ts';
import type { Row } from '../../core/tables/Table.ts';

/** Rows of one list and the field that dates them (an ISO instant), e.g. the orders' `starttime`. */
export interface DatedRows {
  rows: readonly Row[];
  field: string;
}

/**
 * The days the records cover (the overviews' and the analysis' one window): the first and last
 * record's day in its store's zone, both clamped to today (China time). Without a record the
 * window is today alone.
 */
export function dataBounds(lists: readonly DatedRows[], zoneOf: (store: string) => string, now: number): DataBounds {
  const today = dayIn(now, CHINA_ZONE);
  let first: string | null = null;
  let last: string | null = null;
  for (const { rows, field } of lists) {
    for (const row of rows) {
      const at = Date.parse(String(row[field] ?? ''));
      if (Number.isNaN(at)) continue;
      const day = dayIn(at, zoneOf(String(row.businessdid ?? '')));
      if (first === null || day < first) first = day;
      if (last === null || day > last) last = day;
    }
  }
  const clamp = (day: string | null) => (day === null || day > today ? today : day);
  return { firstDay: clamp(first), lastDay: clamp(last), today };
}
