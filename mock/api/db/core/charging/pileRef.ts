import type { ChargingPile, ChargingStation } from './types.ts';

/** Where a station is: what every record about a station (its sites, plans, bills, tickets) carries of it. */
export interface StationRef {
  stationdid: string;
  stationname: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
}

/** Where a pile is: what every record about a pile (its guns, orders, alarms, readings, work) carries of it. */
export interface PileRef extends StationRef {
  piledid: string;
  pilecode: string;
}

/** The fields of a station reference (a form's link copies them from the pile or gun it picks). */
export const STATION_REF_FIELDS = ['stationdid', 'stationname', 'parentbusinessdid', 'businessdid', 'businessname'] as const satisfies readonly (keyof StationRef)[];

/** The fields of a pile reference. */
export const PILE_REF_FIELDS = ['piledid', 'pilecode', ...STATION_REF_FIELDS] as const satisfies readonly (keyof PileRef)[];

/** A form link's copy of fields the picked record carries under the same names. */
export function sameNamed(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, field]));
}

/** The one reference to a station, from the station's record. */
export function stationRef(station: Pick<ChargingStation, 'did' | 'name' | 'parentbusinessdid' | 'businessdid' | 'businessname'>): StationRef {
  return {
    stationdid: station.did,
    stationname: station.name,
    parentbusinessdid: station.parentbusinessdid,
    businessdid: station.businessdid,
    businessname: station.businessname,
  };
}

/** The station part of a record that carries one (a ticket opened from an alarm names the alarm's station). */
export function stationOf(ref: StationRef): StationRef {
  return stationRef({ did: ref.stationdid, name: ref.stationname, parentbusinessdid: ref.parentbusinessdid, businessdid: ref.businessdid, businessname: ref.businessname });
}

/** The one reference to a pile, from the pile's record. */
export function pileRef(pile: Pick<ChargingPile, 'did' | 'code' | 'stationdid' | 'stationname' | 'parentbusinessdid' | 'businessdid' | 'businessname'>): PileRef {
  return { piledid: pile.did, pilecode: pile.code, ...stationOf(pile) };
}
