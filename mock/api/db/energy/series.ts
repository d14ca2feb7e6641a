import { ENERGY_TYPES, ENERGY_UNIT, type AggExportAnswer, type AggExportRow, type EnergyType, type Interval, type MeterKind, type Series, type SeriesAnswer, type SeriesQuery } from '../../../../src/api/energyTypes.ts';
import { selectMeters } from './aggregate.ts';
import { addTotals, bucketsOf, checkCells, meterTotals, zeroTotals, type Bucket, type Totals } from './buckets.ts';
import type { MeterRef, Metering } from '../core/metering/Metering.ts';
import type { Period } from './parse.ts';
import type { StorePlan } from '../core/metering/plan.ts';

export interface SeriesSelection {
  period: Period;
  interval: Interval;
  metric: SeriesQuery['metric'];
  /** Meters of the store (resolved); absent = one total per energy type over the mains. */
  meters?: readonly MeterRef[];
  energytypes?: readonly EnergyType[];
}

const METRIC_UNIT = { carbon: 'kgCO2', cost: 'CNY' } as const;

function valueOf(totals: Totals, metric: SeriesQuery['metric']): number {
  return metric === 'energy' ? totals.energy : metric === 'carbon' ? totals.carbon : totals.cost;
}

function sumOver(metering: Metering, refs: readonly MeterRef[], bucket: Bucket): Totals {
  const out = zeroTotals();
  for (const ref of refs) addTotals(out, meterTotals(metering, ref, bucket));
  return out;
}

/** /analysis/query: one series per meter, or per energy type's total (null where a store has no such meter). */
export function seriesOf(metering: Metering, store: StorePlan, selection: SeriesSelection): SeriesAnswer {
  const { period, interval, metric } = selection;
  const buckets = bucketsOf(interval, period);
  const unitOf = (type: EnergyType) => (metric === 'energy' ? ENERGY_UNIT[type] : METRIC_UNIT[metric]);
  const groups: Array<{ key: string; name: string; energytype: EnergyType; refs: MeterRef[] }> = selection.meters
    ? selection.meters.map((ref) => ({ key: ref.info.did, name: ref.info.name, energytype: ref.info.energytype, refs: [ref] }))
    : (selection.energytypes ?? ENERGY_TYPES.filter((t) => store.meters.some((m) => m.kind === 'main' && m.energytype === t))).map((type) => ({
        key: type,
        name: type,
        energytype: type,
        refs: selectMeters(metering, [store], ['main'], [type]),
      }));
  checkCells(buckets.length, groups.length, interval);
  const series: Series[] = groups.map((group) => ({
    key: group.key,
    name: group.name,
    energytype: group.energytype,
    unit: unitOf(group.energytype),
    values: buckets.map((bucket) => (group.refs.length === 0 ? null : valueOf(sumOver(metering, group.refs, bucket), metric))),
  }));
  return { interval, buckets: buckets.map((b) => b.label), series };
}

export interface ExportSelection {
  period: Period;
  interval: Interval;
  energytypes?: readonly EnergyType[];
  kinds?: readonly MeterKind[];
  /** Only these meters (already checked to belong to the stores). */
  meters?: readonly MeterRef[];
  page: number;
  pagesize: number;
}

/**
 * /analysis/aggexportv2: one row per bucket and meter, ordered by time, then store did, then
 * meter did. Only the asked page is computed, so a long export costs one page at a time.
 */
export function exportRows(metering: Metering, stores: readonly StorePlan[], selection: ExportSelection): AggExportAnswer {
  const { period, interval, page, pagesize } = selection;
  const ordered = [...stores].sort((a, b) => a.did.localeCompare(b.did));
  const chosen = selection.meters && new Set(selection.meters.map((ref) => ref.info.did));
  const meters = selectMeters(metering, ordered, selection.kinds ?? ['main'], selection.energytypes ?? ENERGY_TYPES).filter((ref) => !chosen || chosen.has(ref.info.did)).sort(
    (a, b) => a.store.did.localeCompare(b.store.did) || a.info.did.localeCompare(b.info.did),
  );
  const buckets = bucketsOf(interval, period);
  const total = buckets.length * meters.length;
  const data: AggExportRow[] = [];
  for (let i = (page - 1) * pagesize; i < Math.min(total, page * pagesize); i += 1) {
    const bucket = buckets[Math.floor(i / meters.length)];
    const ref = meters[i % meters.length];
    if (!bucket || !ref) break;
    const totals = meterTotals(metering, ref, bucket);
    data.push({
      time: bucket.label,
      store: ref.store.did,
      storeName: ref.store.name,
      meter: ref.info.did,
      meterName: ref.info.name,
      energytype: ref.info.energytype,
      unit: ENERGY_UNIT[ref.info.energytype],
      energy: totals.energy,
      carbon: totals.carbon,
      cost: totals.cost,
    });
  }
  return { data, total, page, pagesize };
}
