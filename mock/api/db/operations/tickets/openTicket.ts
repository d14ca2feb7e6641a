import type { TicketRule, TicketTeam, WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import { moveOf, TICKET_FLOWS } from '../../../../../src/lib/ticketFlow.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { compactDay, iso } from '../../core/clock/time.ts';
import { TICKET_RULES } from '../../../../../src/api/operations/rules.ts';
import { FieldErrors } from '../../core/fieldErrors.ts';
import { textBy } from '../../core/ruleChecks.ts';
import { expected, invalidField } from '../../core/shapeErrors.ts';
import type { Row } from '../../core/tables/Table.ts';
import { addWorkingMinutes, DEFAULT_CALENDAR } from './calendar.ts';
import { matchRule, seedRules, type RuleSubject } from './rules.ts';

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

/** A ticket as sent, every field checked and all errors answered at once; title and description by the desk's book. */
export function ticketInputOf(input: unknown, vocabulary: Vocabulary): TicketInput {
  if (typeof input !== 'object' || input === null) throw invalidField('ticket', 'expected an object', expected('object'));
  const fields = input as Record<string, unknown>;
  const errors = new FieldErrors();
  const choice = (field: string, max: number, known: (value: string) => boolean, refuse: (value: string) => void) => {
    const value = textBy(errors, fields[field], field, { required: true, maxLength: max });
    if (value !== undefined && !known(value)) refuse(value);
    return value ?? '';
  };
  const stationdid = choice('stationdid', 40, (v) => vocabulary.stations.has(v), (v) => errors.add('stationdid', 'link', `not a station you reach: ${v}`, 'tickets.unknownValue'));
  const option = (field: string, max: number, options: readonly string[]) =>
    choice(field, max, (v) => options.includes(v), (v) => errors.add(field, 'option', `unknown: ${v}`, 'validation.option', { values: options.join(', ') }));
  const faulttype = option('faulttype', 40, vocabulary.faulttypes);
  const priority = option('priority', 20, vocabulary.priorities);
  const title = textBy(errors, fields.title, 'title', TICKET_RULES.title) ?? '';
  const description = textBy(errors, fields.description, 'description', TICKET_RULES.description) ?? '';
  errors.check();
  return { title, stationdid, faulttype, priority, description };
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

/** The SLA fields stamped on a ticket when it opens: the list's Due, the response due, the rule and its escalation contact. */
export type SlaStamp = Pick<Row, 'deadline' | 'responsedue' | 'slarule' | 'escalateto'>;

/**
 * The targets of the first matching rule for a ticket opened at `from`, in working minutes of the
 * calendar where its store is. Stamped once: later rule edits never move them.
 */
export function slaStamp(rules: readonly TicketRule[], subject: RuleSubject, calendar: WorkCalendar, zone: string, from: number, escalateTo?: string): SlaStamp {
  const rule = matchRule(rules, subject);
  const due = (minutes: number | undefined) => {
    const at = minutes === undefined ? Number.POSITIVE_INFINITY : addWorkingMinutes(from, minutes, calendar, zone);
    return Number.isFinite(at) ? iso(at) : '';
  };
  return { deadline: due(rule?.resolutionMinutes), responsedue: due(rule?.responseMinutes), slarule: rule?.name ?? '', escalateto: escalateTo ?? rule?.escalateTo ?? '' };
}

/** The desk's seeded rules' conditions and targets (teams aside): the ones a seeded ticket opened under. */
const SEEDED_RULES = seedRules([]);

/** A seeded ticket stamped as if the desk's seeded rules had opened it: their targets in working hours of the default calendar where its store is. */
export function seededSla(row: Row, zoneOf: (store: string) => string): Row {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const subject = { faulttype: text(row.faulttype), stationdid: text(row.stationdid), priority: text(row.priority) };
  return { ...row, ...slaStamp(SEEDED_RULES, subject, DEFAULT_CALENDAR, zoneOf(text(row.businessdid)), Date.parse(text(row.createtime)), text(row.escalateto)) };
}

/** Where the first matching rule sends a ticket opened now: its team (assigned) and assignee, with its SLA stamp. */
export function routed(open: Omit<OpenTicket, 'serial' | 'user' | 'ticket' | 'station'>, subject: RuleSubject): Pick<Row, 'status' | 'teamdid' | 'teamname' | 'assignee'> & SlaStamp {
  const rule = matchRule(open.rules, subject);
  const team = rule ? open.teams.find((t) => t.did === rule.teamdid) : undefined;
  // A routed ticket takes the table's assign move from its first state at once.
  const { initial } = TICKET_FLOWS.fault;
  return {
    status: team ? (moveOf(TICKET_FLOWS.fault, initial, 'assigned')?.to ?? initial) : initial,
    teamdid: team?.did ?? '',
    teamname: team?.name ?? '',
    assignee: team ? rule?.assignee || team.leader : '',
    ...slaStamp(open.rules, subject, open.calendar, open.zone, open.now),
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
