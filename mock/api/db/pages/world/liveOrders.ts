import type { EndedSession, LiveChargers } from '../../core/charging/live/LiveChargers.ts';
import type { ChargingGun, ChargingPile } from '../../core/charging/types.ts';
import { iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import type { Row } from '../../core/tables/Table.ts';
import { groupBy } from './context.ts';
import type { World } from './index.ts';
import { chooser, seq } from './names.ts';
import { feesOf, orderHead, type Order } from './orders.ts';

/** The orders list's table as the world clock writes it. */
export interface OrderTable {
  all(): readonly Row[];
  put(row: Row): void;
}

const METHOD = chooser(['wechat', 'alipay', 'app', 'card'] as const, [45, 35, 15, 5]);
const round2 = (value: number) => Math.round(value * 100) / 100;
const didNumber = (did: unknown) => Number(/^od-(\d{7})$/.exec(String(did))?.[1] ?? 0);

/** How an order ends after its session: a fault's cut (a reset, the charging point switched off) is abnormal. */
function outcome(session: EndedSession): Pick<Order, 'status' | 'paystatus' | 'stopreason'> {
  // As the seed bills them: a session that delivered nothing is cancelled and refunded.
  if (session.energy === 0) return { status: 'cancelled', paystatus: 'refunded', stopreason: '' };
  if (session.ending === 'ran-out') return { status: 'completed', paystatus: 'paid', stopreason: 'full' };
  if (session.ending === 'stopped') return { status: 'completed', paystatus: 'paid', stopreason: 'user' };
  return { status: 'abnormal', paystatus: 'paid', stopreason: 'fault' };
}

/**
 * The charging sessions that end on the world clock as rows of the orders list, each once, as the
 * seed bills the registry's: numbered after the seeded orders in the order they ended, by a
 * customer of the station's store, priced at the store's time-of-use hour of the start and the
 * station's service fee. The session the registry had running at the seed's now is already an
 * order (charging): it is completed in place. Brought to the instant asked before each read.
 */
export class LiveOrders {
  private syncedAt = SEED_NOW;
  private revision = -1;
  private serial: number | undefined;
  private readonly written = new Set<string>();
  private syncing = false;
  /** What the orders written in this sync add to their customers' totals. */
  private readonly owed = new Map<string, { orders: number; energy: number; amount: number; last: string }>();

  /** `customers`: the customers list, whose totals count the orders (as the seed's do). */
  constructor(
    private readonly table: () => OrderTable,
    private readonly world: () => World,
    private readonly customers?: () => OrderTable,
  ) {}

  /** Writes the sessions that ended since the last sync, up to `at` (nothing to do when neither time nor the piles moved). */
  sync(live: LiveChargers, at: number): void {
    // Writing rows reads the list, whose reads ask for a sync.
    if (this.syncing || (at === this.syncedAt && live.revision === this.revision)) return;
    this.syncing = true;
    try {
      const ended: Array<{ pile: ChargingPile; gun: ChargingGun; session: EndedSession }> = [];
      for (const station of live.fleet.stations) {
        for (const pile of live.fleet.pilesOf(station.did)) {
          for (const gun of live.fleet.gunsOf(pile.did)) for (const session of live.endedOn(pile, gun, this.syncedAt, at)) ended.push({ pile, gun, session });
        }
      }
      ended.sort((a, b) => a.session.end - b.session.end || a.gun.did.localeCompare(b.gun.did));
      for (const { pile, gun, session } of ended) {
        const key = `${gun.did}@${session.start}`;
        if (this.written.has(key)) continue;
        this.written.add(key);
        this.write(pile, gun, session);
      }
      this.syncedAt = Math.max(this.syncedAt, at);
      this.revision = live.revision;
      this.settleCustomers();
    } finally {
      this.syncing = false;
    }
  }

  private write(pile: ChargingPile, gun: ChargingGun, session: EndedSession): void {
    const table = this.table();
    const world = this.world();
    const zone = world.ctx.zoneOf(pile.businessdid);
    const station = world.stations.find((s) => s.did === pile.stationdid);
    const begin = iso(session.start);
    // The seed's charging order of the session running at its now is the one completed.
    const running = session.carried ? table.all().find((r) => r.gundid === gun.did && r.status === 'charging' && r.starttime === begin) : undefined;
    const random = world.ctx.random(`live-order:${gun.did}:${session.start}`);
    const energy = session.energy;
    const billed = {
      starttime: begin,
      endtime: iso(session.end),
      duration: Math.round((session.end - session.start) / MINUTE),
      energy,
      ...feesOf(energy, session.start, zone, station?.servicefee ?? 0),
      ...outcome(session),
      updatetime: iso(session.end),
    };
    if (session.carried) {
      // Changed or deleted through the list meanwhile: the list's record stands, it is not added again.
      if (!running) return;
      table.put({ ...running, ...billed });
      this.bill(String(running.customerdid), 0, energy - Number(running.energy), billed.amount - Number(running.amount), begin);
      return;
    }
    const pool = this.customersOf(world, pile);
    const customer = pool.length ? random.pick(pool) : undefined;
    if (!customer) return;
    const number = seq(this.nextSerial(table), 7);
    const order: Order = {
      ...orderHead(number, session.start, zone, customer, pile, gun),
      paymethod: METHOD(random),
      createtime: begin,
      ...billed,
    };
    table.put({ ...order });
    if (order.status !== 'cancelled') this.bill(customer.did, 1, energy, order.amount, begin);
  }

  /** The customer's totals count the order (the seed counts every order but the cancelled); written once per sync. */
  private bill(did: string, orders: number, energy: number, amount: number, start: string): void {
    const due = this.owed.get(did) ?? { orders: 0, energy: 0, amount: 0, last: '' };
    this.owed.set(did, { orders: due.orders + orders, energy: due.energy + energy, amount: due.amount + amount, last: due.last > start ? due.last : start });
  }

  private settleCustomers(): void {
    const list = this.customers?.();
    if (!list || !this.owed.size) return;
    for (const row of list.all()) {
      const due = this.owed.get(row.did);
      if (!due) continue;
      list.put({
        ...row,
        ordercount: Number(row.ordercount) + due.orders,
        totalenergy: round2(Number(row.totalenergy) + due.energy),
        totalamount: round2(Number(row.totalamount) + due.amount),
        lastordertime: String(row.lastordertime) > due.last ? row.lastordertime : due.last,
      });
    }
    this.owed.clear();
  }

  /** The store's customers (else its parent business's), as the seed picks them. */
  private customersOf(world: World, pile: ChargingPile) {
    const byStore = groupBy(world.customers, (c) => c.businessdid).get(pile.businessdid);
    return byStore ?? groupBy(world.customers, (c) => c.parentbusinessdid).get(pile.parentbusinessdid) ?? [];
  }

  /** Numbers after every seeded order (the list's own additions are numbered apart, od-NNNNNN). */
  private nextSerial(table: OrderTable): number {
    this.serial ??= Math.max(0, ...table.all().map((r) => didNumber(r.did)));
    this.serial += 1;
    return this.serial;
  }
}
