import type { ServiceTicketRule, ServiceTicketSla } from '../../../../../src/api/operations/serviceTicketsTypes.ts';
import type { TicketTeam, WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import { iso } from '../../core/clock/time.ts';
import type { Row } from '../../core/tables/Table.ts';
import { addWorkingMinutes, workingMinutesBetween } from './calendar.ts';
import { matchServiceRule, type ServiceRuleSubject } from './serviceRules.ts';
import { escalation, slaStateAt } from './sla.ts';

/**
 * A customer-service ticket's route and SLA. When a ticket is opened, the first matching service
 * rule stamps it: team and handler, response and resolution due (working minutes of the calendar
 * in the store's zone) and whom a breach escalates to; editing the rules later leaves it as opened.
 * First response: the reply (the list's Replied, or the first status change, if sooner);
 * resolution: closed. Within SLA, breached and escalated as every ticket of the desk (sla.ts).
 */

/** The list fields a route stamps on a service ticket. */
export type ServiceStamp = Pick<Row, 'teamdid' | 'teamname' | 'handler' | 'responsedue' | 'deadline' | 'slarule' | 'escalateto'>;

export interface ServiceRouting {
  rules: readonly ServiceTicketRule[];
  teams: readonly TicketTeam[];
  calendar: WorkCalendar;
  zone: string;
  /** When the ticket was opened (ms). */
  now: number;
}

const dueText = (ms: number): string => (Number.isFinite(ms) ? iso(ms) : '');

/** Where the first matching rule sends a service ticket opened at `now`, with its targets. */
export function serviceRoute(routing: ServiceRouting, subject: ServiceRuleSubject): ServiceStamp {
  const rule = matchServiceRule(routing.rules, subject);
  const team = rule ? routing.teams.find((t) => t.did === rule.teamdid) : undefined;
  const due = (minutes: number | undefined) => dueText(minutes === undefined ? Number.POSITIVE_INFINITY : addWorkingMinutes(routing.now, minutes, routing.calendar, routing.zone));
  return {
    teamdid: team?.did ?? '',
    teamname: team?.name ?? '',
    handler: team ? rule?.assignee || team.leader : '',
    responsedue: due(rule?.responseMinutes),
    deadline: due(rule?.resolutionMinutes),
    slarule: rule?.name ?? '',
    escalateto: rule?.escalateTo ?? '',
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The rule subject of a service ticket record. */
export const serviceSubject = (row: Row): ServiceRuleSubject => ({ category: str(row.category), channel: str(row.channel), store: str(row.businessdid) });

/** Of each record, from the list's history: its first status change and its last change to closed. */
export interface ServiceMoments {
  changed: ReadonlyMap<string, string>;
  closed: ReadonlyMap<string, string>;
}

export function serviceMoments(history: readonly Row[]): ServiceMoments {
  const changed = new Map<string, string>();
  const closed = new Map<string, string>();
  const sorted = [...history].filter((entry) => entry.action === 'update').sort((a, b) => str(a.time).localeCompare(str(b.time)));
  for (const entry of sorted) {
    const changes = Array.isArray(entry.changes) ? (entry.changes as { field: string; new?: unknown }[]) : [];
    const status = changes.find((change) => change.field === 'status');
    if (!status) continue;
    const record = str(entry.recorddid);
    if (!changed.has(record)) changed.set(record, str(entry.time));
    if (status.new === 'closed') closed.set(record, str(entry.time));
  }
  return { changed, closed };
}

export interface ServiceSlaContext {
  now: number;
  calendar: WorkCalendar;
  zoneOf: (store: string) => string;
  moments: ServiceMoments;
  /** The stamp of a record opened before the desk stamped it (the seeded ones): the seed rules on the seed calendar. */
  unstamped: (row: Row, zone: string) => ServiceStamp;
}

const earliest = (...instants: string[]): string => instants.filter(Boolean).sort()[0] ?? '';

export function serviceSlaOf(row: Row, context: ServiceSlaContext): ServiceTicketSla {
  const zone = context.zoneOf(str(row.businessdid));
  const stamp = str(row.responsedue) || str(row.deadline) ? row : context.unstamped(row, zone);
  const created = Date.parse(str(row.createtime));
  const closed = str(row.status) === 'closed';
  const closetime = closed ? context.moments.closed.get(row.did) || str(row.updatetime) || str(row.createtime) : '';
  const responded = earliest(str(row.replytime), context.moments.changed.get(row.did) ?? '', closetime);
  const responseDue = Date.parse(str(stamp.responsedue)) || Number.POSITIVE_INFINITY;
  const resolutionDue = Date.parse(str(stamp.deadline)) || Number.POSITIVE_INFINITY;
  const respondedAt = responded ? Date.parse(responded) : context.now;
  const closedAt = closetime ? Date.parse(closetime) : context.now;
  // The one SLA definition of the desk (sla.ts): closed by the resolution due; a late reply escalates.
  const sla = slaStateAt(closetime ? closedAt : undefined, resolutionDue, context.now);
  return {
    did: row.did,
    ticketno: str(row.ticketno),
    customername: str(row.customername),
    orderno: str(row.orderno),
    category: str(row.category),
    channel: str(row.channel),
    content: str(row.content),
    status: str(row.status),
    businessdid: str(row.businessdid),
    businessname: str(row.businessname),
    teamdid: str(row.teamdid),
    teamname: str(row.teamname),
    handler: str(row.handler),
    createtime: str(row.createtime),
    zone,
    respondedAt: responded,
    resolvetime: closetime,
    responseDue: str(stamp.responsedue),
    resolutionDue: str(stamp.deadline),
    responseMinutes: responded ? workingMinutesBetween(created, Date.parse(responded), context.calendar, zone) : null,
    resolutionMinutes: closetime ? workingMinutesBetween(created, closedAt, context.calendar, zone) : null,
    sla,
    escalatedTo: escalation(!closed, sla, respondedAt > responseDue, str(stamp.escalateto)),
    rule: str(stamp.slarule),
  };
}
