import type { Tariff } from '../../../../../src/api/energyTypes.ts';
import { carbonKg } from '../../../../../src/lib/carbon.ts';
import { DAY_COUNT, HOUR_COUNT } from '../clock/calendar.ts';
import { climateOf, type Climate } from './climate.ts';
import type { GenContext } from './generator.ts';
import { generateMeter, type MeterRef } from './meterSeries.ts';
import type { StorePlan } from './plan.ts';
import { DAILY_FACTORS, priceTable, tariffsOf, type PriceTable } from './prices.ts';
import { RunOn, type RunOnSource } from './RunOn.ts';
import { factorOfDay, factsOf } from './runOnDays.ts';

export type { MeterRef } from './meterSeries.ts';
export type { RunOnSource } from './RunOn.ts';

/** Receives one hour of a meter: its index, energy (unit), green (kWh), kgCO2 and CNY. */
export type HourVisitor = (hour: number, energy: number, green: number, carbon: number, cost: number) => void;

/** Daily sums of a meter: energy, green (PV used on site), kgCO2 and CNY. */
export interface DayTotals {
  energy: Float64Array;
  green: Float64Array;
  carbon: Float64Array;
  cost: Float64Array;
}

export interface StoreFlows {
  load: Float64Array;
  green: Float64Array;
  pv: Float64Array;
}

/**
 * The metered values, built lazily and cached: hourly energy per meter, each store's load and
 * PV self-consumption, and per-meter daily totals. Seeded facts only: edits (floor areas,
 * standards) never change a reading. Once a world clock is attached (runOn), the readings run
 * on past the seed up to its now (RunOn.ts); `hourly` stays the seeded hours.
 */
export class Metering {
  private readonly meters = new Map<string, MeterRef>();
  private readonly hourlyCache = new Map<string, Float32Array>();
  private readonly dayCache = new Map<string, DayTotals>();
  private readonly climates = new Map<string, Climate>();
  private readonly loads = new Map<string, StoreFlows>();
  private readonly tariffCache = new Map<string, { tariffs: Tariff[]; table: PriceTable }>();
  private readonly later = new RunOn(this);

  constructor(
    private readonly seed: number,
    readonly plans: ReadonlyMap<string, StorePlan>,
  ) {
    for (const store of plans.values()) {
      const buildings = new Map(store.buildings.map((b) => [b.did, b]));
      for (const info of store.meters) this.meters.set(info.did, { info, store, building: buildings.get(info.building) });
    }
  }

  /** Readings run on to the world clock's now from here on (a new world: what the last one ran on is dropped). */
  runOn(source: RunOnSource | undefined): void {
    this.later.attach(source);
  }

  meter(did: string): MeterRef | undefined {
    return this.meters.get(did);
  }

  /** The meter of a did, or an error (a reader asks only for meters it was given). */
  ref(did: string): MeterRef {
    const ref = this.meters.get(did);
    if (!ref) throw new Error(`metering: unknown meter ${did}`);
    return ref;
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

  /** The generator's context of a store over `days` days (the seeded days are the same whatever `days`). */
  context(store: StorePlan, days = DAY_COUNT): GenContext {
    let climate = this.climates.get(store.did);
    if (!climate || climate.temperature.length < days) {
      climate = climateOf(this.seed, store.did, store.latitude, store.longitude, store.heated, store.seededZone, days);
      this.climates.set(store.did, climate);
    }
    return { seed: this.seed, climate, days };
  }

  /** Seeded hourly energy of a meter, HOUR_COUNT values in its unit. */
  hourly(did: string): Float32Array {
    const cached = this.hourlyCache.get(did);
    if (cached) return cached;
    const ref = this.ref(did);
    const values = generateMeter(this.context(ref.store), ref, (other) => this.hourly(other), (other, v) => this.hourlyCache.set(other, v));
    this.hourlyCache.set(did, values);
    return values;
  }

  /** Number of hours with readings of a store's meters: the seeded ones, then up to its now (the current hour partial). */
  hoursOf(store: StorePlan): number {
    return this.later.hoursOf(store);
  }

  /** The last day ('YYYY-MM-DD') a store's meters have readings for: the seed's last, then today (its hours so far). */
  lastDayOf(store: string): string {
    const plan = this.plans.get(store);
    return factsOf(Math.ceil((plan ? this.later.hoursOf(plan) : HOUR_COUNT) / 24) - 1).date;
  }

  /** Hourly energy of a meter up to now: the seeded hours, then the ones run on (hoursOf values). */
  series(did: string): ArrayLike<number> {
    const ref = this.ref(did);
    return this.later.hoursOf(ref.store) > HOUR_COUNT ? this.later.series(ref) : this.hourly(did);
  }

  /**
   * Average rate (unit per hour) of a meter in hour `hour` (≥ 0) of the calendar: the seeded
   * reading, after the seed the hour run on (RunOn.rate: a reported hour as `series` has it, the
   * current one at the rate its quarters are reported at). One hour, no series built.
   */
  hourRate(did: string, hour: number): number {
    return hour < HOUR_COUNT ? (this.hourly(did)[hour] ?? 0) : this.later.rate(this.ref(did), hour);
  }

  /** A store's electricity load (sum of its electricity mains), PV output and PV used on site, per hour. */
  storeFlows(store: StorePlan): StoreFlows {
    const hours = this.later.hoursOf(store);
    if (hours > HOUR_COUNT) return this.later.flows(store, () => this.flowsOver(store, hours));
    let flows = this.loads.get(store.did);
    if (!flows) {
      flows = this.flowsOver(store, HOUR_COUNT);
      this.loads.set(store.did, flows);
    }
    return flows;
  }

  private flowsOver(store: StorePlan, hours: number): StoreFlows {
    const load = new Float64Array(hours);
    const pv = new Float64Array(hours);
    for (const m of store.meters) {
      const target = m.kind === 'main' && m.energytype === 'electricity' ? load : m.kind === 'pv' ? pv : undefined;
      if (!target) continue;
      const values = this.series(m.did);
      for (let h = 0; h < hours; h += 1) target[h] = (target[h] ?? 0) + (values[h] ?? 0);
    }
    const green = new Float64Array(hours);
    for (let h = 0; h < hours; h += 1) green[h] = Math.min(load[h] ?? 0, pv[h] ?? 0);
    return { load, green, pv };
  }

  /**
   * Visits the hours [from, to] of a meter with energy, green, kgCO2 and CNY. Green: a store's PV
   * used on site is shared among its electricity mains and subs pro rata to their energy; a PV
   * inverter's own output is all green (and costs nothing). Cost: electricity net of green at the
   * hour's band price, other types at their unit price.
   */
  eachHour(ref: MeterRef, from: number, to: number, visit: HourVisitor): void {
    const { energytype, kind } = ref.info;
    const values = this.series(ref.info.did);
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
      const d = Math.floor(h / 24);
      const carbon = carbonKg(energy, d < DAY_COUNT ? (factors[d] ?? 0) : factorOfDay(energytype, d), green);
      const cost = energytype === 'electricity' ? (energy - green) * (table.hourly[h % 24] ?? 0) : energy * unitPrice;
      visit(h, energy, green, carbon, cost);
    }
  }

  /** Daily totals of a meter: DAY_COUNT values each, and the days run on up to today (its store's). */
  days(did: string): DayTotals {
    const ref = this.ref(did);
    const hours = this.later.hoursOf(ref.store);
    const seeded = this.dayCache.get(did) ?? this.totalsOver(ref, 0, HOUR_COUNT);
    this.dayCache.set(did, seeded);
    if (hours <= HOUR_COUNT) return seeded;
    return this.later.days(ref, () => {
      const totals = this.totalsOver(ref, HOUR_COUNT, hours);
      for (const key of ['energy', 'green', 'carbon', 'cost'] as const) totals[key].set(seeded[key]);
      return totals;
    });
  }

  /** Daily sums of the hours [from, to) into arrays of as many days as reach `to`. */
  private totalsOver(ref: MeterRef, from: number, to: number): DayTotals {
    const count = Math.ceil(to / 24);
    const totals: DayTotals = { energy: new Float64Array(count), green: new Float64Array(count), carbon: new Float64Array(count), cost: new Float64Array(count) };
    this.eachHour(ref, from, to - 1, (h, energy, green, carbon, cost) => {
      const d = Math.floor(h / 24);
      totals.energy[d] = (totals.energy[d] ?? 0) + energy;
      totals.green[d] = (totals.green[d] ?? 0) + green;
      totals.carbon[d] = (totals.carbon[d] ?? 0) + carbon;
      totals.cost[d] = (totals.cost[d] ?? 0) + cost;
    });
    return totals;
  }

  /** A meter's generated hours over at least `days` days (`ahead` more when made anew), kept in `cache` (RunOn's): the hours already there stay as they were. */
  generatedOver(did: string, days: number, cache: Map<string, Float32Array>, ahead = 0): Float32Array {
    const cached = cache.get(did);
    if (cached && cached.length >= days * 24) return cached;
    const ref = this.ref(did);
    const total = days + ahead;
    const values = generateMeter(this.context(ref.store, total), ref, (other) => this.generatedOver(other, total, cache), (other, v) => cache.set(other, v));
    if (cached) values.set(cached);
    cache.set(did, values);
    return values;
  }
}
