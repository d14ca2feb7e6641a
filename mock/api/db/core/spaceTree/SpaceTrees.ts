import { generateBuilding, type BuildingSeed, type SpaceRow } from './generate.ts';
import { SpaceTree } from './SpaceTree.ts';

/** A meter as the tree places it: in its own room when it has one, else in its building's plant room. */
export interface TreeMeter {
  did: string;
  space?: string;
  building: string;
}

/** What the trees are generated from, passed in by the composition root (the energy world's buildings and meters). */
export interface TreeSources {
  seed: number;
  buildings: (store: string) => BuildingSeed[];
  meters: (store: string) => readonly TreeMeter[];
}

export interface Planted {
  tree: SpaceTree;
  buildings: BuildingSeed[];
  rows: SpaceRow[];
}

/**
 * Every store's space tree (building → floor → room), a peer of the domains that use it: rooms
 * adding up to the buildings' areas, the meters bound in them. Devices bind themselves in when
 * the device world builds the store; billing binds meters to let rooms. Built per store on first use.
 */
export class SpaceTrees {
  private readonly stores = new Map<string, Planted>();

  constructor(private readonly sources: TreeSources) {}

  tree(store: string): SpaceTree {
    return this.planted(store).tree;
  }

  /** The tree with the buildings it was generated for and its rows as generated (the device seed places devices in them). */
  planted(store: string): Planted {
    let planted = this.stores.get(store);
    if (!planted) {
      const buildings = this.sources.buildings(store);
      const rows = buildings.flatMap((b) => generateBuilding(this.sources.seed, store, b));
      const tree = new SpaceTree(store, rows);
      bindMeters(tree, buildings, this.sources.meters(store));
      planted = { tree, buildings, rows };
      this.stores.set(store, planted);
    }
    return planted;
  }
}

/** A room's own meter is in the room; the building's meters are in its ground-floor plant room. */
function bindMeters(tree: SpaceTree, buildings: readonly BuildingSeed[], meters: readonly TreeMeter[]): void {
  const plantOf = (building: string) => tree.rooms(building).find((r) => r.roomtype === 'plant')?.did ?? `${building}-f01`;
  for (const meter of meters) {
    if (meter.space && tree.has(meter.space)) {
      tree.bind(meter.did, meter.space, 'meter');
      continue;
    }
    const building = tree.has(meter.building) ? meter.building : buildings[0]?.did;
    if (building) tree.bind(meter.did, plantOf(building), 'meter');
  }
}
