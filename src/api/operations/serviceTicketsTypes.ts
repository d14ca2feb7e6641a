import type { TicketPeriod, TicketRanking, TicketSlaClock } from './ticketsTypes';

/**
 * The desk's customer-service tickets (the service ticket list's records, p-service-ticket-list),
 * shared by the mock and the client. Calls (POST, the body names the page it comes from):
 * - /vtproxy/workorder/service/sla { pid, from?, to?, store? } → ServiceTicketSlaList (opened in the period)
 * - /vtproxy/workorder/service/overview { pid, from?, to?, store? } → TicketOverview
 * - /vtproxy/workorder/service/rank { pid, from?, to?, by } → ServiceTicketRanking
 * - /vtproxy/workorder/service/statistics { pid, from?, to? } → TicketStatistics (byType: by category)
 * Their rules come with the fault rules (rules/get answers serviceRules; rules/save takes them).
 */

/** Which tickets a desk screen shows: customer-service tickets or fault tickets. */
export type TicketKind = 'service' | 'fault';
export const TICKET_KINDS: readonly TicketKind[] = ['service', 'fault'];

/** The service ticket list's page: its records are the desk's service tickets. */
export const SERVICE_TICKET_PID = 'p-service-ticket-list';

/** A rule for customer-service tickets: conditions ('' matches any) → team and assignee, targets in working minutes, escalation. */
export interface ServiceTicketRule {
  id: string;
  /** Which tickets it applies to: always 'service' (fault rules are TicketRule). */
  kind: 'service';
  name: string;
  category: string;
  channel: string;
  /** A store's did. */
  store: string;
  teamdid: string;
  /** '' : the team's leader. */
  assignee: string;
  responseMinutes: number;
  resolutionMinutes: number;
  escalateTo: string;
}

/** What the rule book adds for service tickets: their rules and the values their conditions take. */
export interface ServiceRuleBook {
  /** In order: the first rule whose conditions all match routes a new service ticket. */
  serviceRules: ServiceTicketRule[];
  categories: string[];
  channels: string[];
  stores: { did: string; name: string }[];
}

/** A customer-service ticket with its SLA on the world clock (first response: the reply; resolution: closed). */
export interface ServiceTicketSla extends TicketSlaClock {
  customername: string;
  orderno: string;
  category: string;
  channel: string;
  content: string;
  businessdid: string;
  businessname: string;
  handler: string;
}

export interface ServiceTicketSlaList extends TicketPeriod {
  rows: ServiceTicketSla[];
}

export type ServiceRankBy = 'team' | 'handler' | 'category';
export const SERVICE_RANK_BY: readonly ServiceRankBy[] = ['team', 'handler', 'category'];

export interface ServiceTicketRanking extends Omit<TicketRanking, 'by'> {
  by: ServiceRankBy;
}
