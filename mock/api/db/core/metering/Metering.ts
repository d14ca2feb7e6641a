import type { MeterInfo, Tariff } from '../../../../../src/api/energyTypes.ts';
import { carbonKg } from '../../../../../src/lib/carbon.ts';
import { DAY_COUNT, HOUR_COUNT } from '../clock/calendar.ts';
import type { SubCategory } from './catalog.ts';
import { climateOf, type Climate } from './climate.ts';
import { loadSeries, pvSeries, storageSeries, subSeries, utilitySeries, type GenContext } from './generator.ts';
import type { BuildingPlan, StorePlan } from './plan.ts';
import type { TenantStep } from './tenantMeters.ts';
import { DAILY_FACTORS, priceTable, tariffsOf, type PriceTable } from './prices.ts';

/** A meter with the store and building it belongs to. */
export interface MeterRef {
  info: MeterInfo;
  store: StorePlan;
  building: BuildingPlan | undefined;
}

/** Receives one hour of a meter: its index, energy (unit), green (kWh), kgCO2 and CNY. */
export type HourVisitor = (hour: number, energy: number, green: number, carbon: number, cost: number) => void;

/** Daily sums of a meter: energy, green (PV used on site), kgCO2 and CNY. */
export interface DayTotals {
  energy: Float64Array;
  green: Float64Array;
  carbon: Float64Array;
  cost: Float64Array;
}

/**
 * The metered values, built lazily and cached: hourly energy per meter, each store's load and
 * PV self-consumption, and per-meter daily totals. Seeded facts only: edits (floor areas,
 * standards) never change a reading.
 */
export class Metering {
  private readonly meters = new Map<string, MeterRef>();
  private readonly hourlyCache = new Map<string, Float32Array>();
  private readonly dayCache = new Map<string, DayTotals>();
  private readonly climates = new Map<string, Climate>();
  private readonly loads = new Map<string, { load: Float64Array; green: Float64Array; pv: Float64Array }>();
  private readonly tariffCache = new Map<string, { tariffs: Tariff[]; table: PriceTable }>();

  constructor(
    private readonly seed: number,
    readonly plans: ReadonlyMap<string, StorePlan>,
  ) {
    for (const store of plans.values()) {
      const buildings = new Map(store.buildings.map((b) => [b.did, b]));
      for (const info of store.meters) this.meters.set(info.did, { info, store, building: buildings.get(info.building) });
    }
  }

  meter(did: string): MeterRef | undefined {
    return this.meters.get(did);
  }

  tariffs(store: StorePlan): { tariffs: Tariff[]; table: PriceTable } {
    let entry = this.tariffCache.get(store.did);
    if (!entry) {
      const tariffs = tariffsOf(this.seed, store.provincecode || 'none');
      entry = { tariffs, table: priceTable(tariffs) };
      this.tariffCache.set(store.did, entry);
    }
    return entry;
  }

  private context(store: StorePlan): GenContext {
    let climate = this.climates.get(store.did);
    if (!climate) {
      climate = climateOf(this.seed, store.did, store.latitude, store.longitude, store.heated, store.seededZone);
      this.climates.set(store.did, climate);
    }
    return { seed: this.seed, climate };
  }

  /** Hourly energy of a meter, HOUR_COUNT values in its unit. */
  hourly(did: string): Float32Array {
    const cached = this.hourlyCache.get(did);
    if (cached) return cached;
    const ref = this.meters.get(did);
    if (!ref) throw new Error(`metering: unknown meter ${did}`);
    const values = this.generate(ref);
    this.hourlyCache.set(did, values);
    return values;
  }

  private generate({ info, store, building }: MeterRef): Float32Array {
    const ctx = this.context(store);
    if (info.kind === 'main' && info.energytype === 'electricity') {
      // The main is the sum of its subs, hour by hour (exact: see generator.ts).
      const out = new Float32Array(HOUR_COUNT);
      for (const sub of store.meters.filter((m) => m.parent === info.did)) {
        const values = this.hourly(sub.did);
        for (let h = 0; h < HOUR_COUNT; h += 1) out[h] = (out[h] ?? 0) + (values[h] ?? 0);
      }
      return out;
    }
    if (info.kind === 'tenant' && info.parent) return this.tenantSeries(info.parent, store.tenantShares.get(info.did) ?? 0, store.tenantSteps.get(info.did));
    if (info.kind === 'sub' && building) return subSeries(ctx, building, info.did, info.category as SubCategory);
    if (info.kind === 'main' && building && info.energytype !== 'electricity') return utilitySeries(ctx, building, info.did, info.energytype);
    if (info.kind === 'pv') return pvSeries(ctx, info);
    if (info.kind === 'storage-charge' || info.kind === 'storage-discharge') {
      const system = store.storage.find((s) => s.chargeMeter === info.did || s.dischargeMeter === info.did);
      if (!system) throw new Error(`metering: no storage system for ${info.did}`);
      const { charge, discharge } = storageSeries(ctx, system);
      this.hourlyCache.set(system.chargeMeter, charge);
      this.hourlyCache.set(system.dischargeMeter, discharge);
      return info.kind === 'storage-charge' ? charge : discharge;
    }
    if (info.kind === 'charging' || info.kind === 'discharge') return loadSeries(ctx, info);
    throw new Error(`metering: cannot generate ${info.did}`);
  }

  /** A room meter: its share of the sub-meter upstream (changed from a step on), hour by hour, on the same 1/256 grid. */
  private tenantSeries(parent: string, share: number, step: TenantStep | undefined): Float32Array {
    const upstream = this.hourly(parent);
    const out = new Float32Array(HOUR_COUNT);
    for (let h = 0; h < HOUR_COUNT; h += 1) {
      const part = step && h >= step.hour ? share * step.factor : share;
      out[h] = Math.floor((upstream[h] ?? 0) * part * 256) / 256;
    }
    return out;
  }

  /** A store's electricity load (sum of its electricity mains), PV output and PV used on site, per hour. */
  storeFlows(store: StorePlan): { load: Float64Array; green: Float64Array; pv: Float64Array } {
    let flows = this.loads.get(store.did);
    if (flows) return flows;
    const load = new Float64Array(HOUR_COUNT);
    const pv = new Float64Array(HOUR_COUNT);
    for (const m of store.meters) {
      const target = m.kind === 'main' && m.energytype === 'electricity' ? load : m.kind === 'pv' ? pv : undefined;
      if (!target) continue;
      const values = this.hourly(m.did);
      for (let h = 0; h < HOUR_COUNT; h += 1) target[h] = (target[h] ?? 0) + (values[h] ?? 0);
    }
    const green = new Float64Array(HOUR_COUNT);
    for (let h = 0; h < HOUR_COUNT; h += 1) green[h] = Math.min(load[h] ?? 0, pv[h] ?? 0);
    flows = { load, green, pv };
    this.loads.set(store.did, flows);
    return flows;
  }

  /**
   * Visits the hours [from, to] of a meter with energy, green, kgCO2 and CNY. Green: a store's PV
   * used on site is shared among its electricity mains and subs pro rata to their energy; a PV
   * inverter's own output is all green (and costs nothing). Cost: electricity net of green at the
   * hour's band price, other types at their unit price.
   */
  eachHour(ref: MeterRef, from: number, to: number, visit: HourVisitor): void {
    const { energytype, kind } = ref.info;
    const values = this.hourly(ref.info.did);
    const table = this.tariffs(ref.store).table;
    const factors = DAILY_FACTORS[energytype];
    const shared = energytype === 'electricity' && (kind === 'main' || kind === 'sub') && ref.store.assets.pv;
    const flows = shared ? this.storeFlows(ref.store) : undefined;
    const unitPrice = table.unit[energytype];
    for (let h = from; h <= to; h += 1) {
      const energy = values[h] ?? 0;
      if (kind === 'pv') {
        visit(h, energy, energy, 0, 0);
        continue;
      }
      let green = 0;
      if (flows) {
        const load = flows.load[h] ?? 0;
        green = load > 0 ? Math.min(energy, ((flows.green[h] ?? 0) * energy) / load) : 0;
      }
      const carbon = carbonKg(energy, factors[Math.floor(h / 24)] ?? 0, green);
      const cost = energytype === 'electricity' ? (energy - green) * (table.hourly[h % 24] ?? 0) : energy * unitPrice;
      visit(h, energy, green, carbon, cost);
    }
  }

  /** Daily totals of a meter, DAY_COUNT values each. */
  days(did: string): DayTotals {
    const cached = this.dayCache.get(did);
    if (cached) return cached;
    const ref = this.meters.get(did);
    if (!ref) throw new Error(`metering: unknown meter ${did}`);
    const totals: DayTotals = { energy: new Float64Array(DAY_COUNT), green: new Float64Array(DAY_COUNT), carbon: new Float64Array(DAY_COUNT), cost: new Float64Array(DAY_COUNT) };
    this.eachHour(ref, 0, HOUR_COUNT - 1, (h, energy, green, carbon, cost) => {
      const d = Math.floor(h / 24);
      totals.energy[d] = (totals.energy[d] ?? 0) + energy;
      totals.green[d] = (totals.green[d] ?? 0) + green;
      totals.carbon[d] = (totals.carbon[d] ?? 0) + carbon;
      totals.cost[d] = (totals.cost[d] ?? 0) + cost;
    });
    this.dayCache.set(did, totals);
    return totals;
  }
}
