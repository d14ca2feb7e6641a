import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import type { ChargingGun, ChargingPile, ChargingStation } from '../../core/charging/types.ts';
import type { WorldContext } from './context.ts';
import { mobile, personName } from './names.ts';

export { MANUFACTURERS } from '../../core/charging/catalog.ts';

/**
 * The ledgers' charging assets: the registry's stations, piles and guns. A station's ledger row
 * adds what only the ledger keeps (address, operator, hours, fees, contact) to the registry's facts.
 */

/** A station's ledger row: the registry's facts plus what only the ledger keeps. */
export interface Station
  extends Pick<
    ChargingStation,
    'did' | 'code' | 'name' | 'parentbusinessdid' | 'businessdid' | 'businessname' | 'province' | 'city' | 'citycode' | 'longitude' | 'latitude' | 'operationtype' | 'status' | 'pilecount' | 'meter' | 'updatetime'
  > {
  address: string;
  operator: string;
  guncount: number;
  ratedpower: number;
  openhours: string;
  servicefee: number;
  parkingfee: number;
  contact: string;
  phone: string;
  commissiondate: string;
  createtime: string;
}

export type Pile = ChargingPile;
export type Gun = ChargingGun;

export interface Assets {
  stations: Station[];
  piles: Pile[];
  guns: Gun[];
}

const ROADS = ['建设路', '人民路', '解放路', '科技大道', '滨江大道', '迎宾路', '长江路', '中山路', '创新路', '文化路'];
const THIRD_PARTIES = ['特来电', '星星充电', '国家电网', '南方电网', '蔚来能源', '小桔充电'];

function ledgerStation(ctx: WorldContext, s: ChargingStation): Station {
  const random = ctx.random(`station-ledger:${s.did}`);
  const parent = ctx.parents.find((p) => p.did === s.parentbusinessdid);
  return {
    did: s.did,
    code: s.code,
    name: s.name,
    parentbusinessdid: s.parentbusinessdid,
    businessdid: s.businessdid,
    businessname: s.businessname,
    province: s.province,
    city: s.city,
    citycode: s.citycode,
    address: `${s.city}${random.pick(ROADS)}${random.int(1, 999)}号`,
    longitude: s.longitude,
    latitude: s.latitude,
    operationtype: s.operationtype,
    operator: s.operationtype === 'third' ? random.pick(THIRD_PARTIES) : (parent?.name ?? s.businessname),
    status: s.status,
    pilecount: s.pilecount,
    guncount: s.guncount,
    ratedpower: s.ratedpower,
    meter: s.meter,
    openhours: random.next() < 0.8 ? '00:00-24:00' : '06:00-23:00',
    servicefee: random.pick([0.6, 0.65, 0.7, 0.8]),
    parkingfee: random.pick([0, 0, 5, 10]),
    contact: personName(random),
    phone: mobile(random),
    commissiondate: s.commissiondate,
    createtime: s.createtime,
    updatetime: s.updatetime,
  };
}

/** Copies: ledger writes replace rows, and the registry is never written through them. */
export function buildAssets(ctx: WorldContext, registry: ChargingRegistry): Assets {
  return {
    stations: registry.stations.map((s) => ledgerStation(ctx, s)),
    piles: registry.piles.map((p) => ({ ...p })),
    guns: registry.guns.map((g) => ({ ...g })),
  };
}
