import type { IntlShape } from 'react-intl';
import type { TicketRuleBook } from '../../../api/operations/ticketsTypes';
import { categoryLabel, channelLabel } from './serviceWords';
import { faultTypeLabel, priorityLabel } from './ticketWords';

/** One condition of a rule: the rule's field, its label and the values it may name ('any' comes first on screen). */
export interface RuleCondition {
  field: string;
  label: string;
  options: { value: string; label: string }[];
  /** Long lists (stations, stores) can be searched. */
  search?: boolean;
}

/** A fault ticket rule's conditions: fault type, priority and station. */
export function faultRuleConditions(intl: IntlShape, book: TicketRuleBook): RuleCondition[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { field: 'faulttype', label: t('operations.tickets.column.faulttype'), options: book.faulttypes.map((f) => ({ value: f, label: faultTypeLabel(intl, f) })) },
    { field: 'priority', label: t('operations.tickets.column.priority'), options: book.priorities.map((p) => ({ value: p, label: priorityLabel(intl, p) })) },
    { field: 'station', label: t('operations.tickets.column.station'), options: book.stations.map((s) => ({ value: s.did, label: s.name })), search: true },
  ];
}

/** A customer-service rule's conditions: category, channel and store. */
export function serviceRuleConditions(intl: IntlShape, book: TicketRuleBook): RuleCondition[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { field: 'category', label: t('operations.tickets.column.category'), options: book.categories.map((c) => ({ value: c, label: categoryLabel(intl, c) })) },
    { field: 'channel', label: t('operations.tickets.column.channel'), options: book.channels.map((c) => ({ value: c, label: channelLabel(intl, c) })) },
    { field: 'store', label: t('operations.tickets.column.store'), options: book.stores.map((s) => ({ value: s.did, label: s.name })), search: true },
  ];
}
