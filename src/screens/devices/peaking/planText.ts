import type { IntlShape } from 'react-intl';
import { dayRangeText, dayText, weekdayName } from '../../../lib/dateText';
import type { PeakingPlan, PeakWindow } from '../../../api/devices/types';

/** 'Mon' … 'Sun' in the user's language (1 = Monday … 7 = Sunday). */
export { weekdayName };

/** '10:00–12:00 discharge 200 kW, pre-cool 30 min at 24 °C'. */
export function windowText(intl: IntlShape, w: PeakWindow): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const parts = [`${w.start}–${w.end}`];
  if (w.storageKw > 0) parts.push(t('devices.peaking.discharges', { kw: intl.formatNumber(w.storageKw) }));
  if (w.storageKw < 0) parts.push(t('devices.peaking.charges', { kw: intl.formatNumber(-w.storageKw) }));
  if (w.precoolMinutes > 0) parts.push(t('devices.peaking.precools', { minutes: w.precoolMinutes, setpoint: w.precoolSetpoint ?? '—' }));
  return parts.join(' · ');
}

/** 'Mon, Tue, Wed + 2026-10-01' (Thai '01/10/2026') and the date range ('from 2026-06-01' with no end), days as the language writes them. */
export function daysText(intl: IntlShape, plan: Pick<PeakingPlan, 'weekdays' | 'dates'>): string {
  const days = plan.weekdays.map((d) => weekdayName(intl, d)).join(', ');
  return [days, ...plan.dates.map((day) => dayText(intl, day))].filter(Boolean).join(' + ');
}

export function rangeText(intl: IntlShape, plan: Pick<PeakingPlan, 'from' | 'to'>): string {
  return plan.to ? dayRangeText(intl, plan.from, plan.to) : intl.formatMessage({ id: 'devices.peaking.fromOnly' }, { from: dayText(intl, plan.from) });
}
