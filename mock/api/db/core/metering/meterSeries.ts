import type { SubCategory } from './catalog.ts';
import { loadSeries, pvSeries, storageSeries, subSeries, utilitySeries, type GenContext } from './generator.ts';
import type { BuildingPlan, StorePlan } from './plan.ts';
import type { MeterInfo } from '../../../../../src/api/energyTypes.ts';
import type { TenantStep } from './tenantMeters.ts';

/** A meter with the store and building it belongs to. */
export interface MeterRef {
  info: MeterInfo;
  store: StorePlan;
  building: BuildingPlan | undefined;
}

/**
 * One meter's hourly values over `ctx.days` days. `upstream` gives another meter of the store
 * over as many days (a main is the sum of its subs, a room a share of its sub-meter); `keep`
 * stores the other half of a storage system (both meters come from one simulation).
 */
export function generateMeter(ctx: GenContext, { info, store, building }: MeterRef, upstream: (did: string) => ArrayLike<number>, keep: (did: string, values: Float32Array) => void): Float32Array {
  const hours = ctx.days * 24;
  if (info.kind === 'main' && info.energytype === 'electricity') {
    // The main is the sum of its subs, hour by hour (exact: see generator.ts).
    const out = new Float32Array(hours);
    for (const sub of store.meters.filter((m) => m.parent === info.did)) {
      const values = upstream(sub.did);
      for (let h = 0; h < hours; h += 1) out[h] = (out[h] ?? 0) + (values[h] ?? 0);
    }
    return out;
  }
  if (info.kind === 'tenant' && info.parent) {
    const out = new Float32Array(hours);
    tenantShare(upstream(info.parent), store.tenantShares.get(info.did) ?? 0, store.tenantSteps.get(info.did), out);
    return out;
  }
  if (info.kind === 'sub' && building) return subSeries(ctx, building, info.did, info.category as SubCategory);
  if (info.kind === 'main' && building && info.energytype !== 'electricity') return utilitySeries(ctx, building, info.did, info.energytype);
  if (info.kind === 'pv') return pvSeries(ctx, info);
  if (info.kind === 'storage-charge' || info.kind === 'storage-discharge') {
    const system = store.storage.find((s) => s.chargeMeter === info.did || s.dischargeMeter === info.did);
    if (!system) throw new Error(`metering: no storage system for ${info.did}`);
    const { charge, discharge } = storageSeries(ctx, system);
    keep(system.chargeMeter, charge);
    keep(system.dischargeMeter, discharge);
    return info.kind === 'storage-charge' ? charge : discharge;
  }
  if (info.kind === 'charging' || info.kind === 'discharge') return loadSeries(ctx, info);
  throw new Error(`metering: cannot generate ${info.did}`);
}

/** A room meter: its share of the sub-meter upstream (changed from a step on), hour by hour, on the same 1/256 grid; fills `out`. */
export function tenantShare(upstream: ArrayLike<number>, share: number, step: TenantStep | undefined, out: Float32Array | Float64Array): void {
  for (let h = 0; h < out.length; h += 1) out[h] = tenantHour(upstream[h] ?? 0, h, share, step);
}

/** A room meter's one hour `hour`: its share of the sub-meter's `upstream` value, on the 1/256 grid. */
export function tenantHour(upstream: number, hour: number, share: number, step: TenantStep | undefined): number {
  const part = step && hour >= step.hour ? share * step.factor : share;
  return Math.floor(upstream * part * 256) / 256;
}
