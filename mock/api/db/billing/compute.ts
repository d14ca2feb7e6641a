import type { Bill, BillLine, Contract, MeterGroup, RateRule } from '../../../../src/api/billing/types.ts';
import type { TouBand } from '../../../../src/api/energyTypes.ts';
import { dayIndex } from '../core/clock/calendar.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { BANDS } from '../core/metering/prices.ts';
import { hashText } from '../core/noise.ts';
import { addDays, daysBetween, daysInMonth, firstDay, lastDay } from '../core/clock/dates.ts';
import { priceOf, versionEnd, versionOn } from './rates.ts';
import { round2 } from './round.ts';


/** One energy source of a room: a meter wholly its own, a share of a shared meter, or a difference. */
interface Source {
  kind: 'energy' | 'shared';
  meter: string;
  space: string;
  factor: number;
  minus: string[];
  percent?: number;
}

export function sourcesOf(group: MeterGroup, electricity: (did: string) => boolean): Source[] {
  return [
    ...group.own.filter(electricity).map((meter): Source => ({ kind: 'energy', meter, space: group.space, factor: 1, minus: [] })),
    ...group.differences.map((d): Source => ({ kind: 'energy', meter: d.meter, space: group.space, factor: 1, minus: d.minus })),
    ...group.shares.map((s): Source => ({ kind: 'shared', meter: s.meter, space: group.space, factor: s.percent / 100, minus: [], percent: s.percent })),
  ];
}

/** A meter's register reading (kWh) at the start of a day: a fixed base plus all it measured before. */
export class Readings {
  /** Running sums by the meter's daily totals (the days run on are new totals whenever the clock moved). */
  private readonly prefix = new WeakMap<Float64Array, Float64Array>();

  constructor(private readonly metering: Metering) {}

  at(meter: string, date: string): number {
    const days = this.metering.days(meter).energy;
    let sums = this.prefix.get(days);
    if (!sums) {
      sums = new Float64Array(days.length + 1);
      for (let d = 0; d < days.length; d += 1) sums[d + 1] = (sums[d] ?? 0) + (days[d] ?? 0);
      this.prefix.set(days, sums);
    }
    const index = Math.min(days.length, Math.max(0, dayIndex(date)));
    return round2(1000 + (hashText(meter) % 40_000) + (sums[index] ?? 0));
  }
}

/** A source's hourly series: its meter's and its sub-meters', looked up once for a loop over hours. */
export interface SourceSeries {
  main: ArrayLike<number>;
  minus: ArrayLike<number>[];
  factor: number;
}

export function seriesOf(metering: Metering, source: Source): SourceSeries {
  return { main: metering.series(source.meter), minus: source.minus.map((m) => metering.series(m)), factor: source.factor };
}

/** A source's kWh in hour `h`: its meter less any sub-meters (never below 0), times its share. */
export function hourValue(series: SourceSeries, h: number): number {
  let value = series.main[h] ?? 0;
  for (const sub of series.minus) value -= sub[h] ?? 0;
  return Math.max(0, value) * series.factor;
}

/** Bucket order of a bill's energy lines (and part of the bucket key). */
const BAND_CODE = { peak: 0, flat: 1, valley: 2, all: 3 } as const;

export interface BillContext {
  metering: Metering;
  readings: Readings;
  rule: RateRule;
  groups: MeterGroup[];
  meterName: (did: string) => string;
  isElectricity: (did: string) => boolean;
}

export interface LateCharge {
  bill: string;
  number: string;
  outstanding: number;
  days: number;
}

/**
 * A contract's bill for a month, every line explained: energy per meter, band and price version
 * (a tiered rule fills its tiers with the month's kWh in time order), shared meters at the room's
 * percent, rent and fees prorated by the days covered, and late fees. Null if no day is covered.
 */
export function computeBill(ctx: BillContext, contract: Contract, month: string, issuedOn: string, late: readonly LateCharge[]): Omit<Bill, 'did' | 'number'> | null {
  const end = contract.terminatedOn && contract.terminatedOn < contract.end ? contract.terminatedOn : contract.end;
  const from = contract.start > firstDay(month) ? contract.start : firstDay(month);
  const to = end < lastDay(month) ? end : lastDay(month);
  if (from > to) return null;
  const { rule } = ctx;
  const lines: BillLine[] = [];
  const sources = ctx.groups.flatMap((g) => sourcesOf(g, ctx.isElectricity));

  // Energy: hour by hour in time order (tiers fill up in order), on the days that have data.
  // Hot loop of every bill (hundreds per store): numeric bucket keys and each source's hourly
  // series looked up once, so a store's first bill run costs milliseconds, not seconds.
  const readTo = ctx.metering.lastDayOf(contract.store);
  const energyTo = to < readTo ? to : readTo;
  const buckets = new Map<number, { source: number; band: TouBand | 'all'; version: string; tier: number; kwh: number; meterKwh: number; price: number }>();
  const series = sources.map((source) => seriesOf(ctx.metering, source));
  const versionCount = rule.versions.length;
  let used = 0;
  for (let d = dayIndex(from); d <= dayIndex(energyTo); d += 1) {
    const date = addDays(from, d - dayIndex(from));
    const version = versionOn(rule, date);
    if (!version) continue;
    const versionIndex = rule.versions.indexOf(version);
    for (let hour = 0; hour < 24; hour += 1) {
      const band = BANDS[hour] ?? 'flat';
      const bucketBand = rule.kind === 'tou' ? band : 'all';
      const h = d * 24 + hour;
      for (let index = 0; index < sources.length; index += 1) {
        const source = sources[index]!;
        let rest = hourValue(series[index]!, h);
        while (rest > 0) {
          const { price, tier } = priceOf(rule, version, band, used);
          // A tier's room left this month: an hour that crosses a tier's top is split at it.
          const top = rule.kind === 'tiered' ? version.tiers?.[tier]?.upTo ?? null : null;
          const take = top === null ? rest : Math.min(rest, Math.max(top - used, 0)) || rest;
          const key = ((index * 4 + BAND_CODE[bucketBand]) * versionCount + versionIndex) * 1024 + tier;
          let bucket = buckets.get(key);
          if (!bucket) {
            bucket = { source: index, band: bucketBand, version: version.from, tier, kwh: 0, meterKwh: 0, price };
            buckets.set(key, bucket);
          }
          bucket.kwh += take;
          bucket.meterKwh += source.factor > 0 ? take / source.factor : 0;
          used += take;
          rest -= take;
        }
      }
    }
  }
  const sorted = [...buckets.values()].sort((a, b) => a.source - b.source || a.version.localeCompare(b.version) || BAND_CODE[a.band] - BAND_CODE[b.band] || a.tier - b.tier);
  for (const bucket of sorted) {
    const source = sources[bucket.source]!;
    const version = rule.versions.find((v) => v.from === bucket.version)!;
    const next = versionEnd(rule, version);
    const lineFrom = version.from > from ? version.from : from;
    const lineTo = next && addDays(next, -1) < energyTo ? addDays(next, -1) : energyTo;
    const kwh = round2(bucket.kwh);
    const line: BillLine = {
      kind: source.kind, meter: source.meter, meterName: ctx.meterName(source.meter), space: source.space, band: bucket.band,
      kwh, price: bucket.price, from: lineFrom, to: lineTo, amount: round2(kwh * bucket.price),
    };
    if (source.kind === 'shared') {
      line.percent = source.percent ?? 0;
      line.meterKwh = round2(bucket.meterKwh);
    } else {
      // The register over the line's own days (a price version in force for part of the month).
      const after = addDays(lineTo, 1);
      line.startReading = ctx.readings.at(source.meter, lineFrom);
      line.endReading = ctx.readings.at(source.meter, after);
      if (source.minus.length > 0) line.minusKwh = round2(source.minus.reduce((s, m) => s + ctx.readings.at(m, after) - ctx.readings.at(m, lineFrom), 0));
    }
    lines.push(line);
  }

  const days = daysBetween(from, to) + 1;
  const dim = daysInMonth(month);
  lines.push({ kind: 'rent', name: 'rent', days, daysInMonth: dim, from, to, amount: round2((contract.rent * days) / dim) });
  for (const fee of contract.fees) lines.push({ kind: 'fee', name: fee.name, days, daysInMonth: dim, from, to, amount: round2((fee.amount * days) / dim) });
  for (const charge of late) {
    if (charge.days <= 0 || charge.outstanding <= 0) continue;
    lines.push({ kind: 'late-fee', name: charge.number, base: charge.outstanding, days: charge.days, price: contract.lateFeeRate, amount: round2(charge.outstanding * contract.lateFeeRate * charge.days) });
  }
  const sum = (kinds: readonly BillLine['kind'][]) => round2(lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amount, 0));
  const energyAmount = sum(['energy', 'shared']);
  const rentAmount = sum(['rent']);
  const feeAmount = sum(['fee']);
  const lateFee = sum(['late-fee']);
  const total = round2(energyAmount + rentAmount + feeAmount + lateFee);
  return {
    store: contract.store, contract: contract.did, tenant: contract.tenant, month, from, to, issuedOn, dueOn: addDays(issuedOn, contract.dueDays),
    currency: contract.currency, lines, energyKwh: round2(lines.reduce((s, l) => s + (l.kwh ?? 0), 0)), energyAmount, rentAmount, feeAmount, lateFee, total,
    paid: 0, outstanding: total, state: 'issued', overdue: false, voidReason: null,
  };
}
