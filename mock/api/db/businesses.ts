import type { BusinessInfo, SubStore } from '../../../src/api/types.ts';
import { stream, type Random } from './core/random.ts';
import { CHINA, cityByCode, countryOfCity, provinceOfCity } from './regions.ts';
import { CHINA_ZONE } from './core/clock/zones.ts';

interface ParentPlan {
  did: string;
  name: string;
  organization: string;
  hqCity: string;
  /** One city code per store, in store order. */
  storeCities: readonly string[];
  /** Stores shop names are built from. */
  brand: string;
  /** Adds a store with no province/city codes (the app must filter it out of sub-stores). */
  withUnlocatedStore?: boolean;
  /**
   * Added after other parents' figures were pinned: its stores draw from their own stream (and
   * come after every other store), so no earlier store's seeded value moves.
   */
  ownStream?: boolean;
}

const PLANS: readonly ParentPlan[] = [
  {
    did: 'pb-1001',
    name: '华东商业综合体',
    organization: 'org-east',
    hqCity: '310100',
    brand: '汇能广场',
    storeCities: ['310100', '310100', '310100', '330100', '330100', '330200', '320100', '320500', '320500'],
  },
  {
    did: 'pb-1002',
    name: '华南连锁商超',
    organization: 'org-south',
    hqCity: '440100',
    brand: '绿源超市',
    storeCities: ['440100', '440100', '440300', '440300', '440600', '441900', '350200'],
  },
  {
    did: 'pb-1003',
    name: '京津冀写字楼',
    organization: 'org-north',
    hqCity: '110100',
    brand: '碳谷大厦',
    storeCities: ['110100', '110100', '120100', '130100'],
  },
  {
    did: 'pb-1004',
    name: '中西部数据中心',
    organization: 'org-west',
    hqCity: '510100',
    brand: '云算中心',
    storeCities: ['510100', '510100', '420100', '420100', '500100', '610100', '430100'],
    withUnlocatedStore: true,
  },
  {
    did: 'pb-1005',
    name: '运维示范园区',
    organization: 'org-demo',
    hqCity: '330100',
    brand: '零碳园区',
    storeCities: ['330100'],
  },
  {
    did: 'pb-2001',
    name: 'GreenGrid Asia Pacific',
    organization: 'org-gg',
    hqCity: '440300',
    brand: 'GreenGrid Hub',
    storeCities: ['440300', '310100', '370200'],
  },
  {
    // Stores on Bangkok time (UTC+7), an hour behind the rest (issue 21 §3).
    did: 'pb-2002',
    name: 'GreenGrid Thailand',
    organization: 'org-gg-th',
    hqCity: '761001',
    brand: 'GreenGrid Hub',
    storeCities: ['761001', '761001', '765001'],
    ownStream: true,
  },
];

const SITES = ['中心店', '万达广场店', '科技园店', '滨江店', '高新区店', '新城店', '东站店', '湖滨店', '金融城店'];

/** Which parent businesses each user reaches (by userid). */
export function seedReach(): Record<string, string[]> {
  return {
    'u-1001': ['pb-1001', 'pb-1002', 'pb-1003', 'pb-1004', 'pb-1005'],
    'u-1002': ['pb-1005'],
    'u-1003': ['pb-1001', 'pb-1004'],
    'u-1004': [],
    'u-1005': [],
    'u-2001': ['pb-2001', 'pb-2002'],
  };
}

/**
 * Users whose data scope is chosen stores rather than parent businesses (by userid). The viewer
 * reads the operator's one store, so "a viewer looks and does not touch" can be tried on real data.
 */
export function seedStoreReach(): Record<string, string[]> {
  // The bnb host reaches the two hotels whose guest rooms are let as short-stay rooms.
  return { 'u-1004': ['st-1005-01'], 'u-1005': ['st-1001-04', 'st-1001-02'] };
}

type Location = Pick<BusinessInfo, 'citycode' | 'city' | 'provincecode' | 'province' | 'countrycode' | 'country' | 'timezone'>;

/** A city's codes and names up to its country, and the zone its stores keep time in. */
function located(cityCode: string): Location {
  const city = cityByCode(cityCode);
  const province = provinceOfCity(cityCode);
  const country = countryOfCity(cityCode);
  if (!city || !province || !country) throw new Error(`seed: unknown city ${cityCode}`);
  return {
    citycode: city.adcode, city: city.name, provincecode: province.adcode, province: province.name,
    countrycode: country.adcode, country: country.name, timezone: country.timeZone,
  };
}

/** Unlocated stores (no city) are counted in China, on China time. */
const UNLOCATED: Location = { citycode: '', city: '', provincecode: '', province: '', countrycode: CHINA.adcode, country: CHINA.name, timezone: CHINA_ZONE };

function base(did: string, name: string, organization: string): Pick<BusinessInfo, 'did' | 'name' | 'space' | 'organization'> {
  return { did, name, space: `sp-${did}`, organization };
}

/** Parent businesses (grade 0) followed by their stores (grade 1), all from the seeded generator. */
export function seedBusinesses(seed: number, shared: Random): BusinessInfo[] {
  const out: BusinessInfo[] = [];
  for (const plan of PLANS) {
    const random = plan.ownStream ? stream(seed, `businesses:${plan.did}`) : shared;
    const hq = cityByCode(plan.hqCity);
    if (!hq) throw new Error(`seed: unknown city ${plan.hqCity}`);
    out.push({
      ...base(plan.did, plan.name, plan.organization),
      ...located(plan.hqCity),
      uppergrade: '',
      businessgrade: 0,
      longitude: hq.longitude,
      latitude: hq.latitude,
    });
    const used = new Set<string>();
    plan.storeCities.forEach((cityCode, index) => {
      const city = cityByCode(cityCode);
      if (!city) throw new Error(`seed: unknown city ${cityCode}`);
      let name = `${plan.brand}·${city.name.replace(/市$/, '')}${random.pick(SITES)}`;
      if (used.has(name)) name = `${name}${index + 1}`; // keeps names unique within a parent
      used.add(name);
      out.push({
        ...base(`${plan.did.replace('pb-', 'st-')}-${String(index + 1).padStart(2, '0')}`, name, `${plan.organization}-${index + 1}`),
        ...located(cityCode),
        uppergrade: plan.did,
        businessgrade: 1,
        // Stores sit within ~8 km of the city centre.
        longitude: Math.round((city.longitude + random.float(-0.08, 0.08, 4)) * 1e4) / 1e4,
        latitude: Math.round((city.latitude + random.float(-0.06, 0.06, 4)) * 1e4) / 1e4,
      });
    });
    if (plan.withUnlocatedStore) {
      out.push({
        ...base(`${plan.did.replace('pb-', 'st-')}-99`, `${plan.brand}·线上虚拟门店`, `${plan.organization}-99`),
        ...UNLOCATED,
        uppergrade: plan.did,
        businessgrade: 1,
        longitude: hq.longitude,
        latitude: hq.latitude,
      });
    }
  }
  return out;
}

/** Parents whose stores draw from their own stream (see ParentPlan.ownStream). */
export const OWN_STREAM_PARENTS: ReadonlySet<string> = new Set(PLANS.filter((plan) => plan.ownStream).map((plan) => plan.did));

/** Parent businesses and stores, as a user reaches them (reach from the role book, passed in). */
export class BusinessBook {
  constructor(
    private readonly businesses: readonly BusinessInfo[],
    private readonly reachOf: (userid: string) => ReadonlySet<string>,
    /** Whether the user's scope reaches the store (a scope of chosen stores reaches only those of its parents). */
    private readonly reachesStore: (userid: string, store: string) => boolean = () => true,
    /** False for a record store-management disabled: it leaves the picker, its data stays. */
    private readonly enabled: (did: string) => boolean = () => true,
  ) {}

  /** Enabled parent businesses (grade 0) the user reaches. */
  businessesForUser(userid: string): BusinessInfo[] {
    const reach = this.reachOf(userid);
    return structuredClone(this.businesses.filter((b) => b.businessgrade === 0 && reach.has(b.did) && this.enabled(b.did)));
  }

  /** Enabled stores (grade 1) of a parent business, including ones without a location. */
  storesOf(parentDid: string): BusinessInfo[] {
    return structuredClone(this.businesses.filter((b) => b.businessgrade === 1 && b.uppergrade === parentDid && this.enabled(b.did)));
  }

  /** Every store the user reaches: under the parents it reaches, and within its chosen stores when its scope is stores. */
  storesForUser(userid: string): BusinessInfo[] {
    return this.businessesForUser(userid).flatMap((parent) => this.storesOf(parent.did).filter((store) => this.reachesStore(userid, store.did)));
  }

  /** Sub-stores as spec §5 wants them: only stores with province and city codes. */
  subStores(parentDid: string): SubStore[] {
    return this.storesOf(parentDid)
      .filter((s) => s.provincecode !== '' && s.citycode !== '')
      .map(({ did, name, provincecode, citycode }) => ({ did, name, provincecode, citycode }));
  }
}
