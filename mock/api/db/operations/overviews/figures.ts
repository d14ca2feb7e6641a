import type { DayRange, Figures, PeriodFigures, StationFigures, TrendPoint } from '../../../../../src/api/operations/overviewTypes.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { addDays, daysBetween } from '../../core/clock/dates.ts';
import { MINUTE } from '../../core/clock/time.ts';
import { dayIn, instantIn } from '../../core/clock/zones.ts';
import type { Row } from '../../core/tables/Table.ts';
import { repairHours, withinSla } from '../tickets/sla.ts';

/** A station of the overview with its store's zone (its days start at the store's midnight). */
export interface OverviewStation {
  station: ChargingStation;
  zone: string;
}

/** The records the figures are read from: the orders list's and the fault tickets list's rows the user sees. */
export interface OverviewRecords {
  orders: readonly Row[];
  tickets: readonly Row[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** [start, end) in ms of a day range in a zone: the first day's midnight to the midnight after the last. */
export function spanIn(range: DayRange, zone: string): [number, number] {
  return [instantIn(range.from, '00:00', zone), instantIn(addDays(range.to, 1), '00:00', zone)];
}

interface Tally {
  orders: number;
  energy: number;
  revenue: number;
  minutes: number;
  faults: number;
  resolved: number;
  withinSla: number;
  repairHours: number;
}

const emptyTally = (): Tally => ({ orders: 0, energy: 0, revenue: 0, minutes: 0, faults: 0, resolved: 0, withinSla: 0, repairHours: 0 });

function figuresOf(t: Tally, gunMinutes: number): Figures {
  return {
    orders: t.orders,
    energy: round2(t.energy),
    revenue: round2(t.revenue),
    chargingMinutes: t.minutes,
    utilization: gunMinutes > 0 ? round4(t.minutes / gunMinutes) : 0,
    faults: t.faults,
    faultRate: t.orders > 0 ? round2((t.faults * 1000) / t.orders) : null,
    resolved: t.resolved,
    withinSla: t.withinSla,
    slaRate: t.resolved > 0 ? round4(t.withinSla / t.resolved) : null,
    mttrHours: t.resolved > 0 ? round2(t.repairHours / t.resolved) : null,
  };
}

function addTally(into: Tally, t: Tally): void {
  for (const key of Object.keys(into) as (keyof Tally)[]) into[key] += t[key];
}

/** Rows by station did. */
function byStation(rows: readonly Row[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const row of rows) {
    const did = text(row.stationdid);
    const list = out.get(did);
    if (list) list.push(row);
    else out.set(did, [row]);
  }
  return out;
}

/** What a station's rows add up to in [start, end); `bucket` files each order and fault under a trend bucket. */
function tallyStation(orders: readonly Row[], tickets: readonly Row[], start: number, end: number, bucket?: (ms: number, t: Partial<TrendPoint>) => void): Tally {
  const t = emptyTally();
  for (const order of orders) {
    const at = Date.parse(text(order.starttime));
    if (!(at >= start && at < end)) continue;
    t.orders += 1;
    t.energy += num(order.energy);
    t.revenue += num(order.amount);
    t.minutes += num(order.duration);
    bucket?.(at, { orders: 1, energy: num(order.energy), revenue: num(order.amount) });
  }
  for (const ticket of tickets) {
    const at = Date.parse(text(ticket.createtime));
    if (!(at >= start && at < end)) continue;
    t.faults += 1;
    bucket?.(at, { faults: 1 });
    // The desk's one definition (tickets/sla.ts): completed tickets, their SLA and repair hours.
    const hours = repairHours(ticket);
    if (hours === undefined) continue;
    t.resolved += 1;
    t.repairHours += hours;
    if (withinSla(ticket)) t.withinSla += 1;
  }
  return t;
}

/** The figures of a period for each station and the network (sums of the stations'). */
export function periodFigures(stations: readonly OverviewStation[], records: OverviewRecords, range: DayRange, bucket?: (ms: number, zone: string, t: Partial<TrendPoint>) => void): PeriodFigures {
  const orders = byStation(records.orders);
  const tickets = byStation(records.tickets);
  const total = emptyTally();
  let gunMinutes = 0;
  const rows: StationFigures[] = stations.map(({ station, zone }) => {
    const [start, end] = spanIn(range, zone);
    const t = tallyStation(orders.get(station.did) ?? [], tickets.get(station.did) ?? [], start, end, bucket && ((ms, add) => bucket(ms, zone, add)));
    const minutes = station.guncount * ((end - start) / MINUTE);
    addTally(total, t);
    gunMinutes += minutes;
    return { did: station.did, code: station.code, name: station.name, city: station.city, guns: station.guncount, ...figuresOf(t, minutes) };
  });
  return { range, total: figuresOf(total, gunMinutes), stations: rows };
}

/** Buckets of the current period's trend: its days, or its months when it spans more than 62 days. */
export function trendOf(stations: readonly OverviewStation[], records: OverviewRecords, range: DayRange): { interval: 'day' | 'month'; trend: TrendPoint[] } {
  const days = daysBetween(range.from, range.to) + 1;
  const interval = days > 62 ? 'month' : 'day';
  const keyOf = (day: string) => (interval === 'month' ? `${day.slice(0, 7)}-01` : day);
  const points = new Map<string, TrendPoint>();
  for (let d = 0; d < days; d += 1) {
    const key = keyOf(addDays(range.from, d));
    if (!points.has(key)) points.set(key, { bucket: key, orders: 0, energy: 0, revenue: 0, faults: 0 });
  }
  periodFigures(stations, records, range, (ms, zone, add) => {
    const point = points.get(keyOf(dayIn(ms, zone)));
    if (!point) return;
    point.orders += add.orders ?? 0;
    point.energy += add.energy ?? 0;
    point.revenue += add.revenue ?? 0;
    point.faults += add.faults ?? 0;
  });
  const trend = [...points.values()].map((p) => ({ ...p, energy: round2(p.energy), revenue: round2(p.revenue) }));
  return { interval, trend };
}
