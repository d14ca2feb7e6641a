import type { IntlShape } from 'react-intl';
import type { TriggerMetric, TriggerOperator } from '../../../api/devices/types';

export const METRICS: readonly TriggerMetric[] = ['temperature', 'humidity', 'co2', 'pm25', 'power', 'outdoor-temperature'];
export const OPERATORS: readonly TriggerOperator[] = ['above', 'below', 'between', 'outside'];
/** Unit of each metric as shown beside its thresholds. */
export const METRIC_UNITS: Readonly<Record<TriggerMetric, string>> = {
  temperature: '°C', 'outdoor-temperature': '°C', humidity: '%', co2: 'ppm', pm25: 'µg/m³', power: 'kW',
};

/** Monday 2026-11-02, to name the weekdays (1 = Monday … 7 = Sunday) in the user's language. */
const MONDAY = Date.UTC(2026, 10, 2);

export function weekdayName(intl: IntlShape, day: number, width: 'short' | 'long' = 'short'): string {
  return intl.formatDate(MONDAY + (day - 1) * 86_400_000, { weekday: width, timeZone: 'UTC' });
}
