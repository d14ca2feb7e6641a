import type { IntlShape } from 'react-intl';
import { weekdayName } from '../../../lib/dateText';
import type { ServiceTicketRule } from '../../../api/operations/serviceTicketsTypes';
import type { TicketRule, TicketRuleBook, WorkCalendar } from '../../../api/operations/ticketsTypes';
import type { ComparedField } from '../../../ui/form/ConflictPanel';
import { faultRuleConditions, serviceRuleConditions, type RuleCondition } from './ruleConditions';

/** The rule book's form: both kinds' rules and the calendar. */
export interface RuleForm {
  rules: TicketRule[];
  serviceRules: ServiceTicketRule[];
  calendar: WorkCalendar;
}

type AnyRule = TicketRule | ServiceTicketRule;

// A Monday: weekday names come from the locale.

/**
 * Their saved book beside my form, field by field and rule by rule, named as the form names them
 * ("Rule 2 · Team"), values as the form shows them; only what differs. A rule one side has and the
 * other has not is one line with its name.
 */
export function compareRuleBooks(intl: IntlShape, book: TicketRuleBook, mine: RuleForm, theirs: RuleForm): ComparedField[] {
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const out: ComparedField[] = [];
  const add = (key: string, label: string, a: string, b: string) => {
    if (a !== b) out.push({ key, label, mine: a, theirs: b });
  };
  const days = (list: readonly number[] | undefined) => (list ?? []).map((d) => weekdayName(intl, d)).join(', ');
  const calendar = t('operations.tickets.rules.calendar');
  add('calendar.days', `${calendar} · ${t('operations.tickets.rules.days')}`, days(mine.calendar?.days), days(theirs.calendar?.days));
  add('calendar.start', `${calendar} · ${t('operations.tickets.rules.start')}`, mine.calendar?.start ?? '', theirs.calendar?.start ?? '');
  add('calendar.end', `${calendar} · ${t('operations.tickets.rules.end')}`, mine.calendar?.end ?? '', theirs.calendar?.end ?? '');

  const team = (did: string) => book.teams.find((x) => x.did === did)?.name ?? did;
  const shown = (condition: RuleCondition, value: string) => (value ? condition.options.find((o) => o.value === value)?.label ?? value : t('operations.tickets.rules.any'));
  const rules = (list: 'rules' | 'serviceRules', positionKey: string, conditions: RuleCondition[]) => {
    const a: readonly AnyRule[] = mine[list] ?? [];
    const b: readonly AnyRule[] = theirs[list] ?? [];
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const position = t(positionKey, { n: i + 1 });
      const x = a[i] as Record<string, unknown> | undefined;
      const y = b[i] as Record<string, unknown> | undefined;
      const text = (rule: Record<string, unknown> | undefined, field: string) => String(rule?.[field] ?? '');
      if (!x || !y) {
        add(`${list}.${i}`, position, text(x, 'name'), text(y, 'name'));
        continue;
      }
      const fields: [string, string, (v: string) => string][] = [
        ['name', t('operations.tickets.rules.name'), (v) => v],
        ...conditions.map((c): [string, string, (v: string) => string] => [c.field, c.label, (v) => shown(c, v)]),
        ['teamdid', t('operations.tickets.column.team'), team],
        ['assignee', t('operations.tickets.column.assignee'), (v) => v],
        ['responseMinutes', t('operations.tickets.rules.responseMinutes'), (v) => v],
        ['resolutionMinutes', t('operations.tickets.rules.resolutionMinutes'), (v) => v],
        ['escalateTo', t('operations.tickets.column.escalatedTo'), (v) => v],
      ];
      for (const [field, label, show] of fields) add(`${list}.${i}.${field}`, `${position} · ${label}`, show(text(x, field)), show(text(y, field)));
    }
  };
  rules('rules', 'operations.tickets.rules.position', faultRuleConditions(intl, book));
  rules('serviceRules', 'operations.tickets.rules.servicePosition', serviceRuleConditions(intl, book));
  return out;
}
