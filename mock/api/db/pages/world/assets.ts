import { scopeOf, type StoreRef, type WorldContext } from './context.ts';
import { mobile, personName, seq, weighted } from './names.ts';
import { addMonths, DAY, day, iso, SEED_NOW } from '../../core/clock/time.ts';

/** The charging assets every other list refers to: stations in stores' cities, piles, guns. */

export interface Station {
  did: string;
  code: string;
  name: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  province: string;
  city: string;
  citycode: string;
  address: string;
  longitude: number;
  latitude: number;
  operationtype: 'self' | 'third';
  operator: string;
  status: 'operating' | 'building' | 'suspended';
  pilecount: number;
  guncount: number;
  ratedpower: number;
  openhours: string;
  servicefee: number;
  parkingfee: number;
  contact: string;
  phone: string;
  commissiondate: string;
  createtime: string;
  updatetime: string;
}

export interface Pile {
  did: string;
  code: string;
  name: string;
  stationdid: string;
  stationname: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  type: 'dc' | 'ac';
  power: number;
  guncount: number;
  manufacturer: string;
  model: string;
  serialno: string;
  firmware: string;
  status: 'idle' | 'charging' | 'fault' | 'offline';
  commissiondate: string;
  warrantyend: string;
  createtime: string;
  updatetime: string;
}

export interface Gun {
  did: string;
  code: string;
  gunno: number;
  piledid: string;
  pilecode: string;
  stationdid: string;
  stationname: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  connector: 'gbt-dc' | 'gbt-ac';
  status: Pile['status'];
  ratedcurrent: number;
  ratedvoltage: number;
  createtime: string;
  updatetime: string;
}

export interface Assets {
  stations: Station[];
  piles: Pile[];
  guns: Gun[];
}

const SITES = ['东站', '高新', '滨江', '科创园', '万达', '机场', '会展中心', '体育中心', '软件园', '物流园', '公交枢纽', '奥体', '新城', '大学城', '湖畔', '金融港', '北站', '开发区'];
const ROADS = ['建设路', '人民路', '解放路', '科技大道', '滨江大道', '迎宾路', '长江路', '中山路', '创新路', '文化路'];
const THIRD_PARTIES = ['特来电', '星星充电', '国家电网', '南方电网', '蔚来能源', '小桔充电'];
export const MANUFACTURERS: readonly { name: string; code: string }[] = [
  { name: '特来电', code: 'TGOOD' },
  { name: '星星充电', code: 'STAR' },
  { name: '国电南瑞', code: 'NARI' },
  { name: '许继电气', code: 'XJ' },
  { name: '盛弘股份', code: 'SINEXCEL' },
  { name: '英飞源', code: 'INFY' },
  { name: '万马股份', code: 'WANMA' },
];

function stationsOf(ctx: WorldContext, store: StoreRef, counter: { n: number }, random = ctx.random(`stations:${store.did}`)): Station[] {
  const city = store.city.replace(/市$/, '');
  const sites = [...SITES];
  const out: Station[] = [];
  for (let i = 0, count = random.int(1, 3); i < count; i += 1) {
    counter.n += 1;
    const site = sites.splice(random.int(0, sites.length - 1), 1)[0] ?? `${i + 1}号`;
    const third = random.next() < 0.25;
    const commissioned = SEED_NOW - random.int(200, 1400) * DAY;
    out.push({
      did: `cs-${seq(counter.n, 4)}`,
      code: `CS${store.citycode}${seq(counter.n, 3)}`,
      name: `${city}${site}充电站`,
      ...scopeOf(store),
      province: store.province,
      city: store.city,
      citycode: store.citycode,
      address: `${store.city}${random.pick(ROADS)}${random.int(1, 999)}号`,
      longitude: Math.round((store.longitude + random.float(-0.05, 0.05, 4)) * 1e4) / 1e4,
      latitude: Math.round((store.latitude + random.float(-0.04, 0.04, 4)) * 1e4) / 1e4,
      operationtype: third ? 'third' : 'self',
      operator: third ? random.pick(THIRD_PARTIES) : ctx.parent(store.parentdid).name,
      status: weighted(random, ['operating', 'building', 'suspended'] as const, [85, 9, 6]),
      pilecount: 0,
      guncount: 0,
      ratedpower: 0,
      openhours: random.next() < 0.8 ? '00:00-24:00' : '06:00-23:00',
      servicefee: random.pick([0.6, 0.65, 0.7, 0.8]),
      parkingfee: random.pick([0, 0, 5, 10]),
      contact: personName(random),
      phone: mobile(random),
      commissiondate: day(commissioned),
      createtime: iso(commissioned - 60 * DAY),
      updatetime: iso(commissioned),
    });
  }
  return out;
}

function pilesOf(ctx: WorldContext, station: Station, counter: { n: number }): Pile[] {
  const random = ctx.random(`piles:${station.did}`);
  const brand = random.pick(MANUFACTURERS);
  const out: Pile[] = [];
  for (let i = 1, count = random.int(4, 10); i <= count; i += 1) {
    counter.n += 1;
    const type = random.next() < 0.6 ? 'dc' : 'ac';
    const power = type === 'dc' ? random.pick([60, 120, 160, 240]) : random.pick([7, 11, 22]);
    const commissioned = Date.parse(`${station.commissiondate}T10:00:00+08:00`) + random.int(0, 30) * DAY;
    const status: Pile['status'] =
      station.status === 'building' ? 'offline' : weighted(random, ['idle', 'charging', 'fault', 'offline'] as const, [55, 30, 7, 8]);
    out.push({
      did: `cp-${seq(counter.n, 5)}`,
      code: `${station.code}-${seq(i, 2)}`,
      name: `${station.name}${i}号桩`,
      stationdid: station.did,
      stationname: station.name,
      parentbusinessdid: station.parentbusinessdid,
      businessdid: station.businessdid,
      businessname: station.businessname,
      type,
      power,
      guncount: type === 'dc' ? 2 : 1,
      manufacturer: brand.name,
      model: `${brand.code}-${type.toUpperCase()}${power}`,
      serialno: `SN${random.hex(10).toUpperCase()}`,
      firmware: `V${random.int(2, 3)}.${random.int(0, 9)}.${random.int(0, 20)}`,
      status,
      commissiondate: day(commissioned),
      warrantyend: addMonths(day(commissioned), 36),
      createtime: iso(commissioned - 20 * DAY),
      updatetime: iso(commissioned),
    });
  }
  return out;
}

function gunsOf(pile: Pile, counter: { n: number }): Gun[] {
  return Array.from({ length: pile.guncount }, (_, index) => {
    counter.n += 1;
    // A charging pile charges on its first gun; the others follow the pile's state otherwise.
    const status = pile.status === 'charging' && index > 0 ? 'idle' : pile.status;
    return {
      did: `cg-${seq(counter.n, 6)}`,
      code: `${pile.code}-${index + 1}`,
      gunno: index + 1,
      piledid: pile.did,
      pilecode: pile.code,
      stationdid: pile.stationdid,
      stationname: pile.stationname,
      parentbusinessdid: pile.parentbusinessdid,
      businessdid: pile.businessdid,
      businessname: pile.businessname,
      connector: pile.type === 'dc' ? 'gbt-dc' : 'gbt-ac',
      status,
      ratedcurrent: pile.type === 'dc' ? 250 : 32,
      ratedvoltage: pile.type === 'dc' ? 750 : 220,
      createtime: pile.createtime,
      updatetime: pile.updatetime,
    };
  });
}

export function buildAssets(ctx: WorldContext): Assets {
  const counters = { stations: { n: 0 }, piles: { n: 0 }, guns: { n: 0 } };
  const stations = ctx.stores.flatMap((store) => stationsOf(ctx, store, counters.stations));
  const piles: Pile[] = [];
  const guns: Gun[] = [];
  for (const station of stations) {
    const own = pilesOf(ctx, station, counters.piles);
    piles.push(...own);
    for (const pile of own) guns.push(...gunsOf(pile, counters.guns));
    station.pilecount = own.length;
    station.guncount = own.reduce((sum, pile) => sum + pile.guncount, 0);
    station.ratedpower = own.reduce((sum, pile) => sum + pile.power, 0);
  }
  return { stations, piles, guns };
}
