import type { PolicyRecord, PolicyTarget, TargetSummary } from '../../../../../src/api/devices/types.ts';
import { isControllable, type DeviceRecord } from '../model.ts';
import type { StoreWorld } from '../StoreWorld.ts';

/** The controllable devices a policy target names: its devices, plus those bound in its space, of its kind/subtype. */
export function targetDevices(world: StoreWorld, target: PolicyTarget): DeviceRecord[] {
  const out = new Map<string, DeviceRecord>();
  for (const did of target.devices ?? []) {
    const device = world.byDid.get(did);
    if (device && isControllable(device)) out.set(did, device);
  }
  if (target.space && world.tree.has(target.space)) {
    const within = new Set(world.tree.subtree(target.space));
    for (const d of world.devices) {
      if (!isControllable(d) || !within.has(world.tree.spaceOf(d.did) ?? d.home)) continue;
      if ((target.kind && d.kind !== target.kind) || (target.subtype !== undefined && d.subtype !== target.subtype)) continue;
      out.set(d.did, d);
    }
  }
  return [...out.values()];
}

/** What a target selects, for people: its space as a path from the building, and how many devices. */
export function targetSummary(world: StoreWorld, target: PolicyTarget): TargetSummary {
  const devices = targetDevices(world, target).length;
  if (!target.space || !world.tree.has(target.space)) return { devices };
  return { spaceName: spacePath(world, target.space), devices };
}

/** A space as a path from its building: 'A座 / 2F / 205 办公室'. */
const spacePath = (world: StoreWorld, did: string) => world.tree.ancestry(did).reverse().map((row) => row.name).join(' / ');

/** People's names of the sensors and spaces a policy names (its records name the same ones). */
export function policyNames(world: StoreWorld, policy: PolicyRecord): Record<string, string> {
  const names: Record<string, string> = {};
  const name = (did: string) => world.byDid.get(did)?.name ?? (world.tree.has(did) ? spacePath(world, did) : undefined);
  const dids = [...policy.actions.map((a) => a.target.space), ...(policy.trigger?.conditions.map((c) => c.source) ?? [])];
  for (const did of dids) {
    const known = did === undefined ? undefined : name(did);
    if (did !== undefined && known !== undefined) names[did] = known;
  }
  return names;
}
