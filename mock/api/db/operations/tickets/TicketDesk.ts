import {
  TICKET_PIDS, type RankBy, type ScreeningList, type ScreeningRule, SCREENING_RULES, type TicketOverview, type TicketRanking, type TicketRule, type TicketRuleBook,
  type TicketSla, type TicketSlaList, type TicketPeriod, type TicketStatistics, type TicketTeam, type WorkCalendar,
} from '../../../../../src/api/operations/ticketsTypes.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import { iso } from '../../core/clock/time.ts';
import { addDays } from '../../core/clock/dates.ts';
import { dayIn } from '../../core/clock/zones.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { Row } from '../../core/tables/Table.ts';
import type { SentVersion } from '../../core/versions.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { DEFAULT_CALENDAR } from './calendar.ts';
import { calendarOf, rulesOf, seedRules } from './rules.ts';
import { candidatesIn, screeningTicket, unconfirmedCandidate, type ScreeningWorld } from './screeningDesk.ts';
import { firstResponses, slaOf } from './sla.ts';
import { groupRow, groupRows, overviewOf } from './stats.ts';
import { openTicket, routed, ticketInputOf, type TicketInput } from './openTicket.ts';
import type { Period } from './period.ts';
import { refuseDeskTimes } from './ticketLife.ts';
import type { ServiceTicketRule } from '../../../../../src/api/operations/serviceTicketsTypes.ts';
import { ServiceDesk, type ServiceTicketSources } from './ServiceDesk.ts';
import { seedServiceRules, serviceRulesOf } from './serviceRules.ts';

type DeskUser = UserRecord;

export interface TicketDeskSources extends ServiceTicketSources {
  /** The one world clock (ms). */
  now: () => number;
  writes: Writes;
  /** A store's IANA zone: its tickets' days and working hours are local there. */
  zoneOf: (store: string) => string;
  /** The fault tickets list's records and change history, as the user reaches them. */
  tickets: (user: DeskUser) => readonly Row[];
  ticketHistory: (user: DeskUser) => readonly Row[];
  /** Every record of the team list. */
  allTeams: () => readonly Row[];
  /** The parent businesses of the user's company: its teams are the rules' to name. */
  companyParents: (user: DeskUser) => ReadonlySet<string>;
  /** The live and history alarm lists' records, as the user reaches them. */
  alarms: (user: DeskUser) => readonly Row[];
  /** The core's one data-scope rule: the stores whose stations (and tickets) the user reaches. */
  reachesStore: (user: DeskUser, store: string) => boolean;
  charging: () => ChargingRegistry;
  /** Puts a new record into the fault tickets list (with its history entry); answers it as stored. */
  insertTicket: (user: DeskUser, row: Omit<Row, 'did'>) => Row;
  faulttypes: readonly string[];
  priorities: readonly string[];
}

interface Company {
  rules: TicketRule[];
  calendar: WorkCalendar;
  /** Screening candidate id → the ticket number its confirmation opened. */
  confirmed: Map<string, string>;
  /** The customer-service tickets' rules (ServiceDesk). */
  serviceRules: ServiceTicketRule[];
}

const rulesRef: ResourceRef = { type: 'ticket-rules', id: 'rules', pages: [TICKET_PIDS.rules] };
/** The tickets' figures and SLA: the desk's pages and the tickets list show them. */
const figuresRef: ResourceRef = { type: 'ticket-figures', id: 'tickets', pages: [TICKET_PIDS.overview, TICKET_PIDS.rank, TICKET_PIDS.statistics, TICKET_PIDS.tickets] };
const screeningRef: ResourceRef = { type: 'screening', id: 'candidates', pages: [TICKET_PIDS.screening] };
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The work-order desk over the fault tickets list: per company, assignment and SLA rules with a
 * working-hours calendar; each ticket's SLA on the world clock; figures over the list's records;
 * fault screening whose confirmed candidates become tickets of that list.
 */
export class TicketDesk {
  private readonly companies = new Map<string, Company>();
  /** Tickets the desk opened since the reset (their numbers follow the seeded ones'). */
  private serial = 0;

  constructor(private readonly sources: TicketDeskSources) {}

  /** View on a page that shows the resource (the rules, the tickets' figures, the screening). */
  private authorize(user: DeskUser, pid: string, resource: ResourceRef): void {
    this.sources.writes.access.check(user, pid, 'view', resource);
  }

  private company(user: DeskUser): Company {
    let company = this.companies.get(user.companyid);
    if (!company) {
      company = { rules: seedRules(this.teams(user)), calendar: { ...DEFAULT_CALENDAR }, confirmed: new Map(), serviceRules: seedServiceRules(this.teams(user)) };
      this.companies.set(user.companyid, company);
    }
    return company;
  }

  private teams(user: DeskUser): TicketTeam[] {
    const parents = this.sources.companyParents(user);
    return this.sources.allTeams().filter((row) => parents.has(str(row.parentbusinessdid))).map((row) => ({ did: row.did, name: str(row.name), leader: str(row.leader), members: str(row.members).split('、').filter(Boolean) }));
  }

  private stations(user: DeskUser) {
    return this.sources.charging().stations.filter((s) => this.sources.reachesStore(user, s.businessdid));
  }

  ruleBook(user: DeskUser, pid: string): TicketRuleBook {
    this.authorize(user, pid, rulesRef);
    const company = this.company(user);
    return {
      rules: structuredClone(company.rules),
      calendar: structuredClone(company.calendar),
      teams: this.teams(user),
      stations: this.stations(user).map((s) => ({ did: s.did, name: s.name })),
      faulttypes: [...this.sources.faulttypes],
      priorities: [...this.sources.priorities],
      ...this.service.ruleBook(user),
      // One version for the whole book (both kinds' rules and the calendar are saved together); told in the periods' zone.
      ...this.sources.writes.versions.of('ticket-rules', user.companyid),
      zone: this.periodFor(user, undefined).zone,
    };
  }

  /** Replaces the rules and calendar (edit on the rules page) made on the book's `version`, audited with before and after. */
  saveRules(user: DeskUser, pid: string, body: { rules: unknown; calendar: unknown; serviceRules?: unknown }, version?: SentVersion): TicketRuleBook {
    const company = this.company(user);
    const before = () => ({ rules: structuredClone(company.rules), calendar: structuredClone(company.calendar), serviceRules: structuredClone(company.serviceRules) });
    this.sources.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'ticket-rules', resource: { ...rulesRef, id: user.companyid }, before }, () => {
      const vocabulary = {
        teams: new Set(this.teams(user).map((t) => t.did)),
        stations: new Set(this.stations(user).map((s) => s.did)),
        faulttypes: this.sources.faulttypes,
        priorities: this.sources.priorities,
      };
      const detail = this.sources.writes.versions.save(user, 'ticket-rules', user.companyid, version, () => {
        const rules = rulesOf(body.rules, vocabulary);
        const calendar = calendarOf(body.calendar);
        // Without service rules in the body, they stay as they were.
        const serviceRules = body.serviceRules === undefined ? company.serviceRules : serviceRulesOf(body.serviceRules, this.serviceVocabulary(user));
        company.rules = rules;
        company.calendar = calendar;
        company.serviceRules = serviceRules;
      });
      return { answer: null, after: { rules: company.rules, calendar: company.calendar, serviceRules: company.serviceRules }, detail };
    });
    return this.ruleBook(user, pid);
  }

  private serviceDesk: ServiceDesk | undefined;

  /** The customer-service tickets (the service ticket list): same calendar, teams and periods, their own rules. */
  get service(): ServiceDesk {
    this.serviceDesk ??= new ServiceDesk({
      ...this.sources,
      serviceRules: (user) => this.company(user).serviceRules,
      calendar: (user) => this.company(user).calendar,
      teams: (user) => this.teams(user),
      stores: (user) => this.stores(user),
      periodFor: (user, asked) => this.periodFor(user, asked),
      authorize: (user, pid, resource) => this.authorize(user, pid, resource),
    });
    return this.serviceDesk;
  }

  /** The stores of the stations the user reaches (the service rules' store condition). */
  private stores(user: DeskUser): { did: string; name: string }[] {
    const stores = new Map(this.stations(user).map((s) => [s.businessdid, s.businessname]));
    return [...stores.entries()].map(([did, name]) => ({ did, name }));
  }

  private serviceVocabulary(user: DeskUser) {
    return { teams: new Set(this.teams(user).map((t) => t.did)), stores: new Set(this.stores(user).map((s) => s.did)), categories: this.sources.categories, channels: this.sources.channels };
  }

  /** Every reached ticket with its SLA now (by the targets stamped when it was opened). */
  private slas(user: DeskUser): TicketSla[] {
    const company = this.company(user);
    // The targets are the ones stamped on each ticket when it opened; the calendar only measures its times.
    const context = { now: this.sources.now(), calendar: company.calendar, zoneOf: this.sources.zoneOf, responses: firstResponses(this.sources.ticketHistory(user)) };
    return this.sources.tickets(user).map((row) => slaOf(row, context));
  }

  /** Tickets opened in the period (local days of each store), of one station if given. */
  private opened(user: DeskUser, period: Period, station?: string): TicketSla[] {
    return this.slas(user).filter((t) => {
      if (station && t.stationdid !== station) return false;
      const local = dayIn(Date.parse(t.createtime), this.zoneOfStation(t.stationdid));
      return local >= period.from && local <= period.to;
    });
  }

  private zoneOfStation(station: string): string {
    return this.sources.zoneOf(this.sources.charging().station(station)?.businessdid ?? '');
  }

  /** The period asked for, or the 30 days to today in the zone of the user's first station; with the clock's day and instant. */
  private periodFor(user: DeskUser, asked: Period | undefined): TicketPeriod {
    const now = this.sources.now();
    const first = this.stations(user)[0];
    const zone = this.sources.zoneOf(first?.businessdid ?? '');
    const today = dayIn(now, zone);
    return { ...(asked ?? { from: addDays(today, -29), to: today }), today, now: iso(now), zone };
  }

  slaList(user: DeskUser, pid: string, asked?: Period, station?: string): TicketSlaList {
    this.authorize(user, pid, figuresRef);
    const period = this.periodFor(user, asked);
    const rows = this.opened(user, period, station).sort((a, b) => b.createtime.localeCompare(a.createtime));
    return { ...period, rows };
  }

  overview(user: DeskUser, pid: string, asked?: Period, station?: string): TicketOverview {
    this.authorize(user, pid, figuresRef);
    return overviewOf(this.periodFor(user, asked), (days) => this.opened(user, days, station));
  }

  rank(user: DeskUser, pid: string, asked: Period | undefined, by: RankBy): TicketRanking {
    this.authorize(user, pid, figuresRef);
    const period = this.periodFor(user, asked);
    const tickets = this.opened(user, period);
    const keyOf = (t: TicketSla): [string, string] => (by === 'team' ? [t.teamdid, t.teamname] : by === 'assignee' ? [t.assignee, t.assignee] : [t.faulttype, t.faulttype]);
    return { ...period, by, rows: groupRows(tickets, keyOf) };
  }

  statistics(user: DeskUser, pid: string, asked?: Period): TicketStatistics {
    this.authorize(user, pid, figuresRef);
    const period = this.periodFor(user, asked);
    const tickets = this.opened(user, period);
    return { ...period, total: groupRow('', '', tickets), byTeam: groupRows(tickets, (t) => [t.teamdid, t.teamname]), byType: groupRows(tickets, (t) => [t.faulttype, t.faulttype]) };
  }

  /** A new ticket routed by the first matching rule (add on the fault tickets list), audited. */
  createTicket(user: DeskUser, input: unknown, op = 'ticket-create', detail: Record<string, unknown> = {}): TicketSla {
    if (typeof input === 'object' && input !== null) refuseDeskTimes(input as Record<string, unknown>);
    const stations = this.stations(user);
    const ticket = ticketInputOf(input, { stations: new Set(stations.map((s) => s.did)), faulttypes: this.sources.faulttypes, priorities: this.sources.priorities });
    return this.open(user, ticket, op, detail);
  }

  private open(user: DeskUser, ticket: TicketInput, op: string, detail: Record<string, unknown>): TicketSla {
    const company = this.company(user);
    const station = this.sources.charging().station(ticket.stationdid);
    const zone = this.sources.zoneOf(station?.businessdid ?? '');
    const resource: ResourceRef = { type: 'record', id: '', pages: [TICKET_PIDS.tickets] };
    const row = this.sources.writes.run(user, { pid: TICKET_PIDS.tickets, needs: 'add', area: 'records', op, resource, detail: { ...detail, ticket } }, () => {
      this.serial += 1;
      const stored = this.sources.insertTicket(user, openTicket({ serial: this.serial, user, ticket, station, rules: company.rules, teams: this.teams(user), calendar: company.calendar, zone, now: this.sources.now() }));
      return { answer: stored, target: stored.did };
    });
    const found = this.slas(user).find((t) => t.did === row.did);
    if (!found) throw keyedRefusal(said(`ticket not reached: ${row.did}`, 'tickets.notReached'));
    return found;
  }

  /**
   * A fault ticket added through its list (the common-page form; the list stamps it on the world
   * clock): its SLA targets from the first matching rule now, and without a team it is routed by that rule, so
   * it runs like the desk's own. Its Due is the rule's: never typed (ticketLife.ts refuses it).
   */
  routeNew(user: DeskUser, record: Row): Row {
    const company = this.company(user);
    const now = this.sources.now();
    const subject = { faulttype: str(record.faulttype), stationdid: str(record.stationdid), priority: str(record.priority) };
    const { status, teamdid, teamname, assignee, ...sla } = routed({ rules: company.rules, teams: this.teams(user), calendar: company.calendar, zone: this.sources.zoneOf(str(record.businessdid)), now }, subject);
    const stamped = { ...record, ...sla };
    if (str(record.teamdid)) return stamped;
    return { ...stamped, teamdid, teamname, status: str(record.status) === 'pending' ? status : record.status, assignee: str(record.assignee) || assignee };
  }

  screening(user: DeskUser, pid: string, asked?: Period): ScreeningList {
    this.authorize(user, pid, screeningRef);
    const period = this.periodFor(user, asked);
    const rows = candidatesIn(this.screeningWorld(user), period);
    const counts = Object.fromEntries(SCREENING_RULES.map((rule) => [rule, rows.filter((r) => r.rule === rule).length])) as Record<ScreeningRule, number>;
    return { ...period, counts, rows };
  }

  private screeningWorld(user: DeskUser): ScreeningWorld {
    return { registry: this.sources.charging(), stations: this.stations(user), alarms: this.sources.alarms(user), zoneOf: this.sources.zoneOf, confirmed: this.company(user).confirmed };
  }

  /** A candidate confirmed: a fault ticket opened for its gun (routed by the rules), once. */
  confirm(user: DeskUser, pid: string, id: string): TicketSla {
    this.authorize(user, pid, screeningRef);
    const candidate = unconfirmedCandidate(this.screeningWorld(user), id);
    const opened = this.open(user, screeningTicket(candidate), 'screening-confirm', { candidate: id });
    this.company(user).confirmed.set(id, opened.ticketno);
    return opened;
  }
}
