import type { ServiceTicketRule } from '../../../../../src/api/operations/serviceTicketsTypes.ts';
import type { TicketTeam } from '../../../../../src/api/operations/ticketsTypes.ts';
import { between, expected, invalidField, oneOf } from '../../core/shapeErrors.ts';

/** Assignment and SLA rules of customer-service tickets: conditions on category, channel and store. */

/** What a service rule is matched against. */
export interface ServiceRuleSubject {
  category: string;
  channel: string;
  store: string;
}

/** The first rule whose conditions all hold ('' holds for any value). */
export function matchServiceRule(rules: readonly ServiceTicketRule[], subject: ServiceRuleSubject): ServiceTicketRule | undefined {
  return rules.find(
    (rule) => (!rule.category || rule.category === subject.category) && (!rule.channel || rule.channel === subject.channel) && (!rule.store || rule.store === subject.store),
  );
}

/** A company's seeded service rules: complaints first, refunds and billing to its second team, then everything else. */
export function seedServiceRules(teams: readonly TicketTeam[]): ServiceTicketRule[] {
  const first = teams[0];
  const second = teams[1] ?? first;
  const rule = (id: string, name: string, condition: Partial<ServiceTicketRule>, team: TicketTeam | undefined, response: number, resolution: number): ServiceTicketRule => ({
    id, kind: 'service', name, category: '', channel: '', store: '', ...condition,
    teamdid: team?.did ?? '', assignee: '', responseMinutes: response, resolutionMinutes: resolution, escalateTo: team?.leader ?? '',
  });
  return [
    rule('service-1', '投诉', { category: 'complaint' }, first, 30, 1440),
    rule('service-2', '退款', { category: 'refund' }, second, 60, 2700),
    rule('service-3', '其他客服', {}, first, 120, 2700),
  ];
}

const MAX_RULES = 50;
const MAX_MINUTES = 60 * 24 * 30;

/** Known values a service rule may name: teams, categories, channels and stores the user reaches. */
export interface ServiceRuleVocabulary {
  teams: ReadonlySet<string>;
  categories: readonly string[];
  channels: readonly string[];
  stores: ReadonlySet<string>;
}

function text(value: unknown, field: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalidField(field, 'expected a string', expected('string'));
  if (value.length > max) throw invalidField(field, `at most ${max} characters`, between(0, max));
  return value.trim();
}

function minutes(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_MINUTES) throw invalidField(field, `expected an integer from 1 to ${MAX_MINUTES}`, between(1, MAX_MINUTES));
  return value;
}

function known(value: string, field: string, options: readonly string[] | ReadonlySet<string>): string {
  const listed = Array.isArray(options);
  const has = listed ? options.includes(value) : (options as ReadonlySet<string>).has(value);
  if (value && !has) throw invalidField(field, `unknown value: ${value}`, listed ? oneOf(options) : { messageKey: 'tickets.unknownValue' });
  return value;
}

/** The service rules of a save, field by field (every rule needs a team, a name and targets). */
export function serviceRulesOf(input: unknown, vocabulary: ServiceRuleVocabulary): ServiceTicketRule[] {
  if (!Array.isArray(input)) throw invalidField('serviceRules', 'expected a list', expected('list'));
  if (input.length === 0 || input.length > MAX_RULES) throw invalidField('serviceRules', `expected 1 to ${MAX_RULES} rules`, between(1, MAX_RULES));
  return input.map((raw: unknown, i) => {
    const at = `serviceRules[${i}]`;
    if (typeof raw !== 'object' || raw === null) throw invalidField(at, 'expected an object', expected('object'));
    const fields = raw as Record<string, unknown>;
    const name = text(fields.name, `${at}.name`, 40);
    if (!name) throw invalidField(`${at}.name`, 'required', { messageKey: 'tickets.required' });
    const teamdid = known(text(fields.teamdid, `${at}.teamdid`, 40), `${at}.teamdid`, vocabulary.teams);
    if (!teamdid) throw invalidField(`${at}.teamdid`, 'required', { messageKey: 'tickets.required' });
    return {
      id: `service-${i + 1}`,
      kind: 'service',
      name,
      category: known(text(fields.category, `${at}.category`, 40), `${at}.category`, vocabulary.categories),
      channel: known(text(fields.channel, `${at}.channel`, 20), `${at}.channel`, vocabulary.channels),
      store: known(text(fields.store, `${at}.store`, 40), `${at}.store`, vocabulary.stores),
      teamdid,
      assignee: text(fields.assignee, `${at}.assignee`, 20),
      responseMinutes: minutes(fields.responseMinutes, `${at}.responseMinutes`),
      resolutionMinutes: minutes(fields.resolutionMinutes, `${at}.resolutionMinutes`),
      escalateTo: text(fields.escalateTo, `${at}.escalateTo`, 20),
    };
  });
}
