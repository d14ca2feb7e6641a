import type { TicketRule, TicketTeam, WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import { parseClock } from '../../core/clock/SimClock.ts';
import { TICKET_RULE_RULES } from '../../../../../src/api/operations/rules.ts';
import { FieldErrors, isObject } from '../../core/fieldErrors.ts';
import { numberBy, textBy } from '../../core/ruleChecks.ts';
import { between, expected, invalidField } from '../../core/shapeErrors.ts';

/** What a rule is matched against: the ticket's fault type, station and priority. */
export interface RuleSubject {
  faulttype: string;
  stationdid: string;
  priority: string;
}

/** The first rule whose conditions all hold ('' holds for any value). */
export function matchRule(rules: readonly TicketRule[], subject: RuleSubject): TicketRule | undefined {
  return rules.find(
    (rule) => (!rule.faulttype || rule.faulttype === subject.faulttype) && (!rule.station || rule.station === subject.stationdid) && (!rule.priority || rule.priority === subject.priority),
  );
}

/** A company's seeded rules: urgent faults first, insulation faults to its second team, then everything else. */
export function seedRules(teams: readonly TicketTeam[]): TicketRule[] {
  const first = teams[0];
  const second = teams[1] ?? first;
  const rule = (id: string, name: string, condition: Partial<TicketRule>, team: TicketTeam | undefined, response: number, resolution: number): TicketRule => ({
    id, name, faulttype: '', station: '', priority: '', ...condition,
    teamdid: team?.did ?? '', assignee: '', responseMinutes: response, resolutionMinutes: resolution, escalateTo: team?.leader ?? '',
  });
  return [
    rule('rule-1', '紧急故障', { priority: 'urgent' }, first, 30, 240),
    rule('rule-2', '绝缘故障', { faulttype: 'insulation' }, second, 60, 480),
    rule('rule-3', '其他故障', {}, first, 120, 1440),
  ];
}

const MAX_RULES = 50;

type Fields = Record<string, unknown>;

/** Optional text of a condition or an id, within `max` characters ('' when absent). */
function text(errors: FieldErrors, value: unknown, field: string, max: number): string {
  return textBy(errors, value, field, { maxLength: max }) ?? '';
}

/** Known values a rule may name: teams, stations, fault types and priorities the user reaches. */
export interface RuleVocabulary {
  teams: ReadonlySet<string>;
  stations: ReadonlySet<string>;
  faulttypes: readonly string[];
  priorities: readonly string[];
}

function known(errors: FieldErrors, value: string, field: string, options: readonly string[] | ReadonlySet<string>): string {
  const has = Array.isArray(options) ? options.includes(value) : (options as ReadonlySet<string>).has(value);
  if (!value || has) return value;
  if (Array.isArray(options)) errors.add(field, 'option', `unknown value: ${value}`, 'validation.option', { values: options.join(', ') });
  else errors.add(field, 'link', `unknown value: ${value}`, 'tickets.unknownValue');
  return '';
}

/** A condition a kind of rule may set: its field, longest text and the values it may name ('' is any). */
export interface ConditionSpec<K extends string> {
  field: K;
  max: number;
  options: readonly string[] | ReadonlySet<string>;
}

/** What every rule has, whatever it matches on. */
interface RuleCore {
  id: string;
  name: string;
  teamdid: string;
  assignee: string;
  responseMinutes: number;
  resolutionMinutes: number;
  escalateTo: string;
}

/**
 * The rules of a save of one kind (`list`: its field in the request, also the prefix of its
 * errors), field by field: every rule needs a name, a known team and targets; each condition
 * names a known value or none.
 */
export function parseRules<K extends string>(input: unknown, list: string, idPrefix: string, teams: ReadonlySet<string>, conditions: readonly ConditionSpec<K>[]): (RuleCore & Record<K, string>)[] {
  if (!Array.isArray(input)) throw invalidField(list, 'expected a list', expected('list'));
  if (input.length === 0 || input.length > MAX_RULES) throw invalidField(list, `expected 1 to ${MAX_RULES} rules`, between(1, MAX_RULES));
  // Every field of every rule is checked, and all their errors answered at once, by the rules' book.
  const errors = new FieldErrors();
  const rules = input.map((raw: unknown, i) => {
    const at = `${list}[${i}]`;
    const fields: Fields = isObject(raw) ? raw : {};
    if (!isObject(raw)) errors.add(at, 'type', 'expected an object', 'validation.type', { expected: 'object' });
    const teamdid = known(errors, textBy(errors, fields.teamdid, `${at}.teamdid`, { required: true, maxLength: 40 }) ?? '', `${at}.teamdid`, teams);
    const matched = Object.fromEntries(conditions.map(({ field, max, options }) => [field, known(errors, text(errors, fields[field], `${at}.${field}`, max), `${at}.${field}`, options)])) as Record<K, string>;
    return {
      id: `${idPrefix}-${i + 1}`,
      name: textBy(errors, fields.name, `${at}.name`, TICKET_RULE_RULES.name) ?? '',
      ...matched,
      teamdid,
      assignee: textBy(errors, fields.assignee, `${at}.assignee`, TICKET_RULE_RULES.assignee) ?? '',
      responseMinutes: numberBy(errors, fields.responseMinutes, `${at}.responseMinutes`, TICKET_RULE_RULES.responseMinutes) ?? 0,
      resolutionMinutes: numberBy(errors, fields.resolutionMinutes, `${at}.resolutionMinutes`, TICKET_RULE_RULES.resolutionMinutes) ?? 0,
      escalateTo: textBy(errors, fields.escalateTo, `${at}.escalateTo`, TICKET_RULE_RULES.escalateTo) ?? '',
    };
  });
  errors.check();
  return rules;
}

/** The fault ticket rules of a save (conditions: fault type, station, priority). */
export function rulesOf(input: unknown, vocabulary: RuleVocabulary): TicketRule[] {
  return parseRules(input, 'rules', 'rule', vocabulary.teams, [
    { field: 'faulttype', max: 40, options: vocabulary.faulttypes },
    { field: 'station', max: 40, options: vocabulary.stations },
    { field: 'priority', max: 20, options: vocabulary.priorities },
  ]);
}

/** A calendar of a save: at least one weekday, and hours that open before they close. */
export function calendarOf(input: unknown): WorkCalendar {
  if (typeof input !== 'object' || input === null) throw invalidField('calendar', 'expected an object', expected('object'));
  const fields = input as Fields;
  const days = fields.days;
  if (!Array.isArray(days) || days.length === 0 || !days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) {
    throw invalidField('calendar.days', 'expected weekdays 1 to 7', between(1, 7));
  }
  const start = typeof fields.start === 'string' ? parseClock(fields.start) : undefined;
  const end = typeof fields.end === 'string' ? parseClock(fields.end) : undefined;
  if (start === undefined) throw invalidField('calendar.start', 'expected HH:mm', expected('string'));
  if (end === undefined || end <= start) throw invalidField('calendar.end', 'expected HH:mm after the start', { messageKey: 'tickets.hoursOrder' });
  return { days: [...new Set(days as number[])].sort(), start: fields.start as string, end: fields.end as string };
}
