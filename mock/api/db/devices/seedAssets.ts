import type { ChargingStation } from '../core/charging/types.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
import type { DeviceRecord } from './model.ts';

/**
 * The store's energy assets as devices: each storage system of the energy world and each charging
 * station of the registry (its piles as one charging point: the station's meter up to the seed's now,
 * its guns live after it, see LoadModel; its V2G load as a discharge point on its meter), in the
 * first building's ground-floor plant room, reporting through its gateway.
 */
export function seedAssetDevices(plan: StorePlan | undefined, tree: SpaceTree, devices: readonly DeviceRecord[], stations: readonly ChargingStation[]): DeviceRecord[] {
  const building = plan?.buildings[0];
  if (!plan || !building) return [];
  const home = tree.rooms(building.did).find((r) => r.roomtype === 'plant')?.did ?? `${building.did}-f01`;
  const gateway = devices.find((d) => d.kind === 'gateway' && d.home === `${building.did}-f01`);
  const base = { store: plan.did, building: building.did, buildingType: building.type, home, weight: 0, ...(gateway ? { gateway: gateway.did } : {}) };
  const out: DeviceRecord[] = plan.storage.map((system, n) => ({
    ...base, did: `${home}-ess${n + 1}`, name: system.name, kind: 'storage', on: true, meter: system.chargeMeter, dischargeMeter: system.dischargeMeter,
    capacityKwh: system.capacityKwh, ratedKw: system.powerKw, storageMode: 'auto', setKw: system.powerKw, soc: 50,
  }));
  const point = { ...base, kind: 'charger' as const, on: true };
  for (const station of stations) {
    const own = { station: station.did, piles: station.pilecount, guns: station.guncount };
    out.push({ ...point, ...own, did: `${home}-ev${out.length - plan.storage.length + 1}`, name: station.name, subtype: 1, meter: station.meter, ratedKw: station.ratedpower });
    if (station.dischargemeter) {
      out.push({ ...point, ...own, did: `${home}-ev${out.length - plan.storage.length + 1}`, name: `${station.name}V2G`, subtype: 2, meter: station.dischargemeter, ratedKw: station.dischargepower });
    }
  }
  for (const device of out) gateway?.children?.push(device.did);
  return out;
}
