import type { ChargingPile } from './types.ts';

/** Where a pile is: what every record about a pile (its guns, orders, alarms, readings, work) carries of it. */
export interface PileRef {
  piledid: string;
  pilecode: string;
  stationdid: string;
  stationname: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
}

/** The one reference to a pile, from the pile's record. */
export function pileRef(pile: Pick<ChargingPile, 'did' | 'code' | 'stationdid' | 'stationname' | 'parentbusinessdid' | 'businessdid' | 'businessname'>): PileRef {
  return {
    piledid: pile.did,
    pilecode: pile.code,
    stationdid: pile.stationdid,
    stationname: pile.stationname,
    parentbusinessdid: pile.parentbusinessdid,
    businessdid: pile.businessdid,
    businessname: pile.businessname,
  };
}
