import { dateTimeText } from '../../../lib/dateText';
import type { IntlShape } from 'react-intl';

/** Labels and figures of the desk's screens: fault types, statuses, priorities, SLA states, minutes and rates. */

const known = (intl: IntlShape, id: string, raw: string): string => (intl.messages[id] !== undefined ? intl.formatMessage({ id }) : raw);

export const faultTypeLabel = (intl: IntlShape, code: string): string => known(intl, `operations.tickets.faulttype.${code}`, code);
export const statusLabel = (intl: IntlShape, code: string): string => known(intl, `operations.tickets.status.${code}`, code);
export const priorityLabel = (intl: IntlShape, code: string): string => known(intl, `operations.tickets.priority.${code}`, code);
export const slaLabel = (intl: IntlShape, code: string): string => known(intl, `operations.tickets.sla.${code}`, code);

/** Working minutes, or a dash while there are none. */
export function minutesText(intl: IntlShape, minutes: number | null | undefined): string {
  return minutes === null || minutes === undefined ? '–' : intl.formatMessage({ id: 'operations.tickets.minutes' }, { minutes });
}

export function rateText(intl: IntlShape, rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '–' : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
}

/** An instant in the world's data as local time of the zone given (the stores' zone). */
export function timeText(intl: IntlShape, instant: string, zone: string): string {
  return instant ? dateTimeText(intl, instant, zone) : '–';
}

/** Change against the previous period in percent, or none when there is nothing to compare. */
export function changeOf(now: number | null, before: number | null): number | undefined {
  if (now === null || before === null || before === 0) return undefined;
  return ((now - before) / before) * 100;
}
