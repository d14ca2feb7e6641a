import type { BusinessInfo } from '../../../../../src/api/types.ts';
import { Random } from '../random.ts';
import { streamKey } from '../noise.ts';
import { OWN_STREAM_PARENTS } from '../../businesses.ts';

/** Which energy assets a store has. */
export interface AssetChoice {
  pv: boolean;
  storage: boolean;
  charging: boolean;
  discharge: boolean;
}

const NONE: AssetChoice = { pv: false, storage: false, charging: false, discharge: false };

/** Shares of stores with each asset (the first store of every parent has them all). */
const SHARE = { pv: 0.4, storage: 0.3, charging: 0.3 } as const;
/** Stores with a discharge (V2G) load besides the demo parks': drawn among the chargers. */
const EXTRA_DISCHARGE = 2;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The first store of each parent business has PV, storage and charging, so every demo screen has
 * something to show (the operator's only store is one of them); a parent's only store (a demo
 * park) also has a discharge load; stores without a location (virtual stores) have none; the rest
 * are drawn to the shares above.
 */
export function chooseAssets(seed: number, stores: readonly BusinessInfo[]): Map<string, AssetChoice> {
  // A parent added later draws among its own stores only, so the shares of the others stay put.
  const out = chooseAmong(new Random(streamKey(seed, 'energy-assets')), stores.filter((s) => !OWN_STREAM_PARENTS.has(s.uppergrade)));
  for (const parent of OWN_STREAM_PARENTS) {
    const own = chooseAmong(new Random(streamKey(seed, `energy-assets:${parent}`)), stores.filter((s) => s.uppergrade === parent));
    for (const [did, choice] of own) out.set(did, choice);
  }
  return out;
}

function chooseAmong(random: Random, stores: readonly BusinessInfo[]): Map<string, AssetChoice> {
  const firsts = new Set<string>();
  const perParent = new Map<string, number>();
  for (const store of stores) {
    if (!perParent.has(store.uppergrade)) firsts.add(store.did);
    perParent.set(store.uppergrade, (perParent.get(store.uppergrade) ?? 0) + 1);
  }
  const pool = stores.filter((s) => !firsts.has(s.did) && s.citycode !== '').map((s) => s.did);
  const pick = (share: number, from: readonly string[]): Set<string> => {
    const extra = Math.max(0, Math.round(share * stores.length) - firsts.size);
    return new Set(shuffled(from, random).slice(0, extra));
  };
  const pv = pick(SHARE.pv, pool);
  const storage = pick(SHARE.storage, pool);
  const charging = pick(SHARE.charging, pool);
  const discharge = new Set(shuffled([...charging], random).slice(0, EXTRA_DISCHARGE));
  const out = new Map<string, AssetChoice>();
  for (const store of stores) {
    const did = store.did;
    out.set(
      did,
      firsts.has(did)
        ? { pv: true, storage: true, charging: true, discharge: discharge.has(did) || perParent.get(store.uppergrade) === 1 }
        : { ...NONE, pv: pv.has(did), storage: storage.has(did), charging: charging.has(did), discharge: discharge.has(did) },
    );
  }
  return out;
}
