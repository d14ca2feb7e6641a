import type { BusinessInfo } from '../../../../../src/api/types.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import { stream, type Random } from '../../core/random.ts';
import type { UserRecord } from '../../users.ts';
import { CHINA_ZONE } from '../../core/clock/zones.ts';
import { roster } from './names.ts';

/** A located store and where it belongs. */
export interface StoreRef {
  did: string;
  name: string;
  parentdid: string;
  companyid: string;
  city: string;
  citycode: string;
  province: string;
  provincecode: string;
  longitude: number;
  latitude: number;
  /** IANA zone of the store's days (its orders' numbers, daily statistics). */
  timezone: string;
}

export interface ParentRef {
  did: string;
  name: string;
  companyid: string;
  stores: StoreRef[];
  /** Staff names of the parent business (engineers, inspectors, keepers…). */
  staff: string[];
}

/** A signed-in user who may appear as the author of a seeded change. */
export interface AuthorRef {
  userdid: string;
  username: string;
}

export interface WorldSources {
  seed: number;
  businesses: readonly BusinessInfo[];
  reach: Readonly<Record<string, readonly string[]>>;
  users: readonly UserRecord[];
  /** The one charging registry (stations, piles, guns, sessions). */
  charging: () => ChargingRegistry;
  /** Whether the role book lets the user change anything (only such users author seeded changes). */
  makesChanges: (user: UserRecord) => boolean;
}

/** The seeded businesses as the page generators need them. */
export class WorldContext {
  readonly seed: number;
  readonly parents: ParentRef[];
  readonly stores: StoreRef[];
  private readonly authors = new Map<string, AuthorRef[]>();
  private readonly storeByDid = new Map<string, StoreRef>();

  constructor(sources: WorldSources) {
    this.seed = sources.seed;
    const companyOf = new Map<string, string>();
    for (const user of sources.users) {
      for (const parent of sources.reach[user.userid] ?? []) if (!companyOf.has(parent)) companyOf.set(parent, user.companyid);
      if (!sources.makesChanges(user)) continue;
      const list = this.authors.get(user.companyid) ?? [];
      list.push({ userdid: user.did, username: user.nickname });
      this.authors.set(user.companyid, list);
    }
    const staffRandom = this.random('staff');
    this.parents = sources.businesses
      .filter((b) => b.businessgrade === 0 && companyOf.has(b.did))
      .map((b) => ({ did: b.did, name: b.name, companyid: companyOf.get(b.did) ?? '', stores: [], staff: roster(staffRandom, 12) }));
    const byDid = new Map(this.parents.map((p) => [p.did, p]));
    this.stores = [];
    for (const b of sources.businesses) {
      const parent = byDid.get(b.uppergrade);
      // Unlocated stores (no city) hold no equipment.
      if (b.businessgrade !== 1 || !parent || b.citycode === '') continue;
      const store: StoreRef = {
        did: b.did,
        name: b.name,
        parentdid: parent.did,
        companyid: parent.companyid,
        city: b.city,
        citycode: b.citycode,
        province: b.province,
        provincecode: b.provincecode,
        longitude: b.longitude,
        latitude: b.latitude,
        timezone: b.timezone || CHINA_ZONE,
      };
      parent.stores.push(store);
      this.stores.push(store);
      this.storeByDid.set(store.did, store);
    }
  }

  /** The zone a store's days are counted in (China for a store the world does not hold). */
  zoneOf(storeDid: string): string {
    return this.storeByDid.get(storeDid)?.timezone ?? CHINA_ZONE;
  }

  /** An independent generator per label: adding a domain never shifts another one's values. */
  random(label: string): Random {
    return stream(this.seed, label);
  }

  companies(): string[] {
    return [...new Set(this.parents.map((p) => p.companyid))];
  }

  parent(did: string): ParentRef {
    const parent = this.parents.find((p) => p.did === did);
    if (!parent) throw new Error(`world: unknown parent ${did}`);
    return parent;
  }

  /** Users of the company who make changes (history authors); never empty for a seeded company. */
  authorsOf(companyid: string): AuthorRef[] {
    return this.authors.get(companyid) ?? [{ userdid: 'system', username: '系统' }];
  }
}

/** The scope fields of a record of a store. */
export function scopeOf(store: Pick<StoreRef, 'did' | 'name' | 'parentdid'>): { parentbusinessdid: string; businessdid: string; businessname: string } {
  return { parentbusinessdid: store.parentdid, businessdid: store.did, businessname: store.name };
}

/** Items by key, in their original order within each key. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
