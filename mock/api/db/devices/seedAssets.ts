import type { StorePlan } from '../energy/plan.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
import type { DeviceRecord } from './model.ts';

/** Rated power of one charging pile (DC fast charger), kW. */
const PILE_KW = 60;

/**
 * The store's energy assets as devices: each storage system and each charging or V2G load of
 * the energy world, in the first building's ground-floor plant room, reporting through its gateway.
 */
export function seedAssetDevices(plan: StorePlan | undefined, tree: SpaceTree, devices: readonly DeviceRecord[]): DeviceRecord[] {
  const building = plan?.buildings[0];
  if (!plan || !building) return [];
  const home = tree.rooms(building.did).find((r) => r.roomtype === 'plant')?.did ?? `${building.did}-f01`;
  const gateway = devices.find((d) => d.kind === 'gateway' && d.home === `${building.did}-f01`);
  const base = { store: plan.did, building: building.did, buildingType: building.type, home, weight: 0, ...(gateway ? { gateway: gateway.did } : {}) };
  const out: DeviceRecord[] = plan.storage.map((system, n) => ({
    ...base, did: `${home}-ess${n + 1}`, name: system.name, kind: 'storage', on: true, meter: system.chargeMeter, dischargeMeter: system.dischargeMeter,
    capacityKwh: system.capacityKwh, ratedKw: system.powerKw, storageMode: 'auto', setKw: system.powerKw, soc: 50,
  }));
  plan.meters
    .filter((m) => m.kind === 'charging' || m.kind === 'discharge')
    .forEach((m, n) => {
      const piles = Math.max(1, Math.round((m.capacityKw ?? PILE_KW) / PILE_KW));
      out.push({ ...base, did: `${home}-ev${n + 1}`, name: m.name, kind: 'charger', subtype: m.kind === 'charging' ? 1 : 2, on: true, meter: m.did, ratedKw: m.capacityKw ?? PILE_KW, piles });
    });
  for (const device of out) gateway?.children?.push(device.did);
  return out;
}
