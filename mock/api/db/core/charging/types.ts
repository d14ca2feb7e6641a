import type { PileRef, StationRef } from './pileRef.ts';

/** The charging registry's records: station → pile → gun, each in its store's space tree. */

/** A store's metered charging load: where the registry puts one station. */
export interface ChargingSite {
  store: {
    did: string;
    name: string;
    parentdid: string;
    province: string;
    city: string;
    citycode: string;
    longitude: number;
    latitude: number;
    /** The store's IANA zone: the station's dates are its local days. */
    timezone: string;
  };
  /** The building the station stands at, and its space (the building's ground floor). */
  building: string;
  space: string;
  /** The energy meter of the station's piles and its rated power (the sum of its piles'), kW. */
  meter: string;
  ratedKw: number;
  /** A V2G discharge load beside the piles, if the store has one. */
  discharge?: { meter: string; ratedKw: number };
}

export interface ChargingStation {
  did: string;
  code: string;
  name: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  province: string;
  city: string;
  citycode: string;
  longitude: number;
  latitude: number;
  building: string;
  space: string;
  meter: string;
  /** '' and 0 without a V2G load. */
  dischargemeter: string;
  dischargepower: number;
  operationtype: 'self' | 'third';
  status: 'operating' | 'building' | 'suspended';
  pilecount: number;
  guncount: number;
  ratedpower: number;
  commissiondate: string;
  createtime: string;
  updatetime: string;
}

export type EquipmentStatus = 'idle' | 'charging' | 'fault' | 'offline';

export interface ChargingPile extends StationRef {
  did: string;
  code: string;
  name: string;
  type: 'dc' | 'ac';
  power: number;
  guncount: number;
  manufacturer: string;
  model: string;
  serialno: string;
  firmware: string;
  status: EquipmentStatus;
  commissiondate: string;
  warrantyend: string;
  createtime: string;
  updatetime: string;
}

export interface ChargingGun extends PileRef {
  did: string;
  code: string;
  gunno: number;
  connector: 'gbt-dc' | 'gbt-ac';
  status: EquipmentStatus;
  ratedcurrent: number;
  ratedvoltage: number;
  createtime: string;
  updatetime: string;
}

/**
 * One charging session on a gun: what an order bills. Finished sessions of a day share out the
 * station meter's kWh of that day, so orders add up to the metered energy.
 */
export interface ChargingSession {
  stationdid: string;
  piledid: string;
  gundid: string;
  /** Start, ms. */
  start: number;
  minutes: number;
  /** kWh, two decimals; 0 for a session cancelled before it drew power. */
  energy: number;
  /** Still charging at the seed's now. */
  running: boolean;
}
