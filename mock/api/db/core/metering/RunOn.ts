import { DATA_FROM, HOUR_COUNT } from '../clock/calendar.ts';
import { HOUR, MINUTE } from '../clock/time.ts';
import { instantIn } from '../clock/zones.ts';
import type { DayTotals, Metering, StoreFlows } from './Metering.ts';
import { tenantHour, tenantShare, type MeterRef } from './meterSeries.ts';
import type { StorePlan } from './plan.ts';

/** What the readings run on with: the world clock, and the charging stations' sessions. */
export interface RunOnSource {
  /** The world clock's now (ms). */
  now: () => number;
  /**
   * kWh a charging meter's station delivered, per hour from `from` (an hour's start) up to `to`:
   * each session ended by `to` counted in the hour it began, as its order is. Undefined when no
   * station reads the meter (its hours are then generated like the seed's).
   */
  stationHours?: (meter: string, from: number, to: number) => readonly number[] | undefined;
}

/** Meters report every quarter of an hour: the current hour holds the quarters gone by. */
const QUARTER = 15 * MINUTE;
/** Generated hours are made this many days ahead of need: one generation serves a week of clock. */
export const AHEAD_DAYS = 7;
/** A station's hour is final once every session begun in it has ended (the longest runs 90 minutes). */
const STATION_CLOSES_AFTER = 2 * HOUR;

const quantize = (value: number) => Math.round(value * 256) / 256;

/**
 * The readings after the seed, up to the world clock's now: the same generator's hours on past
 * the seeded days (the current hour partial: the quarters of it reported), a charging meter's
 * from its station's sessions. Generated and closed station hours are kept, so a reading once
 * answered stays the same; the rest is worked out again whenever now has moved.
 */
export class RunOn {
  private source: RunOnSource | undefined;
  private readonly generated = new Map<string, Float32Array>();
  /** Charging meter → its final hours after the seed, in order from HOUR_COUNT. */
  private readonly stationClosed = new Map<string, number[]>();
  private readonly starts = new Map<string, number>();
  /** Charging meter → whether a station of this world reads it. */
  private readonly stationRead = new Map<string, boolean>();
  private at = Number.NaN;
  private readonly seriesAt = new Map<string, Float64Array>();
  private readonly daysAt = new Map<string, DayTotals>();
  private readonly flowsAt = new Map<string, StoreFlows>();

  constructor(private readonly metering: Metering) {}

  attach(source: RunOnSource | undefined): void {
    this.source = source;
    // The stations' sessions are the world's: a new world has its own. Generated hours are the seed's alone.
    this.stationClosed.clear();
    this.stationRead.clear();
    this.at = Number.NaN;
  }

  /** The instant of the store's hour 0: local midnight of the data's first day where it was seeded. */
  private start(store: StorePlan): number {
    let start = this.starts.get(store.seededZone);
    if (start === undefined) {
      start = instantIn(DATA_FROM, '00:00', store.seededZone);
      this.starts.set(store.seededZone, start);
    }
    return start;
  }

  /** Quarters of an hour reported by now, counted from the store's hour 0. */
  private quarters(store: StorePlan, now: number): number {
    return Math.floor((now - this.start(store)) / QUARTER);
  }

  /** Hours with a reported quarter by now (at least the seeded ones). */
  hoursOf(store: StorePlan): number {
    if (!this.source) return HOUR_COUNT;
    return Math.max(HOUR_COUNT, Math.ceil(this.quarters(store, this.source.now()) / 4));
  }

  /** Answers worked out for one now: dropped when the clock has moved. */
  private fresh(): number {
    const now = this.source?.now() ?? Number.NaN;
    if (now !== this.at) {
      this.at = now;
      this.seriesAt.clear();
      this.daysAt.clear();
      this.flowsAt.clear();
    }
    return now;
  }

  series(ref: MeterRef): Float64Array {
    const now = this.fresh();
    const cached = this.seriesAt.get(ref.info.did);
    if (cached) return cached;
    const hours = this.hoursOf(ref.store);
    const out = new Float64Array(hours);
    const { info, store } = ref;
    if (info.kind === 'main' && info.energytype === 'electricity') {
      // The sum of its subs, partial hour included: a main stays the exact sum of its subs.
      for (const sub of store.meters.filter((m) => m.parent === info.did)) {
        const values = this.series(this.metering.ref(sub.did));
        for (let h = 0; h < hours; h += 1) out[h] = (out[h] ?? 0) + (values[h] ?? 0);
      }
    } else if (info.kind === 'tenant' && info.parent) {
      tenantShare(this.series(this.metering.ref(info.parent)), store.tenantShares.get(info.did) ?? 0, store.tenantSteps.get(info.did), out);
    } else {
      const station = info.kind === 'charging' ? this.stationSeries(ref, hours, now) : undefined;
      if (station) out.set(station);
      else this.generatedSeries(ref, hours, now, out);
    }
    this.seriesAt.set(info.did, out);
    return out;
  }

  /** The generator's hours, the current one cut to the part gone by. */
  private generatedSeries(ref: MeterRef, hours: number, now: number, out: Float64Array): void {
    const values = this.metering.generatedOver(ref.info.did, Math.ceil(hours / 24), this.generated, AHEAD_DAYS);
    for (let h = 0; h < hours; h += 1) out[h] = values[h] ?? 0;
    const gone = (this.quarters(ref.store, now) - (hours - 1) * 4) / 4;
    if (gone < 1) out[hours - 1] = quantize((values[hours - 1] ?? 0) * gone);
  }

  /** The seeded hours, then the station's sessions hour by hour (undefined when no station reads the meter). */
  private stationSeries(ref: MeterRef, hours: number, now: number): Float64Array | undefined {
    const did = ref.info.did;
    const closed = this.stationClosed.get(did) ?? [];
    const from = this.start(ref.store) + (HOUR_COUNT + closed.length) * HOUR;
    const open = this.source?.stationHours?.(did, from, now);
    if (!open) return undefined;
    const out = new Float64Array(hours);
    out.set(this.metering.hourly(did));
    const base = HOUR_COUNT + closed.length;
    closed.forEach((kwh, i) => (out[HOUR_COUNT + i] = kwh));
    // Final hours are kept, in order from the first open one, so a later now never changes them.
    let closing = true;
    const closedNow: number[] = [];
    open.forEach((kwh, i) => {
      if (base + i >= hours) return;
      out[base + i] = kwh;
      closing &&= from + (i + 1) * HOUR + STATION_CLOSES_AFTER <= now;
      if (closing) closedNow.push(kwh);
    });
    closed.push(...closedNow);
    this.stationClosed.set(did, closed);
    return out;
  }

  /**
   * A meter's average rate (its unit per hour) over an hour after the seed, read without building
   * its series (the device simulator asks often): an hour reported in full is the reading `series`
   * answers; the current hour, and one not reported yet, go at the rate their quarters are
   * reported at (the generator's whole hour). A station's meter is its series: the sessions ended
   * by now, 0 in an hour none has ended in.
   */
  rate(ref: MeterRef, hour: number): number {
    const { info, store } = ref;
    if (info.kind === 'main' && info.energytype === 'electricity') {
      // The sum of its subs, in series' order: the same double sum.
      let sum = 0;
      for (const sub of store.meters) if (sub.parent === info.did) sum += this.rate(this.metering.ref(sub.did), hour);
      return sum;
    }
    if (info.kind === 'tenant' && info.parent) return tenantHour(this.rate(this.metering.ref(info.parent), hour), hour, store.tenantShares.get(info.did) ?? 0, store.tenantSteps.get(info.did));
    if (info.kind === 'charging' && this.readByStation(info.did)) return this.series(ref)[hour] ?? 0;
    return this.metering.generatedOver(info.did, Math.floor(hour / 24) + 1, this.generated, AHEAD_DAYS)[hour] ?? 0;
  }

  /** Whether a station of this world reads a charging meter (asked once a world: an empty span answers it). */
  private readByStation(did: string): boolean {
    let read = this.stationRead.get(did);
    if (read === undefined) {
      read = this.source?.stationHours?.(did, 0, 0) !== undefined;
      this.stationRead.set(did, read);
    }
    return read;
  }

  days(ref: MeterRef, build: () => DayTotals): DayTotals {
    this.fresh();
    let totals = this.daysAt.get(ref.info.did);
    if (!totals) {
      totals = build();
      this.daysAt.set(ref.info.did, totals);
    }
    return totals;
  }

  flows(store: StorePlan, build: () => StoreFlows): StoreFlows {
    this.fresh();
    let flows = this.flowsAt.get(store.did);
    if (!flows) {
      flows = build();
      this.flowsAt.set(store.did, flows);
    }
    return flows;
  }
}
