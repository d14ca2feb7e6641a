import { ENERGY_TYPES, type AggAnswer, type AggGroup, type AggRow, type EnergyType, type MeterCategory, type MeterKind } from '../../../../src/api/energyTypes.ts';
import { tceOf } from '../../../../src/lib/carbon.ts';
import { factsOf as dayFacts, monthsBetween as monthsOf } from '../core/metering/runOnDays.ts';
import type { MeterRef, Metering } from '../core/metering/Metering.ts';
import type { Period } from './parse.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { BANDS } from '../core/metering/prices.ts';

export interface AggSelection {
  period: Period;
  groupby: AggGroup;
  /** Absent = every type. */
  energytypes?: readonly EnergyType[];
  /** Absent = mains (consumption). */
  kinds?: readonly MeterKind[];
}

const CATEGORIES: readonly MeterCategory[] = ['total', 'lighting', 'hvac', 'power', 'special', 'pv', 'storage', 'charging', 'discharge'];

/** A row being summed: totals plus energy by type (for tce and the shared-type check). */
interface Acc {
  key: string;
  name: string;
  area?: number;
  byType: Map<EnergyType, number>;
  green: number;
  carbon: number;
  cost: number;
}

const acc = (key: string, name: string, area?: number): Acc => ({ key, name, byType: new Map(), green: 0, carbon: 0, cost: 0, ...(area === undefined ? {} : { area }) });

/** The meters a selection counts, store by store in plan order. */
export function selectMeters(metering: Metering, stores: readonly StorePlan[], kinds: readonly MeterKind[], types: readonly EnergyType[]): MeterRef[] {
  const out: MeterRef[] = [];
  for (const store of stores) {
    for (const info of store.meters) {
      if (!kinds.includes(info.kind) || !types.includes(info.energytype)) continue;
      const ref = metering.meter(info.did);
      if (ref) out.push(ref);
    }
  }
  return out;
}

/** The rows of a grouping, in display order, before anything is counted. */
function seedRows(groupby: AggGroup, stores: readonly StorePlan[], meters: readonly MeterRef[], period: Period): Acc[] {
  const prefix = (store: StorePlan, name: string) => (stores.length > 1 ? `${store.name} ${name}` : name);
  switch (groupby) {
    case 'store':
      return stores.map((s) => acc(s.did, s.name, s.buildings.reduce((sum, b) => sum + b.floorarea, 0)));
    case 'building':
      return stores.flatMap((s) => s.buildings.map((b) => acc(b.did, prefix(s, b.name), b.floorarea)));
    case 'meter':
      return meters.map((m) => acc(m.info.did, prefix(m.store, m.info.name)));
    case 'category':
      return CATEGORIES.filter((c) => meters.some((m) => m.info.category === c)).map((c) => acc(c, c));
    case 'energytype':
      return ENERGY_TYPES.filter((t) => meters.some((m) => m.info.energytype === t)).map((t) => acc(t, t));
    case 'month':
      return monthsOf(period.from, period.to).map((m) => acc(m, m));
    case 'hourOfDay':
      return Array.from({ length: 24 }, (_, h) => acc(String(h).padStart(2, '0'), String(h).padStart(2, '0')));
    case 'touBand':
      return (['peak', 'flat', 'valley'] as const).map((b) => acc(b, b));
  }
}

/** The row key a meter's energy goes to (for the groupings that do not cut time). */
function meterKey(groupby: AggGroup, ref: MeterRef): string {
  if (groupby === 'store') return ref.store.did;
  if (groupby === 'building') return ref.info.building;
  if (groupby === 'meter') return ref.info.did;
  if (groupby === 'category') return ref.info.category;
  return ref.info.energytype;
}

function addTo(row: Acc | undefined, type: EnergyType, energy: number, green: number, carbon: number, cost: number): void {
  if (!row) return;
  row.byType.set(type, (row.byType.get(type) ?? 0) + energy);
  row.green += green;
  row.carbon += carbon;
  row.cost += cost;
}

function finish(row: Acc): AggRow {
  let energy = 0;
  let tce = 0;
  for (const [type, amount] of row.byType) {
    energy += amount;
    tce += tceOf(type, amount);
  }
  const only = row.byType.size === 1 ? [...row.byType.keys()][0] : undefined;
  return {
    key: row.key,
    name: row.name,
    ...(only ? { energytype: only } : {}),
    energy,
    green: row.green,
    carbon: row.carbon,
    cost: row.cost,
    tce,
    ...(row.area === undefined ? {} : { area: row.area }),
  };
}

/** AggAnswer.total: the plain sum of the rows, so the two always agree. */
export function totalOf(rows: readonly AggRow[]): AggAnswer['total'] {
  const types = new Set(rows.map((r) => r.energytype));
  const only = types.size === 1 ? [...types][0] : undefined;
  const total: AggAnswer['total'] = { energy: 0, green: 0, carbon: 0, cost: 0, tce: 0, ...(only ? { energytype: only } : {}) };
  let area: number | undefined;
  for (const row of rows) {
    total.energy += row.energy;
    total.green += row.green;
    total.carbon += row.carbon;
    total.cost += row.cost;
    total.tce += row.tce;
    if (row.area !== undefined) area = (area ?? 0) + row.area;
  }
  return area === undefined ? total : { ...total, area };
}

/** Totals over a period, grouped (stores already resolved and access-checked). */
export function aggregate(metering: Metering, stores: readonly StorePlan[], selection: AggSelection): AggAnswer {
  const { period, groupby } = selection;
  const wanted = selection.energytypes ?? ENERGY_TYPES;
  // Time-of-use bands exist for electricity only.
  const types = groupby === 'touBand' ? wanted.filter((t) => t === 'electricity') : wanted;
  const meters = selectMeters(metering, stores, selection.kinds ?? ['main'], types);
  const rows = seedRows(groupby, stores, meters, period);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const ref of meters) {
    const type = ref.info.energytype;
    if (groupby === 'hourOfDay' || groupby === 'touBand') {
      // Sum by hour of day first (four figures per hour), then hand each hour to its row.
      const sums = new Float64Array(24 * 4);
      metering.eachHour(ref, period.from * 24, period.to * 24 + 23, (h, energy, green, carbon, cost) => {
        const at = (h % 24) * 4;
        sums[at] = (sums[at] ?? 0) + energy;
        sums[at + 1] = (sums[at + 1] ?? 0) + green;
        sums[at + 2] = (sums[at + 2] ?? 0) + carbon;
        sums[at + 3] = (sums[at + 3] ?? 0) + cost;
      });
      for (let hour = 0; hour < 24; hour += 1) {
        const row = groupby === 'hourOfDay' ? rows[hour] : byKey.get(BANDS[hour] ?? 'flat');
        addTo(row, type, sums[hour * 4] ?? 0, sums[hour * 4 + 1] ?? 0, sums[hour * 4 + 2] ?? 0, sums[hour * 4 + 3] ?? 0);
      }
      continue;
    }
    const days = metering.days(ref.info.did);
    const fixed = groupby === 'month' ? undefined : byKey.get(meterKey(groupby, ref));
    for (let d = period.from; d <= period.to; d += 1) {
      const row = fixed ?? byKey.get(dayFacts(d).month);
      addTo(row, type, days.energy[d] ?? 0, days.green[d] ?? 0, days.carbon[d] ?? 0, days.cost[d] ?? 0);
    }
  }
  const finished = rows.map(finish);
  return { rows: finished, total: totalOf(finished) };
}
