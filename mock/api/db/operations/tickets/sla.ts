import type { SlaState, TicketSla, WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import { HOUR } from '../../core/clock/time.ts';
import type { Row } from '../../core/tables/Table.ts';
import { workingMinutesBetween } from './calendar.ts';

/**
 * The one definition of a fault ticket's SLA and repair time, read by the desk, the overviews and
 * the equipment evaluation. A ticket's targets are stamped on it when it is opened (by the rule that
 * routed it, in working hours of the desk's calendar): the list's Due (`deadline`) for resolution,
 * `responsedue` for the first response, with the rule's name and escalation contact. Editing the
 * rules later never moves them.
 * - Completed: a corrective (fault) ticket resolved or closed, with its resolution time.
 * - Within SLA: completed at or before its resolution due.
 * - Breached: completed after it, or still open past it.
 * - MTTR: hours from opening to resolution, averaged over completed tickets.
 */

const COMPLETED: ReadonlySet<string> = new Set(['resolved', 'closed']);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** When a completed ticket was resolved (ms); undefined while it is not completed. */
export function completedAt(row: Row): number | undefined {
  if (!COMPLETED.has(str(row.status))) return undefined;
  const at = Date.parse(str(row.resolvetime));
  return Number.isNaN(at) ? undefined : at;
}

/** The resolution due stamped on the ticket (ms; infinite when it has none). */
function resolutionDue(row: Row): number {
  return Date.parse(str(row.deadline)) || Number.POSITIVE_INFINITY;
}

/** Completed at or before its resolution due. */
export function withinSla(row: Row): boolean {
  const at = completedAt(row);
  return at !== undefined && at <= resolutionDue(row);
}

/**
 * The SLA state of any ticket (fault or customer service) at `now`, from when it was completed
 * (undefined while open) and its resolution due: met, breached (late, or open past due) or running.
 */
export function slaStateAt(completed: number | undefined, due: number, now: number): SlaState {
  if (completed !== undefined) return completed <= due ? 'met' : 'breached';
  return now > due ? 'breached' : 'running';
}

/** The fault ticket's SLA state at `now`. */
export function slaStateOf(row: Row, now: number): SlaState {
  return slaStateAt(completedAt(row), resolutionDue(row), now);
}

/** Whom an open ticket is escalated to: its rule's contact, once it missed either target. */
export function escalation(open: boolean, sla: SlaState, responseLate: boolean, contact: string): string {
  return open && (sla === 'breached' || responseLate) ? contact : '';
}

/** Hours from opening to resolution of a completed ticket (a fault that cleared before its ticket took none). */
export function repairHours(row: Row): number | undefined {
  const at = completedAt(row);
  const created = Date.parse(str(row.createtime));
  if (at === undefined || Number.isNaN(created)) return undefined;
  return Math.max(0, at - created) / HOUR;
}

/** What a ticket's figures are measured with: the clock, the desk's calendar, the store's zone and first responses. */
export interface SlaContext {
  now: number;
  calendar: WorkCalendar;
  zoneOf: (store: string) => string;
  /** Record did → the time of its first status change. */
  responses: ReadonlyMap<string, string>;
}

export function slaOf(row: Row, context: SlaContext): TicketSla {
  const zone = context.zoneOf(str(row.businessdid));
  const created = Date.parse(str(row.createtime));
  const resolvedAt = completedAt(row);
  const resolved = resolvedAt !== undefined;
  // Resolving a ticket answers it too: a first status change after it does not count as later.
  const changed = context.responses.get(row.did) ?? '';
  const responded = resolved && (!changed || str(row.resolvetime) < changed) ? str(row.resolvetime) : changed;
  const responseDue = Date.parse(str(row.responsedue)) || Number.POSITIVE_INFINITY;
  const responseLate = (responded ? Date.parse(responded) : context.now) > responseDue;
  const sla = slaStateOf(row, context.now);
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
    responseDue: str(row.responsedue),
    resolutionDue: str(row.deadline),
    responseMinutes: responded ? workingMinutesBetween(created, Date.parse(responded), context.calendar, zone) : null,
    resolutionMinutes: resolved ? workingMinutesBetween(created, resolvedAt, context.calendar, zone) : null,
    sla,
    // An open ticket is escalated once it misses either target.
    escalatedTo: escalation(!resolved, sla, responseLate, str(row.escalateto)),
    rule: str(row.slarule),
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
