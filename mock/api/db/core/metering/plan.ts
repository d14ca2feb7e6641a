import type { BuildingInfo, EnergyType, MeterInfo, StorageSystem } from '../../../../../src/api/energyTypes.ts';
import type { BusinessInfo } from '../../../../../src/api/types.ts';
import { Random } from '../random.ts';
import type { SpaceRecord } from '../../spaces.ts';
import { chooseAssets, type AssetChoice } from './assets.ts';
import { BUILDING_MIX, PROFILES, SUB_CATEGORIES, SUB_NAMES, type Range } from './catalog.ts';
import { streamKey } from '../noise.ts';
import { tenantMeters, type TenantStep } from './tenantMeters.ts';
import { CHINA_ZONE } from '../clock/zones.ts';
import { DATA_TO } from '../clock/calendar.ts';
import { followStoreRecord, type StoreRecordOf } from './storeRecord.ts';

/** A building with what drives its generated consumption (seeded; the area shown can be edited). */
export interface BuildingPlan extends BuildingInfo {
  store: string;
  /** The area the consumption was generated for (setfloorarea changes `floorarea` only). */
  seededArea: number;
  kwhPerM2: number;
  waterPerM2: number;
  /** 0 = no gas; heat 0 = not on district heating. */
  gasPerM2: number;
  heatPerM2: number;
}

export interface StoragePlan extends StorageSystem {
  /** Round-trip efficiency, 0..1. */
  efficiency: number;
}

export interface StorePlan {
  did: string;
  /** The store's name and zone as its record has them now (store-management edits them; see storeRecord.ts). */
  name: string;
  timezone: string;
  /** The zone the readings were generated in: an edit of the store's zone never moves a reading. */
  seededZone: string;
  parent: string;
  provincecode: string;
  latitude: number;
  longitude: number;
  buildings: BuildingPlan[];
  meters: MeterInfo[];
  storage: StoragePlan[];
  assets: AssetChoice;
  /** North of the Qinling–Huaihe line: on district heating in winter. */
  heated: boolean;
  /** Tenant meter did → its part of its building's lighting-and-sockets sub-meter. */
  tenantShares: ReadonlyMap<string, number>;
  /** Tenant meter did → a lasting change of its room's use. */
  tenantSteps: ReadonlyMap<string, TenantStep>;
}

/** Latitude of the Qinling–Huaihe line: north of it buildings are on district heating. */
const HEATING_LATITUDE = 33.5;

/** PV on the first building's roof: about half of it covered, ~0.16 kWp per m² of panel. */
const ROOF_KW_PER_M2 = 0.08;
/** The year of the data's last day: buildings were built 4 to 21 years before it. */
const SEED_YEAR = Number(DATA_TO.slice(0, 4));

const INVERTER_SIZES = [20, 30, 40, 50, 60, 80, 100, 110, 125, 150, 200, 250];

const draw = (random: Random, [min, max]: Range, digits = 2): number => random.float(min, max, digits);

function meter(random: Random, fields: Omit<MeterInfo, 'method' | 'ratio' | 'accuracyClass' | 'online'>, method: MeterInfo['method'], ratio = 1): MeterInfo {
  const accuracy: Record<EnergyType, string> = { electricity: method === 'ct' ? '0.5S' : '1', water: '2', gas: '1.5', heat: '2' };
  return { ...fields, method, ratio, accuracyClass: method === 'virtual' ? '-' : accuracy[fields.energytype], online: random.next() > 0.04 };
}

function buildingMeters(random: Random, b: BuildingPlan): MeterInfo[] {
  const main = `${b.did}-elec`;
  const ratios = b.seededArea > 40_000 ? [300, 400] : [80, 160, 200];
  const out: MeterInfo[] = [
    meter(random, { did: main, name: `${b.name}电总表`, energytype: 'electricity', kind: 'main', category: 'total', building: b.did, parent: null }, 'ct', random.pick(ratios)),
  ];
  for (const category of SUB_CATEGORIES) {
    const method = random.next() < 0.1 ? 'virtual' : random.next() < 0.6 ? 'ct' : 'direct';
    const fields = { did: `${main}-${category}`, name: `${b.name}${SUB_NAMES[category]}`, energytype: 'electricity' as const, kind: 'sub' as const, category, building: b.did, parent: main };
    out.push(meter(random, fields, method, method === 'ct' ? random.pick([20, 40, 60, 100]) : 1));
  }
  const other = (energytype: EnergyType, suffix: string, name: string) =>
    meter(random, { did: `${b.did}-${suffix}`, name: `${b.name}${name}`, energytype, kind: 'main', category: 'total', building: b.did, parent: null }, 'direct');
  out.push(other('water', 'water', '水总表'));
  if (b.gasPerM2 > 0) out.push(other('gas', 'gas', '燃气总表'));
  if (b.heatPerM2 > 0) out.push(other('heat', 'heat', '热量表'));
  return out;
}

function assetMeters(random: Random, store: string, building: string, roofKw: number, assets: AssetChoice): { meters: MeterInfo[]; storage: StoragePlan[] } {
  const meters: MeterInfo[] = [];
  const storage: StoragePlan[] = [];
  const base = { energytype: 'electricity' as const, building, parent: null };
  if (assets.pv) {
    const count = random.int(2, 6);
    const each = roofKw / count;
    const size = INVERTER_SIZES.reduce((best, kw) => (Math.abs(kw - each) < Math.abs(best - each) ? kw : best));
    for (let n = 1; n <= count; n += 1) {
      const fields = { ...base, did: `${store}-pv-${n}`, name: `光伏逆变器${n}#`, kind: 'pv' as const, category: 'pv' as const, capacityKw: size };
      meters.push(meter(random, fields, 'direct'));
    }
  }
  if (assets.storage) {
    const powerKw = random.pick([100, 125, 200, 250, 500]);
    const did = `${store}-ess-1`;
    const system: StoragePlan = {
      did, name: '储能系统1#', capacityKwh: Math.round(powerKw * 2.15), powerKw,
      chargeMeter: `${did}-in`, dischargeMeter: `${did}-out`, efficiency: random.float(0.88, 0.92, 3),
    };
    storage.push(system);
    meters.push(meter(random, { ...base, did: system.chargeMeter, name: '储能充电表', kind: 'storage-charge', category: 'storage', capacityKw: powerKw }, 'ct', 40));
    meters.push(meter(random, { ...base, did: system.dischargeMeter, name: '储能放电表', kind: 'storage-discharge', category: 'storage', capacityKw: powerKw }, 'ct', 40));
  }
  if (assets.charging) {
    const fields = { ...base, did: `${store}-ev-1`, name: '充电桩负荷', kind: 'charging' as const, category: 'charging' as const, capacityKw: random.int(2, 10) * 60 };
    meters.push(meter(random, fields, 'ct', 40));
  }
  if (assets.discharge) {
    const fields = { ...base, did: `${store}-v2g-1`, name: 'V2G放电负荷', kind: 'discharge' as const, category: 'discharge' as const, capacityKw: random.pick([30, 60, 90, 120]) };
    meters.push(meter(random, fields, 'ct', 20));
  }
  return { meters, storage };
}

function storePlan(seed: number, store: BusinessInfo, spaces: readonly SpaceRecord[], assets: AssetChoice): StorePlan {
  const random = new Random(streamKey(seed, `energy-plan:${store.did}`));
  const mix = BUILDING_MIX[store.uppergrade] ?? ['office'];
  const heated = store.latitude >= HEATING_LATITUDE;
  const buildings: BuildingPlan[] = spaces.slice(0, mix.length).map((space, index) => {
    const type = mix[index] ?? 'office';
    const profile = PROFILES[type];
    const area = Math.round(draw(random, profile.area, 0) / 10) * 10;
    const gas = random.next() < profile.gasChance ? draw(random, profile.gasPerM2) : 0;
    return {
      did: space.did, name: space.name, type, floorarea: area, seededArea: area, store: store.did,
      floors: random.int(profile.floors[0], profile.floors[1]), builtYear: random.int(SEED_YEAR - 21, SEED_YEAR - 4),
      kwhPerM2: draw(random, profile.kwhPerM2, 1), waterPerM2: draw(random, profile.waterPerM2), gasPerM2: gas,
      heatPerM2: heated ? draw(random, profile.heatPerM2, 1) : 0,
    };
  });
  const meters = buildings.flatMap((b) => buildingMeters(random, b));
  const first = buildings[0];
  const roofKw = first ? Math.min(1500, Math.max(100, (first.seededArea / first.floors) * ROOF_KW_PER_M2)) : 100;
  const extra = assetMeters(random, store.did, first?.did ?? '', roofKw, assets);
  // Last, from their own stream: the rooms' meters leave every other draw of the plan as it was.
  const rooms = tenantMeters(seed, store.did, buildings);
  return {
    did: store.did, name: store.name, timezone: store.timezone || CHINA_ZONE, seededZone: store.timezone || CHINA_ZONE, parent: store.uppergrade, provincecode: store.provincecode,
    latitude: store.latitude, longitude: store.longitude, buildings, meters: [...meters, ...extra.meters, ...rooms.meters], storage: extra.storage, assets, heated, tenantShares: rooms.shares, tenantSteps: rooms.steps,
  };
}

/**
 * Every store's buildings, meters and storage systems, from the seed (one generator per store);
 * each plan's name and zone follow the store's record when `recordOf` is given.
 */
export function buildPlans(seed: number, businesses: readonly BusinessInfo[], spaces: Readonly<Record<string, readonly SpaceRecord[]>>, recordOf?: StoreRecordOf): Map<string, StorePlan> {
  const stores = businesses.filter((b) => b.businessgrade === 1);
  const assets = chooseAssets(seed, stores);
  const out = new Map<string, StorePlan>();
  for (const store of stores) {
    const own = spaces[store.did] ?? [];
    const list = own.length > 0 ? own : [{ did: `${store.space ?? `sp-${store.did}`}-01`, name: '主楼' }];
    const plan = storePlan(seed, store, list, assets.get(store.did) ?? { pv: false, storage: false, charging: false, discharge: false });
    out.set(store.did, recordOf ? followStoreRecord(plan, recordOf) : plan);
  }
  return out;
}
