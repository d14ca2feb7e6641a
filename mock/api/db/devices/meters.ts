import type { MeterLive } from '../../../../src/api/devices/types.ts';
import type { MeterKind } from '../../../../src/api/energyTypes.ts';
import { hashText, signed } from '../core/noise.ts';
import { iso } from '../core/clock/time.ts';
import type { StoreWorld } from './StoreWorld.ts';
import { SAMPLE_MS, SAMPLES } from './StoreWorld.ts';

/** ±3 % between 5-minute readings around the metered hourly rate. */
const JITTER = 0.03;

/** A meter's rate at `at`: a station's charging meter after the seed's now reads its guns exactly (the monitor's kW). */
function rate(world: StoreWorld, did: string, at: number): number {
  const live = world.loads.stationMeterKw(did, at);
  if (live !== undefined) return live;
  const hourly = world.env?.meterKw(did, at) ?? 0;
  return Math.round(hourly * (1 + JITTER * signed(hashText(did), Math.floor(at / SAMPLE_MS))) * 100) / 100;
}

/** The energy meters bound in a space (and under it), with their rate now (the metered hour; a station's guns after the seed's now). */
export function metersLive(world: StoreWorld, space: string | undefined, kinds: readonly MeterKind[] | undefined, withHistory: boolean): MeterLive[] {
  const plan = world.env?.plan;
  if (!plan) return [];
  const within = space ? new Set(world.tree.subtree(world.tree.require(space).did)) : undefined;
  const at = world.now;
  return plan.meters
    .filter((m) => (!kinds || kinds.includes(m.kind)) && (!within || within.has(world.tree.spaceOf(m.did) ?? '')))
    .map((m) => {
      const live: MeterLive = {
        did: m.did, name: m.name, energytype: m.energytype, kind: m.kind, category: m.category, space: world.tree.spaceOf(m.did) ?? '',
        online: m.online, value: m.online ? rate(world, m.did, at) : 0, unit: m.energytype === 'water' || m.energytype === 'gas' ? 'm³/h' : 'kW', readAt: iso(at),
      };
      if (withHistory) live.history = Array.from({ length: SAMPLES }, (_, i) => rate(world, m.did, at - (SAMPLES - 1 - i) * SAMPLE_MS));
      return live;
    });
}
