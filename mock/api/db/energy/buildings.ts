import type { BuildingSeed } from '../core/spaceTree/generate.ts';
import { streamKey } from '../core/noise.ts';
import { Random } from '../core/random.ts';
import type { SpaceRecord } from '../spaces.ts';
import { PROFILES } from '../core/metering/catalog.ts';
import type { StorePlan } from '../core/metering/plan.ts';

/** A building the energy world does not meter (a store's 4th space): an office of its own draw. */
function unmeteredBuilding(seed: number, space: SpaceRecord): BuildingSeed {
  const random = new Random(streamKey(seed, `unmetered:${space.did}`));
  const [min, max] = PROFILES.office.area;
  return { did: space.did, name: space.name, type: 'office', area: Math.round(random.float(min / 2, max / 3, 0) / 10) * 10, floors: random.int(4, 10) };
}

/** A store's buildings as the space tree is generated for them: the energy plan's, with the area their consumption was generated for. */
export function storeBuildings(seed: number, spaces: readonly SpaceRecord[], plan: StorePlan | undefined): BuildingSeed[] {
  const planned = new Map((plan?.buildings ?? []).map((b) => [b.did, b]));
  return spaces.map((space) => {
    const b = planned.get(space.did);
    return b ? { did: b.did, name: b.name, type: b.type, area: b.seededArea, floors: b.floors } : unmeteredBuilding(seed, space);
  });
}
