import { bucketsOf, meterTotals, periodBucket } from '../buckets.ts';
import type { MeterRef } from '../../core/metering/Metering.ts';
import { crossTable, number, text, type ReportContext, type ReportTable } from './table.ts';

/**
 * inverter: each PV inverter of the store per bucket: generation, equivalent full-load hours
 * (generation over rated power) and rated power. Totals: generation, installed power and the
 * store's equivalent hours. A store without PV has no rows.
 */
export function inverterReport({ metering, store, period, interval }: ReportContext): ReportTable {
  const inverters = store.meters.filter((m) => m.kind === 'pv').map((m) => metering.meter(m.did)).filter((m): m is MeterRef => m !== undefined);
  const capacity = (ref: MeterRef) => ref.info.capacityKw ?? 0;
  const whole = periodBucket(period);
  const totals = { generation: 0, capacity: 0, equivalentHours: 0 };
  for (const ref of inverters) {
    totals.generation += meterTotals(metering, ref, whole).energy;
    totals.capacity += capacity(ref);
  }
  totals.equivalentHours = totals.capacity > 0 ? totals.generation / totals.capacity : 0;
  const columns = [text('time'), text('inverter'), number('generation', 'kWh'), number('equivalentHours', 'h'), number('capacity', 'kW')];
  return crossTable(columns, bucketsOf(interval, period), inverters, (bucket, ref) => {
    const generation = meterTotals(metering, ref, bucket).energy;
    return { time: bucket.label, inverter: ref.info.name, generation, equivalentHours: capacity(ref) > 0 ? generation / capacity(ref) : 0, capacity: capacity(ref) };
  }, totals);
}
