import { dayIn } from '../clock/zones.ts';
import type { LocalDay, Row } from './Table.ts';

/** A date and time with Z or an offset; zone-less text is a wall clock and keeps comparing as text. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A filter bound that names a whole day (the filter bar's dateRange sends these). */
export const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The local day of a column's instants, each row's in the zone `zoneOf` gives it. */
export function localDayIn(field: string, zoneOf: (row: Row) => string): LocalDay {
  return (row) => {
    const value = row[field];
    if (typeof value !== 'string' || !INSTANT.test(value)) return undefined;
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : dayIn(ms, zoneOf(row));
  };
}
