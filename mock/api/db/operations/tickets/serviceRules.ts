import type { ServiceTicketRule } from '../../../../../src/api/operations/serviceTicketsTypes.ts';
import type { TicketTeam } from '../../../../../src/api/operations/ticketsTypes.ts';
import { parseRules } from './rules.ts';

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

/** Known values a service rule may name: teams, categories, channels and stores the user reaches. */
export interface ServiceRuleVocabulary {
  teams: ReadonlySet<string>;
  categories: readonly string[];
  channels: readonly string[];
  stores: ReadonlySet<string>;
}

/** The service rules of a save (conditions: category, channel, store). */
export function serviceRulesOf(input: unknown, vocabulary: ServiceRuleVocabulary): ServiceTicketRule[] {
  const rules = parseRules(input, 'serviceRules', 'service', vocabulary.teams, [
    { field: 'category', max: 40, options: vocabulary.categories },
    { field: 'channel', max: 20, options: vocabulary.channels },
    { field: 'store', max: 40, options: vocabulary.stores },
  ]);
  return rules.map((rule) => ({ ...rule, kind: 'service' as const }));
}
