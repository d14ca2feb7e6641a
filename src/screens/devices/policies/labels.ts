import { weekdayName } from '../../../lib/dateText';
import type { TriggerMetric, TriggerOperator } from '../../../api/devices/types';

export const METRICS: readonly TriggerMetric[] = ['temperature', 'humidity', 'co2', 'pm25', 'power', 'outdoor-temperature'];
export const OPERATORS: readonly TriggerOperator[] = ['above', 'below', 'between', 'outside'];
/** Unit of each metric as shown beside its thresholds. */
export const METRIC_UNITS: Readonly<Record<TriggerMetric, string>> = {
  temperature: '°C', 'outdoor-temperature': '°C', humidity: '%', co2: 'ppm', pm25: 'µg/m³', power: 'kW',
};

/** The weekdays (1 = Monday … 7 = Sunday) in the user's language. */
export { weekdayName };
