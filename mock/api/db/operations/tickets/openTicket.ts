import type { TicketRule, TicketTeam, WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { compactDay, iso } from '../../core/clock/time.ts';
import { between, expected, invalidField, oneOf } from '../../core/shapeErrors.ts';
import type { Row } from '../../core/tables/Table.ts';
import { addWorkingMinutes } from './calendar.ts';
import { matchRule, type RuleSubject } from './rules.ts';

/** What opens a ticket: the desk's create call, or a confirmed screening candidate. */
export interface TicketInput {
  title: string;
  stationdid: string;
  faulttype: string;
  priority: string;
  devicecode?: string;
  description?: string;
}

interface Vocabulary {
  stations: ReadonlySet<string>;
  faulttypes: readonly string[];
  priorities: readonly string[];
}

function text(fields: Record<string, unknown>, field: string, max: number, required: boolean): string {
  const value = fields[field];
  if (value === undefined && !required) return '';
  if (typeof value !== 'string') throw invalidField(field, 'expected a string', expected('string'));
  const trimmed = value.trim();
  if (required && !trimmed) throw invalidField(field, 'required', { messageKey: 'tickets.required' });
  if (trimmed.length > max) throw invalidField(field, `at most ${max} characters`, between(0, max));
  return trimmed;
}

export function ticketInputOf(input: unknown, vocabulary: Vocabulary): TicketInput {
  if (typeof input !== 'object' || input === null) throw invalidField('ticket', 'expected an object', expected('object'));
  const fields = input as Record<string, unknown>;
  const stationdid = text(fields, 'stationdid', 40, true);
  if (!vocabulary.stations.has(stationdid)) throw invalidField('stationdid', `not a station you reach: ${stationdid}`, { messageKey: 'tickets.unknownValue' });
  const faulttype = text(fields, 'faulttype', 40, true);
  if (!vocabulary.faulttypes.includes(faulttype)) throw invalidField('faulttype', `unknown: ${faulttype}`, oneOf(vocabulary.faulttypes));
  const priority = text(fields, 'priority', 20, true);
  if (!vocabulary.priorities.includes(priority)) throw invalidField('priority', `unknown: ${priority}`, oneOf(vocabulary.priorities));
  return { title: text(fields, 'title', 60, true), stationdid, faulttype, priority, description: text(fields, 'description', 500, false) };
}

export interface OpenTicket {
  /** The desk's count of tickets opened: numbers 9xxxx stay clear of the seeded ones. */
  serial: number;
  user: { nickname: string };
  ticket: TicketInput;
  station: ChargingStation | undefined;
  rules: readonly TicketRule[];
  teams: readonly TicketTeam[];
  calendar: WorkCalendar;
  zone: string;
  now: number;
}

/** Where the first matching rule sends a ticket opened now: its team (assigned) and assignee, due after its resolution target. */
export function routed(open: Omit<OpenTicket, 'serial' | 'user' | 'ticket' | 'station'>, subject: RuleSubject): Pick<Row, 'status' | 'teamdid' | 'teamname' | 'assignee' | 'deadline'> {
  const rule = matchRule(open.rules, subject);
  const team = rule ? open.teams.find((t) => t.did === rule.teamdid) : undefined;
  const due = rule ? addWorkingMinutes(open.now, rule.resolutionMinutes, open.calendar, open.zone) : Number.POSITIVE_INFINITY;
  return {
    status: team ? 'assigned' : 'pending',
    teamdid: team?.did ?? '',
    teamname: team?.name ?? '',
    assignee: team ? rule?.assignee || team.leader : '',
    deadline: Number.isFinite(due) ? iso(due) : '',
  };
}

/** The list record of a new ticket: routed by the rules, stamped on the world clock. */
export function openTicket(open: OpenTicket): Omit<Row, 'did'> {
  const { ticket, station, now } = open;
  return {
    ticketno: `GZ${compactDay(now)}9${String(open.serial).padStart(4, '0')}`,
    title: ticket.title,
    stationname: station?.name ?? '',
    stationdid: ticket.stationdid,
    businessname: station?.businessname ?? '',
    businessdid: station?.businessdid ?? '',
    parentbusinessdid: station?.parentbusinessdid ?? '',
    devicecode: ticket.devicecode ?? '',
    alarmno: '',
    faulttype: ticket.faulttype,
    priority: ticket.priority,
    ...routed(open, ticket),
    reporter: open.user.nickname,
    resolvetime: '',
    description: ticket.description ?? '',
    photo: '',
    createtime: iso(now),
    updatetime: iso(now),
  };
}
