import { ENERGY_UNIT } from '../../../../../src/api/energyTypes.ts';
import { bucketsOf, meterTotals, periodBucket } from '../buckets.ts';
import type { MeterRef } from '../../core/metering/Metering.ts';
import { crossTable, money, number, text, type ReportContext, type ReportTable } from './table.ts';

/**
 * energy-data: every meter of the store, bucket by bucket: energy (in the meter's unit), kgCO2
 * and CNY. Totals hold carbon and cost only: energy mixes units (kWh, m³) across meters.
 */
export function energyDataReport({ metering, store, period, interval, meters: chosen, energytypes }: ReportContext): ReportTable {
  const meters = (chosen ?? store.meters.map((m) => metering.meter(m.did)).filter((m): m is MeterRef => m !== undefined)).filter(
    (ref) => !energytypes || energytypes.includes(ref.info.energytype),
  );
  const whole = periodBucket(period);
  const totals = { carbon: 0, cost: 0 };
  for (const ref of meters) {
    const sum = meterTotals(metering, ref, whole);
    totals.carbon += sum.carbon;
    totals.cost += sum.cost;
  }
  const columns = [text('time'), text('meter'), text('energytype'), text('unit'), number('energy'), number('carbon', 'kgCO2'), money('cost')];
  return crossTable(columns, bucketsOf(interval, period), meters, (bucket, ref) => {
    const sum = meterTotals(metering, ref, bucket);
    return {
      time: bucket.label,
      meter: ref.info.name,
      energytype: ref.info.energytype,
      unit: ENERGY_UNIT[ref.info.energytype],
      energy: sum.energy,
      carbon: sum.carbon,
      cost: sum.cost,
    };
  }, totals);
}
