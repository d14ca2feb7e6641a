import type { SlaState, TicketRule, TicketSla, WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import { iso } from '../../core/clock/time.ts';
import type { Row } from '../../core/tables/Table.ts';
import { addWorkingMinutes, workingMinutesBetween } from './calendar.ts';
import { matchRule } from './rules.ts';

/**
 * A ticket's SLA on the world clock. Response: the first status change after it was opened (or its
 * resolution, if sooner), due
 * the rule's response target in working minutes. Resolution: resolved at or before the list's Due
 * (set from the rule's resolution target when the desk opens a ticket). Breached when either is
 * late, or still open past its due; an open breached ticket is escalated to the rule's contact.
 */
export interface SlaContext {
  now: number;
  rules: readonly TicketRule[];
  calendar: WorkCalendar;
  zoneOf: (store: string) => string;
  /** Record did → the time of its first status change. */
  responses: ReadonlyMap<string, string>;
}

const RESOLVED = new Set(['resolved', 'closed']);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function stateOf(responseLate: boolean, resolutionLate: boolean, resolved: boolean): SlaState {
  if (responseLate || resolutionLate) return 'breached';
  return resolved ? 'met' : 'running';
}

export function slaOf(row: Row, context: SlaContext): TicketSla {
  const zone = context.zoneOf(str(row.businessdid));
  const created = Date.parse(str(row.createtime));
  const rule = matchRule(context.rules, { faulttype: str(row.faulttype), stationdid: str(row.stationdid), priority: str(row.priority) });
  const resolved = RESOLVED.has(str(row.status)) && str(row.resolvetime) !== '';
  // Resolving a ticket answers it too: a first status change after it does not count as later.
  const changed = context.responses.get(row.did) ?? '';
  const responded = resolved && (!changed || str(row.resolvetime) < changed) ? str(row.resolvetime) : changed;
  const responseDue = rule ? addWorkingMinutes(created, rule.responseMinutes, context.calendar, zone) : Number.POSITIVE_INFINITY;
  const resolutionDue = Date.parse(str(row.deadline)) || Number.POSITIVE_INFINITY;
  const respondedAt = responded ? Date.parse(responded) : context.now;
  const resolvedAt = resolved ? Date.parse(str(row.resolvetime)) : context.now;
  const sla = stateOf(respondedAt > responseDue, resolvedAt > resolutionDue, resolved);
  return {
    did: row.did,
    ticketno: str(row.ticketno),
    title: str(row.title),
    stationdid: str(row.stationdid),
    stationname: str(row.stationname),
    faulttype: str(row.faulttype),
    priority: str(row.priority),
    status: str(row.status),
    teamdid: str(row.teamdid),
    teamname: str(row.teamname),
    assignee: str(row.assignee),
    createtime: str(row.createtime),
    zone,
    respondedAt: responded,
    resolvetime: resolved ? str(row.resolvetime) : '',
    responseDue: Number.isFinite(responseDue) ? iso(responseDue) : '',
    resolutionDue: str(row.deadline),
    responseMinutes: responded ? workingMinutesBetween(created, Date.parse(responded), context.calendar, zone) : null,
    resolutionMinutes: resolved ? workingMinutesBetween(created, resolvedAt, context.calendar, zone) : null,
    sla,
    escalatedTo: sla === 'breached' && !resolved ? (rule?.escalateTo ?? '') : '',
    rule: rule?.name ?? '',
  };
}

/** Each record's first status change, from the list's history (oldest first). */
export function firstResponses(history: readonly Row[]): Map<string, string> {
  const out = new Map<string, string>();
  const sorted = [...history].filter((entry) => entry.action === 'update').sort((a, b) => str(a.time).localeCompare(str(b.time)));
  for (const entry of sorted) {
    const changes = Array.isArray(entry.changes) ? (entry.changes as { field: string }[]) : [];
    const record = str(entry.recorddid);
    if (!out.has(record) && changes.some((change) => change.field === 'status')) out.set(record, str(entry.time));
  }
  return out;
}
