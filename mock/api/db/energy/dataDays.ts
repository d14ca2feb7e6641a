import type { Fields } from '../../request.ts';
import { DATA_TO } from '../core/clock/calendar.ts';
import type { Metering } from '../core/metering/Metering.ts';

/**
 * The latest last day with readings among the stores a request names (`store` or `stores`): the
 * seed's last day, then today once the world clock ran on (Metering.lastDayOf). An unknown store
 * is refused later, by its reader.
 */
export function lastDayFor(body: Fields, metering: Metering): string {
  const named = [body.store, ...(Array.isArray(body.stores) ? body.stores : [])].filter((did): did is string => typeof did === 'string');
  let last = DATA_TO;
  for (const did of named) {
    const day = metering.plans.has(did) ? metering.lastDayOf(did) : DATA_TO;
    if (day > last) last = day;
  }
  return last;
}
