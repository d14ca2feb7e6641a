import type { Order, World } from './index.ts';
import { shiftMonth } from '../../core/clock/dates.ts';
import { DAY, MONTHS, SEED_DAY, SEED_NOW } from '../../core/clock/time.ts';
import { dayNumberIn } from '../../core/clock/zones.ts';

/** Order totals the report lists share, computed in one pass per world. */

export interface Totals {
  orders: number;
  energy: number;
  amount: number;
  servicefee: number;
  minutes: number;
  /** Distinct customers (station figures only; 0 elsewhere). */
  customers: number;
}

/** Totals by key (a did) and period index (a month of MONTHS, a day of the daily window…). */
export class Ledger {
  private readonly map = new Map<string, Totals[]>();
  private readonly seen = new Map<string, Set<string>>();

  constructor(
    private readonly periods: number,
    private readonly distinct = false,
  ) {}

  add(key: string, period: number, order: Order): void {
    let row = this.map.get(key);
    if (!row) {
      row = Array.from({ length: this.periods }, () => ({ orders: 0, energy: 0, amount: 0, servicefee: 0, minutes: 0, customers: 0 }));
      this.map.set(key, row);
    }
    const totals = row[period] as Totals;
    totals.orders += 1;
    totals.energy += order.energy;
    totals.amount += order.amount;
    totals.servicefee += order.servicefee;
    totals.minutes += order.duration;
    if (!this.distinct) return;
    const id = `${key}|${period}`;
    let customers = this.seen.get(id);
    if (!customers) this.seen.set(id, (customers = new Set()));
    customers.add(order.customerdid);
    totals.customers = customers.size;
  }

  get(key: string, period = 0): Totals | undefined {
    const totals = this.map.get(key)?.[period];
    return totals && totals.orders > 0 ? totals : undefined;
  }
}

export interface OrderStats {
  pile: Ledger;
  /** period: index in MONTHS */
  pileMonth: Ledger;
  /** period: day of the daily window, 0 = DAILY_DAYS days before SEED_NOW */
  pileDay: Ledger;
  stationMonth: Ledger;
  parentMonth: Ledger;
  /** the last 30 days */
  station30: Ledger;
  pile30: Ledger;
}

export const DAILY_DAYS = 14;

// Day numbers count local dates (an order's in its store's zone), so the month starts and the
// daily window are the same numbers for every zone.
const dateNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const MONTH_STARTS = MONTHS.map((m) => dateNumber(`${m}-01`));
// The start's own month is none of MONTHS: a world started mid-month has orders in it.
const START_MONTH = dateNumber(`${shiftMonth(MONTHS[2], 1)}-01`);

function monthIndex(dayNo: number): number {
  if (dayNo >= START_MONTH) return -1;
  for (let i = MONTH_STARTS.length - 1; i >= 0; i -= 1) if (dayNo >= (MONTH_STARTS[i] as number)) return i;
  return -1;
}

const cache = new WeakMap<World, OrderStats>();

export function orderStats(world: World): OrderStats {
  const cached = cache.get(world);
  if (cached) return cached;
  const months = MONTHS.length;
  const stats: OrderStats = {
    pile: new Ledger(1),
    pileMonth: new Ledger(months),
    pileDay: new Ledger(DAILY_DAYS),
    stationMonth: new Ledger(months, true),
    parentMonth: new Ledger(months),
    station30: new Ledger(1, true),
    pile30: new Ledger(1),
  };
  const firstDaily = dateNumber(SEED_DAY) - DAILY_DAYS;
  const recent = SEED_NOW - 30 * DAY;
  world.orders.forEach((o, index) => {
    if (o.status === 'cancelled') return;
    const start = world.orderStarts[index] ?? Date.parse(o.starttime);
    const dayNo = dayNumberIn(start, world.ctx.zoneOf(o.businessdid));
    const m = monthIndex(dayNo);
    stats.pile.add(o.piledid, 0, o);
    if (m >= 0) {
      stats.pileMonth.add(o.piledid, m, o);
      stats.stationMonth.add(o.stationdid, m, o);
      stats.parentMonth.add(o.parentbusinessdid, m, o);
    }
    if (dayNo >= firstDaily && dayNo - firstDaily < DAILY_DAYS) stats.pileDay.add(o.piledid, dayNo - firstDaily, o);
    if (start >= recent) {
      stats.station30.add(o.stationdid, 0, o);
      stats.pile30.add(o.piledid, 0, o);
    }
  });
  cache.set(world, stats);
  return stats;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round1 = (value: number) => Math.round(value * 10) / 10;
