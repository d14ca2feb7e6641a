import { ANALYSIS_PIDS, type CostBenefitView, type EquipmentView, type PortraitView } from '../../../../../src/api/operations/analysisTypes.ts';
import type { DataBounds } from '../../../../../src/api/operations/boundsTypes.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import type { Row } from '../../core/tables/Table.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { dataBounds, type DatedRows } from '../shared/dataBounds.ts';
import { CAPEX_PER_KW, stationCostBenefit } from './costBenefit.ts';
import { equipmentFigures } from './equipment.ts';
import { periodOf } from './period.ts';
import { portraitOf, SEGMENT_THRESHOLDS } from './portrait.ts';

/** The common-page lists whose records the analysis reads, so its figures equal theirs. */
export const SOURCE_PIDS = { orders: 'p-orders', faultTickets: 'p-fault-tickets', monthlyCost: 'p-station-monthly-cost' } as const;

export interface AnalysisSources {
  now: () => number;
  charging: () => ChargingRegistry;
  /** A store's IANA zone: the days of its stations' records. */
  zoneOf: (store: string) => string;
  /** A store's electricity price by local hour (the energy world's time-of-use tariff). */
  hourlyTariff: (store: string) => ArrayLike<number>;
  /** A list's records as the user reaches them. */
  rows: (pid: string, user: UserRecord) => readonly Row[];
  writes: Writes;
}

function byStation(rows: readonly Row[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const row of rows) {
    const key = String(row.stationdid ?? '');
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}

/**
 * The analysis part of the operations domain: read-only figures over a period, cut from the
 * charging registry and the records the orders, fault tickets and station cost lists show.
 */
export class AnalysisWorld {
  constructor(private readonly sources: AnalysisSources) {}

  private check(user: UserRecord, pid: string, page: string): void {
    this.sources.writes.access.check(user, pid, 'view', { type: 'charging-analysis', id: page, pages: [page] });
  }

  private reachable(user: UserRecord): ChargingStation[] {
    return this.sources.writes.access.filterByStore(user, this.sources.charging().stations, (s) => s.businessdid);
  }

  /** The days the page's records cover: the orders for cost and benefit and the portrait, the fault tickets for the equipment. */
  bounds(user: UserRecord, pid: string): DataBounds {
    const page = (Object.values(ANALYSIS_PIDS) as string[]).includes(pid) ? pid : ANALYSIS_PIDS.costBenefit;
    this.check(user, pid, page);
    const list: DatedRows =
      page === ANALYSIS_PIDS.equipment ? { rows: this.sources.rows(SOURCE_PIDS.faultTickets, user), field: 'createtime' } : { rows: this.sources.rows(SOURCE_PIDS.orders, user), field: 'starttime' };
    return dataBounds([list], this.sources.zoneOf, this.sources.now());
  }

  costBenefit(user: UserRecord, pid: string, from: unknown, to: unknown): CostBenefitView {
    this.check(user, pid, ANALYSIS_PIDS.costBenefit);
    const period = periodOf(from, to);
    const orders = byStation(this.sources.rows(SOURCE_PIDS.orders, user));
    const costs = byStation(this.sources.rows(SOURCE_PIDS.monthlyCost, user));
    const stations = this.reachable(user).map((station) =>
      stationCostBenefit(period, {
        station,
        zone: this.sources.zoneOf(station.businessdid),
        hourly: this.sources.hourlyTariff(station.businessdid),
        orders: orders.get(station.did) ?? [],
        monthlyCosts: costs.get(station.did) ?? [],
      }),
    );
    return { ...period, capexPerKw: CAPEX_PER_KW, stations };
  }

  equipment(user: UserRecord, pid: string, from: unknown, to: unknown): EquipmentView {
    this.check(user, pid, ANALYSIS_PIDS.equipment);
    const period = periodOf(from, to);
    const registry = this.sources.charging();
    const stations = new Set(this.reachable(user).map((s) => s.did));
    const piles = registry.piles.filter((p) => stations.has(p.stationdid));
    const guns = registry.guns.filter((g) => stations.has(g.stationdid));
    const models = equipmentFigures(period, piles, guns, this.sources.rows(SOURCE_PIDS.faultTickets, user), this.sources.zoneOf);
    return { from: period.from, to: period.to, hours: period.days * 24, models };
  }

  portrait(user: UserRecord, pid: string, from: unknown, to: unknown): PortraitView {
    this.check(user, pid, ANALYSIS_PIDS.portrait);
    const period = periodOf(from, to);
    const { users, segments } = portraitOf(period, this.sources.rows(SOURCE_PIDS.orders, user), this.sources.zoneOf);
    return { ...period, thresholds: { ...SEGMENT_THRESHOLDS }, segments, users };
  }
}
