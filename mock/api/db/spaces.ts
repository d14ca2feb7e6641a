import type { BusinessInfo } from '../../../src/api/types.ts';
import type { Random } from './core/random.ts';

/** A space (building) of a store, as setting/detail lists it. */
export interface SpaceRecord {
  did: string;
  name: string;
}

const BUILDINGS = ['1号楼', '2号楼', '3号楼', 'A座', 'B座', 'C座', '主楼', '裙楼', '研发楼', '能源站'];

/** 1–4 distinct buildings per store, from the seeded generator: store did → spaces. */
export function seedSpaces(random: Random, businesses: readonly BusinessInfo[]): Record<string, SpaceRecord[]> {
  const out: Record<string, SpaceRecord[]> = {};
  for (const store of businesses.filter((b) => b.businessgrade === 1)) {
    const count = random.int(1, 4);
    const pool = [...BUILDINGS];
    const spaces: SpaceRecord[] = [];
    for (let index = 1; index <= count; index += 1) {
      const name = pool.splice(Math.floor(random.next() * pool.length), 1)[0] ?? `${index}号楼`;
      spaces.push({ did: `${store.space ?? `sp-${store.did}`}-${String(index).padStart(2, '0')}`, name });
    }
    out[store.did] = spaces;
  }
  return out;
}
