import { OPERATION_INTERVALS, OPERATION_TYPES, type OperationInterval, type OperationReportQuery, type OperationType } from '../../../../../src/api/devices/types.ts';
import { optionalString, requireString, type Fields } from '../../../request.ts';
import { isDay } from '../../core/clock/calendar.ts';
import { daysBetween } from '../../core/clock/dates.ts';
import { atMost, expected, fieldRefusal, invalidField, oneOf } from '../../core/shapeErrors.ts';

/** Longest period one report covers: the periods a URL may ask for (lib/period MAX_PERIOD_DAYS); days outside the history are empty. */
export const MAX_REPORT_DAYS = 3 * 365 + 1;

function dayField(body: Fields, key: 'from' | 'to'): string | undefined {
  const value = optionalString(body, key);
  if (value === undefined || value === '') return undefined;
  if (!isDay(value)) throw invalidField(key, 'expected a day YYYY-MM-DD', expected('day'));
  return value;
}

/** The body of /bwp/v1/operationreport, checked field by field (a bad body is a -1 naming the field). */
export function parseOperationQuery(body: Fields): OperationReportQuery {
  const pid = requireString(body, 'pid');
  const store = requireString(body, 'store');
  const from = dayField(body, 'from');
  const to = dayField(body, 'to');
  if ((from === undefined) !== (to === undefined)) throw fieldRefusal('from and to come together', from === undefined ? 'from' : 'to');
  if (from && to && from > to) throw invalidField('to', 'the last day is before the first');
  if (from && to && daysBetween(from, to) + 1 > MAX_REPORT_DAYS) throw invalidField('to', `at most ${MAX_REPORT_DAYS} days`, atMost(MAX_REPORT_DAYS));
  const rawType = optionalString(body, 'type');
  if (rawType && !(OPERATION_TYPES as readonly string[]).includes(rawType)) throw invalidField('type', `expected ${OPERATION_TYPES.join(', ')}`, oneOf(OPERATION_TYPES));
  const interval = optionalString(body, 'interval');
  if (interval && !(OPERATION_INTERVALS as readonly string[]).includes(interval)) throw invalidField('interval', `expected ${OPERATION_INTERVALS.join(', ')}`, oneOf(OPERATION_INTERVALS));
  // Hours only for a day or two (as the screens chart them): a year of hours is no chart.
  if (interval === 'hour' && from && to && daysBetween(from, to) + 1 > 2) throw invalidField('interval', 'hours only for up to 2 days', oneOf(['day', 'month']));
  if (body.export !== undefined && typeof body.export !== 'boolean') throw invalidField('export', 'expected true or false', expected('boolean'));
  return { pid, store, ...(from && to ? { from, to } : {}), ...(rawType ? { type: rawType as OperationType } : {}), ...(interval ? { interval: interval as OperationInterval } : {}), ...(body.export === true ? { export: true } : {}) };
}
