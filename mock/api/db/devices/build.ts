import type { AcMode } from '../../../../src/api/devices/types.ts';
import type { ChargingStation } from '../core/charging/types.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { streamKey, unit } from '../core/noise.ts';
import type { BuildingSeed, SpaceRow } from '../core/spaceTree/generate.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
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

/** The store's space tree (a peer: the core's), with the buildings and rows it was generated from. */
export interface PlantedTree {
  tree: SpaceTree;
  buildings: readonly BuildingSeed[];
  rows: readonly SpaceRow[];
}

/** A store's devices in the rooms of its space tree (bound in it), its charging stations' devices, and the gateway links. */
export function buildStore(seed: number, store: string, planted: PlantedTree, plan: StorePlan | undefined, env: StoreEnvironment | undefined, seedNow: number, stations: readonly ChargingStation[] = []): StoreSeed {
  const { tree, buildings, rows } = planted;
  const season = seasonMode(env?.outdoor(seedNow) ?? 18);
  const devices = buildings.flatMap((b) =>
    seedBuildingDevices({ seed, store, building: b.did, type: b.type, season, seedNow }, rows.filter((r) => r.did === b.did || r.did.startsWith(`${b.did}-`))),
  );
  devices.push(...seedAssetDevices(plan, tree, devices, stations));
  for (const device of devices) tree.bind(device.did, device.home, 'device');
  return { tree, devices, links: linkPatterns(seed, store, devices.filter((d) => d.kind === 'gateway'), seedNow) };
}
