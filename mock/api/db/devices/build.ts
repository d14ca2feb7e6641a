import type { AcMode } from '../../../../src/api/devices/types.ts';
import type { ChargingStation } from '../core/charging/types.ts';
import type { StorePlan } from '../energy/plan.ts';
import { PROFILES } from '../energy/catalog.ts';
import { streamKey, unit } from '../energy/noise.ts';
import { Random } from '../random.ts';
import type { SpaceRecord } from '../spaces.ts';
import { generateBuilding, type BuildingSeed, type SpaceRow } from '../spaceTree/generate.ts';
import { SpaceTree } from '../spaceTree/SpaceTree.ts';
import type { StoreEnvironment } from './environment.ts';
import { GatewayLink, type LinkPattern } from './gateways.ts';
import type { DeviceRecord } from './model.ts';
import { seedAssetDevices } from './seedAssets.ts';
import { seedBuildingDevices } from './seedDevices.ts';

export interface StoreSeed {
  tree: SpaceTree;
  devices: DeviceRecord[];
  links: Map<string, GatewayLink>;
}

/** A building the energy world does not meter (a store's 4th space): an office of its own draw. */
function unmeteredBuilding(seed: number, space: SpaceRecord): BuildingSeed {
  const random = new Random(streamKey(seed, `unmetered:${space.did}`));
  const [min, max] = PROFILES.office.area;
  return { did: space.did, name: space.name, type: 'office', area: Math.round(random.float(min / 2, max / 3, 0) / 10) * 10, floors: random.int(4, 10) };
}

/** The season's AC mode at the seed's now: cool above 22 °C outdoors, heat below 15 °C, else auto. */
function seasonMode(outdoor: number): AcMode {
  return outdoor > 22 ? 'cool' : outdoor < 15 ? 'heat' : 'auto';
}

/**
 * Gateways that are down: 1 per store (2 with 12 or more gateways), down for hours before the
 * seed's now; one more flaps (short blips, an outage every 6 hours). Drawn from the store's stream.
 */
function linkPatterns(seed: number, store: string, gateways: readonly DeviceRecord[], seedNow: number): Map<string, GatewayLink> {
  const key = streamKey(seed, `gateway-links:${store}`);
  const order = gateways.map((g, index) => ({ did: g.did, draw: unit(key, index) })).sort((a, b) => a.draw - b.draw);
  const down = gateways.length >= 12 ? 2 : gateways.length >= 2 ? 1 : 0;
  const out = new Map<string, GatewayLink>();
  order.forEach(({ did }, index) => {
    let pattern: LinkPattern = { kind: 'steady' };
    if (index < down) pattern = { kind: 'down-since', since: seedNow - Math.round((2 + 20 * unit(key, 1000 + index)) * 3_600_000) };
    else if (index === down && gateways.length >= 3) pattern = { kind: 'flapping', phase: Math.round(unit(key, 2000) * 40) * 60_000 };
    out.set(did, new GatewayLink(pattern));
  });
  return out;
}

/**
 * A store's space tree (rooms adding up to the energy world's building areas), its devices in
 * those rooms, the energy meters bound to each building's ground-floor plant room, and the
 * gateway links.
 */
export function buildStore(seed: number, store: string, spaces: readonly SpaceRecord[], plan: StorePlan | undefined, env: StoreEnvironment | undefined, seedNow: number, stations: readonly ChargingStation[] = []): StoreSeed {
  const planned = new Map((plan?.buildings ?? []).map((b) => [b.did, b]));
  const buildings: BuildingSeed[] = spaces.map((space) => {
    const b = planned.get(space.did);
    return b ? { did: b.did, name: b.name, type: b.type, area: b.seededArea, floors: b.floors } : unmeteredBuilding(seed, space);
  });
  const rows: SpaceRow[] = buildings.flatMap((b) => generateBuilding(seed, store, b));
  const tree = new SpaceTree(store, rows);
  const season = seasonMode(env?.outdoor(seedNow) ?? 18);
  const devices = buildings.flatMap((b) =>
    seedBuildingDevices({ seed, store, building: b.did, type: b.type, season, seedNow }, rows.filter((r) => r.did === b.did || r.did.startsWith(`${b.did}-`))),
  );
  devices.push(...seedAssetDevices(plan, tree, devices, stations));
  for (const device of devices) tree.bind(device.did, device.home, 'device');
  const plantOf = (building: string) => tree.rooms(building).find((r) => r.roomtype === 'plant')?.did ?? `${building}-f01`;
  for (const meter of plan?.meters ?? []) {
    // A room's own meter is in the room; the building's meters are in its plant room.
    if (meter.space && tree.has(meter.space)) {
      tree.bind(meter.did, meter.space, 'meter');
      continue;
    }
    const building = tree.has(meter.building) ? meter.building : buildings[0]?.did;
    if (building) tree.bind(meter.did, plantOf(building), 'meter');
  }
  return { tree, devices, links: linkPatterns(seed, store, devices.filter((d) => d.kind === 'gateway'), seedNow) };
}
