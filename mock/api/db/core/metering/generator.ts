import type { EnergyType, MeterInfo } from '../../../../../src/api/energyTypes.ts';
import { DAY_COUNT, HOUR_COUNT, LAST_YEAR } from '../clock/calendar.ts';
import { factsOf } from './runOnDays.ts';
import { PROFILES, type SubCategory } from './catalog.ts';
import type { Climate } from './climate.ts';
import { signed, streamKey, unit } from '../noise.ts';
import type { BuildingPlan, StoragePlan } from './plan.ts';
import { chargingShape, dayWarmth, gasShape, occupancyTable } from './profiles.ts';

/**
 * Hourly values of one meter over the whole data period, computed from (seed, meter did, hour)
 * alone. Values are multiples of 1/256: every sum of them is exact in float64, in any order, so
 * a main equals the sum of its subs exactly however a period is cut, and Float32Array holds them
 * exactly (they stay far below 65,536 per hour). A context of more days than the seed's
 * (`ctx.days`) runs the same series on past it: the seeded hours are the same either way.
 */

const QUANTUM = 256;
const quantize = (value: number) => Math.round(value * QUANTUM) / QUANTUM;

/** About −3 % a year: efficiency measures make year-on-year comparisons mean something. */
const trend = (day: number) => 1 - (0.03 * day) / 365;

export interface GenContext {
  seed: number;
  climate: Climate;
  /** Days generated from the data's first (DAY_COUNT, or more once the world clock ran past the seed). */
  days: number;
}

/** Raw shape × trend × noise (±6 % hourly, ±3 % daily), scaled so the last 12 months sum to `annual`. */
function shaped(ctx: GenContext, did: string, annual: number, shape: (day: number, hour: number) => number): Float32Array {
  const key = streamKey(ctx.seed, did);
  const hours = ctx.days * 24;
  const raw = new Float64Array(hours);
  for (let d = 0; d < ctx.days; d += 1) {
    const daily = trend(d) * (1 + 0.03 * signed(key, HOUR_COUNT + d));
    for (let hour = 0; hour < 24; hour += 1) {
      const h = d * 24 + hour;
      raw[h] = Math.max(0, shape(d, hour) * daily * (1 + 0.06 * signed(key, h)));
    }
  }
  // Scaled on the seeded year alone: the hours run on after it keep the seed's scale.
  let sum = 0;
  for (let h = LAST_YEAR.from * 24; h < HOUR_COUNT; h += 1) sum += raw[h] ?? 0;
  const scale = sum > 0 ? annual / sum : 0;
  const out = new Float32Array(hours);
  for (let h = 0; h < hours; h += 1) out[h] = quantize((raw[h] ?? 0) * scale);
  return out;
}

/** One electricity sub-meter of a building: its share of the building's yearly electricity. */
export function subSeries(ctx: GenContext, building: BuildingPlan, did: string, category: SubCategory): Float32Array {
  const { type } = building;
  const { cooling, heating, heatingSeason } = ctx.climate;
  const annual = building.kwhPerM2 * building.seededArea * PROFILES[type].shares[category];
  const table = occupancyTable(type, ctx.days);
  const occ = (d: number, hour: number) => table[d * 24 + hour] ?? 0;
  const shapes: Record<SubCategory, (d: number, hour: number) => number> = {
    lighting: (d, hour) => 0.08 + 0.92 * occ(d, hour),
    power: (d, hour) => 0.3 + 0.7 * occ(d, hour),
    hvac: (d, hour) => {
      const cool = cooling[d] ?? 0;
      if (type === 'datacenter') return (0.75 + 0.5 * cool) * dayWarmth(hour);
      // Buildings on district heating only run fans and pumps for heat; the others heat with heat pumps.
      const demand = 0.15 + 1.3 * cool + (heatingSeason[d] ? 0.15 : 0.7) * (heating[d] ?? 0);
      return demand * (0.25 + 0.75 * occ(d, hour)) * dayWarmth(hour);
    },
    special: (d, hour) => {
      if (type === 'datacenter') return 0.9; // IT load: flat, ~0.9 load factor
      if (type === 'supermarket') return 0.85 + 0.25 * (cooling[d] ?? 0) + 0.1 * occ(d, hour); // refrigeration
      return 0.5 + 0.5 * occ(d, hour);
    },
  };
  return shaped(ctx, did, annual, shapes[category]);
}

/** A building's water, gas or heat main. */
export function utilitySeries(ctx: GenContext, building: BuildingPlan, did: string, energytype: Exclude<EnergyType, 'electricity'>): Float32Array {
  const { type, seededArea } = building;
  const { cooling, heating, heatingSeason } = ctx.climate;
  const table = occupancyTable(type, ctx.days);
  const occ = (d: number, hour: number) => table[d * 24 + hour] ?? 0;
  if (energytype === 'water') {
    const shape = type === 'datacenter' ? (d: number) => 0.5 + (cooling[d] ?? 0) : (d: number, hour: number) => 0.05 + occ(d, hour);
    return shaped(ctx, did, building.waterPerM2 * seededArea, shape);
  }
  if (energytype === 'gas') {
    return shaped(ctx, did, building.gasPerM2 * seededArea, (d, hour) => gasShape(type, hour) * (1 + 0.4 * (heating[d] ?? 0)) * (factsOf(d).offDay && type === 'office' ? 0.2 : 1));
  }
  return shaped(ctx, did, building.heatPerM2 * seededArea, (d, hour) => (heatingSeason[d] ? (heating[d] ?? 0) * (0.65 + 0.35 * occ(d, hour)) * (2 - dayWarmth(hour)) : 0));
}

/** A PV inverter: rated power × sun of the hour (shared by the store's inverters) × its own ±3 %. */
export function pvSeries(ctx: GenContext, meter: MeterInfo): Float32Array {
  const key = streamKey(ctx.seed, meter.did);
  const rated = (meter.capacityKw ?? 0) * (0.97 + 0.03 * unit(key, HOUR_COUNT));
  const out = new Float32Array(ctx.days * 24);
  for (let h = 0; h < ctx.days * 24; h += 1) {
    const sun = ctx.climate.sun[h] ?? 0;
    out[h] = sun > 0 ? quantize(rated * sun * (1 + 0.03 * signed(key, h))) : 0;
  }
  return out;
}

const CHARGE_NIGHT = [1, 2, 3, 4]; // valley band
const DISCHARGE_MORNING = [8, 9, 10]; // first peak
const CHARGE_NOON = [12, 13, 14, 15]; // flat band, between the peaks
const DISCHARGE_EVENING = [18, 19, 20]; // second peak

/**
 * Peak-valley arbitrage, two cycles a day, each day on its own (so any day can be computed
 * alone): charge overnight in the valley and at noon, discharge in the two peaks; between 10 %
 * and 95 % state of charge, within rated power, at the system's round-trip efficiency.
 */
export function storageSeries(ctx: GenContext, system: StoragePlan): { charge: Float32Array; discharge: Float32Array } {
  const key = streamKey(ctx.seed, system.did);
  const charge = new Float32Array(ctx.days * 24);
  const discharge = new Float32Array(ctx.days * 24);
  const usable = system.capacityKwh * 0.85;
  const cycle = (d: number, chargeHours: number[], dischargeHours: number[], depth: number) => {
    const stored = Math.min(usable * depth, system.powerKw * chargeHours.length);
    for (const hour of chargeHours) charge[d * 24 + hour] = quantize(stored / chargeHours.length);
    const out = Math.min(stored * system.efficiency, system.powerKw * dischargeHours.length);
    for (const hour of dischargeHours) discharge[d * 24 + hour] = quantize(out / dischargeHours.length);
  };
  for (let d = 0; d < ctx.days; d += 1) {
    if (unit(key, d) < 0.02) continue; // maintenance day
    cycle(d, CHARGE_NIGHT, DISCHARGE_MORNING, 0.85 + 0.15 * unit(key, DAY_COUNT + d));
    cycle(d, CHARGE_NOON, DISCHARGE_EVENING, 0.6 + 0.3 * unit(key, 2 * DAY_COUNT + d));
  }
  return { charge, discharge };
}

/** EV charging (evening peak, ~25 % utilisation) or a V2G discharge load (in the peak bands). */
export function loadSeries(ctx: GenContext, meter: MeterInfo): Float32Array {
  const key = streamKey(ctx.seed, meter.did);
  const rated = meter.capacityKw ?? 0;
  const out = new Float32Array(ctx.days * 24);
  for (let d = 0; d < ctx.days; d += 1) {
    const day = factsOf(d);
    const busy = 0.8 + 0.4 * unit(key, HOUR_COUNT + d);
    for (let hour = 0; hour < 24; hour += 1) {
      const h = d * 24 + hour;
      const shape = meter.kind === 'charging' ? 0.42 * chargingShape(hour, day) : (hour >= 18 && hour <= 20) || (hour >= 8 && hour <= 10) ? 0.55 : 0;
      out[h] = quantize(Math.min(rated, rated * shape * busy * (1 + 0.15 * signed(key, h))));
    }
  }
  return out;
}
