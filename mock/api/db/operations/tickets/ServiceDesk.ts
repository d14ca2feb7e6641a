import {
  SERVICE_TICKET_PID, type ServiceRankBy, type ServiceRuleBook, type ServiceTicketRanking, type ServiceTicketRule, type ServiceTicketSla, type ServiceTicketSlaList,
} from '../../../../../src/api/operations/serviceTicketsTypes.ts';
import { TICKET_PIDS, type TicketOverview, type TicketPeriod, type TicketStatistics, type TicketTeam, type WorkCalendar } from '../../../../../src/api/operations/ticketsTypes.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import { dayIn } from '../../core/clock/zones.ts';
import type { Row } from '../../core/tables/Table.ts';
import type { UserRecord } from '../../users.ts';
import { DEFAULT_CALENDAR } from './calendar.ts';
import type { Period } from './period.ts';
import { seedServiceRules } from './serviceRules.ts';
import { serviceMoments, serviceRoute, serviceSlaOf, serviceSubject } from './serviceSla.ts';
import { groupRow, groupRows, overviewOf } from './stats.ts';

/** The service ticket list's records the desk reads (the root's domains.ts wires them from the pages domain). */
export interface ServiceTicketSources {
  /** The service ticket list's records and change history, as the user reaches them. */
  serviceTickets: (user: UserRecord) => readonly Row[];
  serviceTicketHistory: (user: UserRecord) => readonly Row[];
  categories: readonly string[];
  channels: readonly string[];
}

/** What the desk lends its service side: the clock, zones, the company's rules, calendar and teams, the period and access. */
export interface ServiceDeskHost extends ServiceTicketSources {
  now: () => number;
  zoneOf: (store: string) => string;
  serviceRules: (user: UserRecord) => readonly ServiceTicketRule[];
  calendar: (user: UserRecord) => WorkCalendar;
  teams: (user: UserRecord) => TicketTeam[];
  stores: (user: UserRecord) => { did: string; name: string }[];
  periodFor: (user: UserRecord, asked: Period | undefined) => TicketPeriod;
  authorize: (user: UserRecord, pid: string, resource: ResourceRef) => void;
}

/** The service tickets' figures: the desk's pages and the service ticket list show them. */
const serviceFiguresRef: ResourceRef = { type: 'service-ticket-figures', id: 'service-tickets', pages: [TICKET_PIDS.overview, TICKET_PIDS.rank, TICKET_PIDS.statistics, SERVICE_TICKET_PID] };
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The desk's customer-service tickets (the service ticket list's records): routed and stamped by
 * the company's service rules when opened, their SLA on the world clock over the desk's calendar,
 * and figures by period, team, handler and category, like the fault tickets'.
 */
export class ServiceDesk {
  constructor(private readonly host: ServiceDeskHost) {}

  /** The rule book's service part: the rules and the values their conditions may take. */
  ruleBook(user: UserRecord): ServiceRuleBook {
    return { serviceRules: structuredClone([...this.host.serviceRules(user)]), categories: [...this.host.categories], channels: [...this.host.channels], stores: this.host.stores(user) };
  }

  /** Every reached service ticket with its SLA now. */
  private slas(user: UserRecord): ServiceTicketSla[] {
    const teams = this.host.teams(user);
    const seeded = seedServiceRules(teams);
    const context = {
      now: this.host.now(),
      calendar: this.host.calendar(user),
      zoneOf: this.host.zoneOf,
      moments: serviceMoments(this.host.serviceTicketHistory(user)),
      // Opened before the desk stamped tickets: the seed rules on the seed calendar, whatever the rules say now.
      unstamped: (row: Row, zone: string) => serviceRoute({ rules: seeded, teams, calendar: DEFAULT_CALENDAR, zone, now: Date.parse(str(row.createtime)) }, serviceSubject(row)),
    };
    return this.host.serviceTickets(user).map((row) => serviceSlaOf(row, context));
  }

  /** Service tickets opened in the period (local days of each store), of one store if given. */
  private opened(user: UserRecord, period: Period, store?: string): ServiceTicketSla[] {
    return this.slas(user).filter((t) => {
      if (store && t.businessdid !== store) return false;
      const local = dayIn(Date.parse(t.createtime), t.zone);
      return local >= period.from && local <= period.to;
    });
  }

  slaList(user: UserRecord, pid: string, asked?: Period, store?: string): ServiceTicketSlaList {
    this.host.authorize(user, pid, serviceFiguresRef);
    const period = this.host.periodFor(user, asked);
    return { ...period, rows: this.opened(user, period, store).sort((a, b) => b.createtime.localeCompare(a.createtime)) };
  }

  overview(user: UserRecord, pid: string, asked?: Period, store?: string): TicketOverview {
    this.host.authorize(user, pid, serviceFiguresRef);
    return overviewOf(this.host.periodFor(user, asked), (days) => this.opened(user, days, store));
  }

  rank(user: UserRecord, pid: string, asked: Period | undefined, by: ServiceRankBy): ServiceTicketRanking {
    this.host.authorize(user, pid, serviceFiguresRef);
    const period = this.host.periodFor(user, asked);
    const keyOf = (t: ServiceTicketSla): [string, string] => (by === 'team' ? [t.teamdid, t.teamname] : by === 'handler' ? [t.handler, t.handler] : [t.category, t.category]);
    return { ...period, by, rows: groupRows(this.opened(user, period), keyOf) };
  }

  /** By team and by category (as byType). */
  statistics(user: UserRecord, pid: string, asked?: Period): TicketStatistics {
    this.host.authorize(user, pid, serviceFiguresRef);
    const period = this.host.periodFor(user, asked);
    const tickets = this.opened(user, period);
    return { ...period, total: groupRow('', '', tickets), byTeam: groupRows(tickets, (t) => [t.teamdid, t.teamname]), byType: groupRows(tickets, (t) => [t.category, t.category]) };
  }

  /**
   * A service ticket added through its list (the common-page form): routed by the first matching
   * service rule (a team or handler the form names stays), with its targets from the world clock's now
   * (the list stamps its created time and number on that clock).
   */
  routeNew(user: UserRecord, record: Row): Row {
    const now = this.host.now();
    const zone = this.host.zoneOf(str(record.businessdid));
    const route = serviceRoute({ rules: this.host.serviceRules(user), teams: this.host.teams(user), calendar: this.host.calendar(user), zone, now }, serviceSubject(record));
    const ownTeam = str(record.teamdid) !== '';
    return {
      ...record,
      ...route,
      teamdid: ownTeam ? record.teamdid : route.teamdid,
      teamname: ownTeam ? record.teamname : route.teamname,
      handler: str(record.handler) || route.handler,
    };
  }
}
