import { OVERVIEW_PIDS, type OverviewBounds, type OverviewFigures, type OverviewPeriods } from '../../../../../src/api/operations/overviewTypes.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import type { Row } from '../../core/tables/Table.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { CHINA_ZONE, dayIn } from '../../core/clock/zones.ts';
import { comparedRanges } from '../shared/comparedRanges.ts';
import { dataBounds } from '../shared/dataBounds.ts';
import { periodFigures, trendOf, type OverviewRecords, type OverviewStation } from './figures.ts';

export interface OverviewSources {
  now: () => number;
  charging: () => ChargingRegistry;
  /** A store's IANA zone (the station's days). */
  zoneOf: (store: string) => string;
  /** The orders list's rows the user sees (p-orders). */
  orderRows: (user: UserRecord) => readonly Row[];
  /** The fault tickets list's rows the user sees (p-fault-tickets). */
  faultTicketRows: (user: UserRecord) => readonly Row[];
  writes: Writes;
}

const READERS: readonly string[] = Object.values(OVERVIEW_PIDS);

/**
 * The operations overviews: a period's orders, energy, revenue, utilization and faults per station
 * the user reaches, read from the same rows the orders and fault tickets lists show, so a station's
 * figures equal those lists filtered by the station and the period. Read-only.
 */
export class OverviewWorld {
  constructor(private readonly sources: OverviewSources) {}

  private check(user: UserRecord, pid: string): void {
    this.sources.writes.access.check(user, pid, 'view', { type: 'charging-overview', id: 'network', pages: READERS });
  }

  private stations(user: UserRecord): OverviewStation[] {
    return this.sources.writes.access
      .filterByStore(user, this.sources.charging().stations, (s) => s.businessdid)
      .map((station) => ({ station, zone: this.sources.zoneOf(station.businessdid) }));
  }

  /** The days the orders and fault tickets cover, for the period picker and the comparisons. */
  bounds(user: UserRecord, pid: string): OverviewBounds {
    this.check(user, pid);
    const lists = [
      { rows: this.sources.orderRows(user), field: 'starttime' },
      { rows: this.sources.faultTicketRows(user), field: 'createtime' },
    ];
    return dataBounds(lists, this.sources.zoneOf, this.sources.now());
  }

  /**
   * The figures of the period against the previous period and last year; a period still running
   * counts its days to today against as many days of the others (shared/comparedRanges.ts), and
   * each answer's `range` says which days were counted.
   */
  figures(user: UserRecord, pid: string, periods: OverviewPeriods): OverviewFigures {
    this.check(user, pid);
    const stations = this.stations(user);
    const records: OverviewRecords = { orders: this.sources.orderRows(user), tickets: this.sources.faultTicketRows(user) };
    // Today as the bounds read it (China time); a period still running is compared to date.
    const today = dayIn(this.sources.now(), CHINA_ZONE);
    const { current, against, toDate } = comparedRanges(periods.current, { previous: periods.previous, lastYear: periods.lastYear }, today);
    return {
      current: periodFigures(stations, records, current),
      previous: periodFigures(stations, records, against.previous),
      lastYear: periodFigures(stations, records, against.lastYear),
      toDate,
      // The trend keeps the whole period asked for: its days to come are simply empty.
      ...trendOf(stations, records, periods.current),
    };
  }
}
