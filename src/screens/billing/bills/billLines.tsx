import type { IntlShape } from 'react-intl';
import { dayText } from '../../../lib/dateText';
import type { Bill, BillLine } from '../../../api/billing/types';

/** How a bill line reads: what it is and how its amount was worked out. */
export interface LineText {
  item: string;
  detail: string;
}

const kwh = (intl: IntlShape, value: number | undefined) => intl.formatNumber(value ?? 0, { maximumFractionDigits: 2 });
const price = (intl: IntlShape, value: number | undefined) => intl.formatNumber(value ?? 0, { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * The words of one line, in the language: meter, readings, share, band × price, days of the month.
 * `billed` is the bill's days: a line over fewer (a rate version in force for part of them) names its own.
 */
export function describeLine(intl: IntlShape, line: BillLine, billed: Pick<Bill, 'from' | 'to'>): LineText {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const meter = line.meterName ?? line.meter ?? '';
  const band = line.band && line.band !== 'all' ? ` · ${t(`billing.bills.band.${line.band}`)}` : '';
  const span = line.from && line.to && (line.from !== billed.from || line.to !== billed.to) ? ` (${t('billing.bills.line.span', { from: dayText(intl, line.from), to: dayText(intl, line.to) })})` : '';
  const times = t('billing.bills.line.times', { kwh: kwh(intl, line.kwh), price: price(intl, line.price) });
  const prorated = line.days !== undefined && line.daysInMonth !== undefined && line.days !== line.daysInMonth ? t('billing.bills.line.prorated', { days: line.days, daysInMonth: line.daysInMonth }) : '';
  switch (line.kind) {
    case 'energy': {
      // The register over the line's days (less what its sub-meters took, for a difference).
      const readings = { start: kwh(intl, line.startReading), end: kwh(intl, line.endReading) };
      const read =
        line.startReading === undefined || line.endReading === undefined
          ? ''
          : line.minusKwh !== undefined
            ? t('billing.bills.line.minus', { ...readings, minusKwh: kwh(intl, line.minusKwh) })
            : t('billing.bills.line.readings', readings);
      const item = t(line.minusKwh !== undefined ? 'billing.bills.line.difference' : 'billing.bills.line.energy', { meter });
      return { item: `${item}${band}${span}`, detail: read ? `${read} · ${times}` : times };
    }
    case 'shared':
      return { item: `${t('billing.bills.line.shared', { meter })}${band}${span}`, detail: `${t('billing.bills.line.share', { percent: intl.formatNumber(line.percent ?? 0, { maximumFractionDigits: 2 }), meterKwh: kwh(intl, line.meterKwh) })} · ${times}` };
    case 'rent':
      return { item: t('billing.bills.line.rent'), detail: prorated };
    case 'fee':
      return { item: line.name ?? t('billing.bills.line.fee'), detail: prorated };
    default:
      // The late fee's name is the overdue bill's number, its price the rate per day.
      return {
        item: t('billing.bills.line.lateFee'),
        detail: t('billing.bills.line.lateDetail', { bill: line.name ?? '', days: line.days ?? 0, rate: intl.formatNumber(line.price ?? 0, { style: 'percent', maximumFractionDigits: 3 }) }),
      };
  }
}

/** Subtotals of a bill by kind of line, each the sum of its lines to the cent (they add up to the total). */
export function subtotals(bill: Bill): { energy: number; rent: number; fees: number; lateFee: number; total: number } {
  const sum = (kinds: BillLine['kind'][]) => bill.lines.filter((l) => kinds.includes(l.kind)).reduce((acc, l) => acc + Math.round(l.amount * 100), 0) / 100;
  const energy = sum(['energy', 'shared']);
  const rent = sum(['rent']);
  const fees = sum(['fee']);
  const lateFee = sum(['late-fee']);
  return { energy, rent, fees, lateFee, total: Math.round((energy + rent + fees + lateFee) * 100) / 100 };
}
