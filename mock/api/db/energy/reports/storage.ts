import { bucketsOf, meterTotals, periodBucket, type Bucket } from '../buckets.ts';
import type { StoragePlan } from '../../core/metering/plan.ts';
import { crossTable, money, number, percent, ratio, text, type ReportContext, type ReportTable } from './table.ts';

/**
 * storage-charge: each battery system per bucket: energy charged and discharged, round-trip
 * efficiency (discharged over charged), equivalent full cycles (charged over capacity) and the
 * arbitrage income (discharged kWh at their hours' band prices minus charged kWh at theirs).
 */
export function storageReport({ metering, store, period, interval }: ReportContext): ReportTable {
  const figures = (system: StoragePlan, bucket: Bucket) => {
    const charge = metering.meter(system.chargeMeter);
    const discharge = metering.meter(system.dischargeMeter);
    const inflow = charge ? meterTotals(metering, charge, bucket) : { energy: 0, cost: 0 };
    const outflow = discharge ? meterTotals(metering, discharge, bucket) : { energy: 0, cost: 0 };
    return {
      charge: inflow.energy,
      discharge: outflow.energy,
      efficiency: percent(outflow.energy, inflow.energy),
      cycles: system.capacityKwh > 0 ? inflow.energy / system.capacityKwh : 0,
      income: outflow.cost - inflow.cost,
    };
  };
  const whole = periodBucket(period);
  const totals = { charge: 0, discharge: 0, efficiency: 0, cycles: 0, income: 0 };
  for (const system of store.storage) {
    const sum = figures(system, whole);
    totals.charge += sum.charge;
    totals.discharge += sum.discharge;
    totals.cycles += sum.cycles;
    totals.income += sum.income;
  }
  totals.efficiency = percent(totals.discharge, totals.charge);
  const columns = [text('time'), text('system'), number('charge', 'kWh'), number('discharge', 'kWh'), ratio('efficiency'), number('cycles'), money('income')];
  return crossTable(columns, bucketsOf(interval, period), store.storage, (bucket, system) => ({ time: bucket.label, system: system.name, ...figures(system, bucket) }), totals);
}
