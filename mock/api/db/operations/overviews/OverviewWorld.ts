import { OVERVIEW_PIDS, type OverviewBounds, type OverviewFigures, type OverviewPeriods } from '../../../../../src/api/operations/overviewTypes.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import type { Row } from '../../core/tables/Table.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
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
    return this.sources
      .charging()
      .stations.filter((s) => this.sources.writes.access.reachesStore(user, s.businessdid))
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

  figures(user: UserRecord, pid: string, periods: OverviewPeriods): OverviewFigures {
    this.check(user, pid);
    const stations = this.stations(user);
    const records: OverviewRecords = { orders: this.sources.orderRows(user), tickets: this.sources.faultTicketRows(user) };
    return {
      current: periodFigures(stations, records, periods.current),
      previous: periodFigures(stations, records, periods.previous),
      lastYear: periodFigures(stations, records, periods.lastYear),
      ...trendOf(stations, records, periods.current),
    };
  }
}
