import { bucketsOf } from '../buckets.ts';
import { BANDS } from '../../core/metering/prices.ts';
import { number, percent, plainTable, ratio, text, type ReportContext, type ReportRow, type ReportTable } from './table.ts';

/**
 * power: the store's electricity (its mains) per bucket: consumption, peak demand (the largest
 * hourly kWh, i.e. the hour's mean kW), load factor (mean load over peak demand) and the kWh of
 * each time-of-use band. Totals: sums, the period's peak demand and its overall load factor.
 */
export function powerReport({ metering, store, period, interval }: ReportContext): ReportTable {
  const { load } = metering.storeFlows(store);
  const rows: ReportRow[] = [];
  const totals = { consumption: 0, peakDemand: 0, loadFactor: 0, peakKwh: 0, flatKwh: 0, valleyKwh: 0 };
  for (const bucket of bucketsOf(interval, period)) {
    const bands = { peak: 0, flat: 0, valley: 0 };
    let consumption = 0;
    let peak = 0;
    for (let h = bucket.fromHour; h <= bucket.toHour; h += 1) {
      const kwh = load[h] ?? 0;
      consumption += kwh;
      peak = Math.max(peak, kwh);
      bands[BANDS[h % 24] ?? 'flat'] += kwh;
    }
    const hours = bucket.toHour - bucket.fromHour + 1;
    rows.push({
      time: bucket.label,
      consumption,
      peakDemand: peak,
      loadFactor: percent(consumption / hours, peak),
      peakKwh: bands.peak,
      flatKwh: bands.flat,
      valleyKwh: bands.valley,
    });
    totals.consumption += consumption;
    totals.peakDemand = Math.max(totals.peakDemand, peak);
    totals.peakKwh += bands.peak;
    totals.flatKwh += bands.flat;
    totals.valleyKwh += bands.valley;
  }
  totals.loadFactor = percent(totals.consumption / ((period.to - period.from + 1) * 24), totals.peakDemand);
  const columns = [text('time'), number('consumption', 'kWh'), number('peakDemand', 'kW'), ratio('loadFactor'), number('peakKwh', 'kWh'), number('flatKwh', 'kWh'), number('valleyKwh', 'kWh')];
  return plainTable(columns, rows, totals);
}
