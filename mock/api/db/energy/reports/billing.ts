import { ENERGY_TYPES, ENERGY_UNIT } from '../../../../../src/api/energyTypes.ts';
import { meterTotals, type Bucket } from '../buckets.ts';
import { factsOf as dayFacts, monthDays, monthsBetween as monthsOf } from '../../core/metering/runOnDays.ts';
import type { MeterRef } from '../../core/metering/Metering.ts';
import { money, number, plainTable, text, type ReportContext, type ReportRow, type ReportTable } from './table.ts';

/**
 * billing: per month (the interval is ignored: bills are monthly; a month the period cuts short is
 * billed for its days inside the period) and energy type: usage bought (electricity net of the
 * PV used on site), its unit, the average unit price and the amount; then a `pv-feed-in` row for
 * the PV exported, paid at the feed-in tariff, with a negative amount (a credit on the bill).
 * Totals: the net amount.
 */
export function billingReport({ metering, store, period }: ReportContext): ReportTable {
  const { table } = metering.tariffs(store);
  const rows: ReportRow[] = [];
  let amountTotal = 0;
  for (const month of monthsOf(period.from, period.to)) {
    const range = monthDays(month, period.to + 1);
    if (!range) continue;
    const fromDay = Math.max(range.from, period.from);
    const toDay = Math.min(range.to, period.to);
    const bucket: Bucket = { label: dayFacts(fromDay).date, fromDay, toDay, fromHour: fromDay * 24, toHour: toDay * 24 + 23, wholeDays: true };
    for (const type of ENERGY_TYPES) {
      const mains = store.meters.filter((m) => m.kind === 'main' && m.energytype === type).map((m) => metering.meter(m.did)).filter((m): m is MeterRef => m !== undefined);
      if (mains.length === 0) continue;
      let usage = 0;
      let amount = 0;
      for (const ref of mains) {
        const sum = meterTotals(metering, ref, bucket);
        usage += sum.energy - sum.green;
        amount += sum.cost;
      }
      rows.push({ month, energytype: type, usage, unit: ENERGY_UNIT[type], unitPrice: usage > 0 ? amount / usage : 0, amount });
      amountTotal += amount;
    }
    if (store.assets.pv) {
      const { pv, green } = metering.storeFlows(store);
      let exported = 0;
      for (let h = bucket.fromHour; h <= bucket.toHour; h += 1) exported += (pv[h] ?? 0) - (green[h] ?? 0);
      const amount = -exported * table.feedIn;
      rows.push({ month, energytype: 'pv-feed-in', usage: exported, unit: 'kWh', unitPrice: table.feedIn, amount });
      amountTotal += amount;
    }
  }
  const columns = [text('month'), text('energytype'), number('usage'), text('unit'), money('unitPrice'), money('amount')];
  return plainTable(columns, rows, { amount: amountTotal });
}
