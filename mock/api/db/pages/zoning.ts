import { CHINA_ZONE } from '../core/clock/zones.ts';
import { localDayIn } from '../core/tables/localDays.ts';
import type { LocalDay, Row } from '../core/tables/Table.ts';

/** A business's time zone, from its record (China's when it has none). */
export type ZoneOf = (business: string) => string;

/** Which columns of a list hold instants, and where its rows' businesses are. */
export interface Zoning {
  instants: ReadonlySet<string>;
  zoneOf: ZoneOf;
}

/** The zone a row lives in: its store's, its parent business's when it has no store, China's for company records. */
function rowZone(zoneOf: ZoneOf): (row: Row) => string {
  // One lookup per business per filter call: 40,000 orders come from a few dozen stores.
  const known = new Map<string, string>();
  return (row) => {
    const business = row.businessdid || row.parentbusinessdid;
    if (typeof business !== 'string' || business === '') return CHINA_ZONE;
    let zone = known.get(business);
    if (zone === undefined) {
      zone = zoneOf(business);
      known.set(business, zone);
    }
    return zone;
  };
}

/** Table.localDay of a list: an instant column's day in each row's zone; other columns have none. */
export function zonedLocalDay(zoning: Zoning | undefined, field: string): LocalDay | undefined {
  return zoning?.instants.has(field) ? localDayIn(field, rowZone(zoning.zoneOf)) : undefined;
}
