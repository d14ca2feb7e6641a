/**
 * Work-order desk wire types (tickets, their rules and SLA, fault screening), shared by the mock
 * and the client. The tickets here are the fault tickets list's records (p-fault-tickets); the
 * customer-service tickets (p-service-ticket-list) have their calls in serviceTicketsTypes.ts.
 * Calls (POST, the body names the page it comes from):
 * - /vtproxy/workorder/rules/get { pid } → TicketRuleBook
 * - /vtproxy/workorder/rules/save { pid, version, overwrite?, rules, calendar, serviceRules? } → TicketRuleBook (edit on the rules page; without serviceRules they stay;
 *   made on an older version than the book's: -45409 write.stale, unless overwrite)
 * - /vtproxy/workorder/ticket/create { pid, title, stationdid, faulttype, priority, description? } → TicketSla (routed by the rules)
 * - /vtproxy/workorder/ticket/sla { pid, from?, to?, station? } → TicketSlaList (tickets opened in the period)
 * - /vtproxy/workorder/overview { pid, from?, to?, station? } → TicketOverview
 * - /vtproxy/workorder/rank { pid, from?, to?, by } → TicketRanking
 * - /vtproxy/workorder/statistics { pid, from?, to? } → TicketStatistics
 * - /vtproxy/workorder/screening/list { pid, from?, to? } → ScreeningList
 * Periods are local days of each ticket's store, both ends included; without from and to, the 30
 * days to today (TicketPeriod says which).
 * - /vtproxy/workorder/screening/confirm { pid, id } → TicketSla (the fault ticket it opened)
 */

import { pageIdOf } from '../routeDecl.ts';
import { OPERATIONS_ROUTES } from './routes.ts';
import type { VersionStamp } from '../types';
import type { ServiceRuleBook } from './serviceTicketsTypes';

/** The pages of the desk: each call is checked against the page it comes from. */
export const TICKET_PIDS = {
  tickets: 'p-fault-tickets',
  overview: pageIdOf(OPERATIONS_ROUTES, 'work-overview'),
  rank: pageIdOf(OPERATIONS_ROUTES, 'work-rank'),
  statistics: pageIdOf(OPERATIONS_ROUTES, 'processing-statistics'),
  rules: pageIdOf(OPERATIONS_ROUTES, 'work-rule'),
  screening: pageIdOf(OPERATIONS_ROUTES, 'judgment-screening'),
} as const;

/** Working hours: ISO weekdays (1 = Monday … 7 = Sunday) from start to end ('HH:mm'), in each store's zone. */
export interface WorkCalendar {
  days: number[];
  start: string;
  end: string;
}

/** Conditions ('' matches any) → team and assignee, targets in working minutes, and who a breach escalates to. */
export interface TicketRule {
  id: string;
  name: string;
  faulttype: string;
  station: string;
  priority: string;
  teamdid: string;
  /** '' : the team's leader. */
  assignee: string;
  responseMinutes: number;
  resolutionMinutes: number;
  escalateTo: string;
}

export interface TicketTeam {
  did: string;
  name: string;
  leader: string;
  members: string[];
}

/** The fault rules and their vocabulary, with the service tickets' rules (serviceTicketsTypes.ts). */
/** The book is one record: both kinds' rules and the calendar are saved together, on its version. */
export interface TicketRuleBook extends ServiceRuleBook, VersionStamp {
  /** In order: the first rule whose conditions all match routes the ticket. */
  rules: TicketRule[];
  calendar: WorkCalendar;
  teams: TicketTeam[];
  stations: { did: string; name: string }[];
  faulttypes: string[];
  priorities: string[];
  /** The zone a change's time is told in (the first reached station's store, as the periods). */
  zone: string;
}

export type SlaState = 'met' | 'breached' | 'running';
export const SLA_STATES: readonly SlaState[] = ['running', 'breached', 'met'];

/** A ticket of the list with its SLA on the world clock. */
/** A ticket's SLA as the desk reads it, whatever its kind (fault or customer service). */
export interface TicketSlaClock {
  did: string;
  ticketno: string;
  status: string;
  teamdid: string;
  teamname: string;
  createtime: string;
  /** The store's IANA zone: its times are shown there. */
  zone: string;
  /** The first response ('' while none): a fault ticket's first status change; a service ticket's reply or first status change, whichever came first. */
  respondedAt: string;
  /** Its resolution ('' while open): a fault ticket resolved, a service ticket closed. */
  resolvetime: string;
  responseDue: string;
  /** The resolution due stamped when it opened (the list's Due). */
  resolutionDue: string;
  /** Working minutes to the first response and to resolution (null until then). */
  responseMinutes: number | null;
  resolutionMinutes: number | null;
  sla: SlaState;
  /** Who a breached open ticket is escalated to ('' when not escalated). */
  escalatedTo: string;
  /** The rule whose targets it was opened with. */
  rule: string;
}

export interface TicketSla extends TicketSlaClock {
  title: string;
  stationdid: string;
  stationname: string;
  faulttype: string;
  priority: string;
  assignee: string;
}

/** The period an answer covers, and the world clock's day and instant it runs to. */
export interface TicketPeriod {
  from: string;
  to: string;
  today: string;
  now: string;
  /** The zone today is read in (the user's first store's); each record carries its own. */
  zone: string;
}

export interface TicketSlaList extends TicketPeriod {
  rows: TicketSla[];
}

export interface TicketKpis {
  opened: number;
  resolved: number;
  open: number;
  breached: number;
  /** Tickets within SLA among those resolved or breached, 0..1 (null: none). */
  slaRate: number | null;
  avgResponseMinutes: number | null;
  avgResolutionMinutes: number | null;
}

export interface TicketOverview extends TicketPeriod {
  kpis: TicketKpis;
  /** The period of the same length just before (to date while the period still runs: see `compared`). */
  previous: TicketKpis;
  /** The days compared: the period's days so far and as many from the previous period's first (the whole periods once it has ended). */
  compared: { current: { from: string; to: string }; previous: { from: string; to: string } };
  trend: { day: string; opened: number; resolved: number }[];
  byStatus: { status: string; count: number }[];
}

export type RankBy = 'team' | 'assignee' | 'type';
export const RANK_BY: readonly RankBy[] = ['team', 'assignee', 'type'];

export interface TicketGroupRow {
  key: string;
  label: string;
  opened: number;
  resolved: number;
  breached: number;
  slaRate: number | null;
  avgResponseMinutes: number | null;
  avgResolutionMinutes: number | null;
}

export interface TicketRanking extends TicketPeriod {
  by: RankBy;
  rows: TicketGroupRow[];
}

export interface TicketStatistics extends TicketPeriod {
  total: TicketGroupRow;
  byTeam: TicketGroupRow[];
  byType: TicketGroupRow[];
}

export type ScreeningRule = 'repeat-fault' | 'low-energy' | 'over-power' | 'idle' | 'short';
export const SCREENING_RULES: readonly ScreeningRule[] = ['repeat-fault', 'low-energy', 'over-power', 'idle', 'short'];

export interface ScreeningCandidate {
  id: string;
  rule: ScreeningRule;
  stationdid: string;
  stationname: string;
  gundid: string;
  guncode: string;
  /** The store's IANA zone. */
  zone: string;
  /** When the evidence starts (the session's start, the first alarm). */
  time: string;
  /** The figures behind it: kWh, minutes, kW against the rating, the alarms. */
  evidence: { energy?: number; minutes?: number; averageKw?: number; ratedKw?: number; alarms?: string[] };
  /** The fault ticket a confirmation opened ('' until then). */
  ticketno: string;
}

export interface ScreeningList extends TicketPeriod {
  counts: Record<ScreeningRule, number>;
  rows: ScreeningCandidate[];
}
