import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import { buildAlarms, type Alarm } from './alarms.ts';
import { buildAssets, type Assets, type Gun, type Pile, type Station } from './assets.ts';
import { WorldContext, type WorldSources } from './context.ts';
import { buildCustomers, buildOrders, type Customer, type Order, type OrderBook } from './orders.ts';
import { buildTeams, type Team } from './teams.ts';

/**
 * The shared records the list pages are cut from. Each part is drawn on first use, so opening
 * the station ledger does not pay for 10,000 orders; every part has its own generator, so the
 * order of first use never changes a value.
 */
export class World {
  readonly ctx: WorldContext;
  private assets: Assets | undefined;
  private book: { customers: Customer[]; orders: OrderBook } | undefined;
  private alarmList: Alarm[] | undefined;
  private teamList: Team[] | undefined;

  private readonly charging: () => ChargingRegistry;

  constructor(sources: WorldSources) {
    this.ctx = new WorldContext(sources);
    this.charging = sources.charging;
  }

  /** The charging registry's stations, piles and guns, as the ledgers list them. */
  private get assetsPart(): Assets {
    this.assets ??= buildAssets(this.ctx, this.charging());
    return this.assets;
  }

  /** Customers carry their order totals, so they come with the orders. */
  private get bookPart(): { customers: Customer[]; orders: OrderBook } {
    if (!this.book) {
      const customers = buildCustomers(this.ctx);
      this.book = { customers, orders: buildOrders(this.ctx, this.assetsPart, this.charging().sessions, customers) };
    }
    return this.book;
  }

  get stations(): Station[] {
    return this.assetsPart.stations;
  }

  get piles(): Pile[] {
    return this.assetsPart.piles;
  }

  get guns(): Gun[] {
    return this.assetsPart.guns;
  }

  get customers(): Customer[] {
    return this.bookPart.customers;
  }

  get orders(): Order[] {
    return this.bookPart.orders.orders;
  }

  /** Start of each order in ms, by index. */
  get orderStarts(): Float64Array {
    return this.bookPart.orders.starts;
  }

  get alarms(): Alarm[] {
    this.alarmList ??= buildAlarms(this.ctx, this.stations, this.piles, this.guns);
    return this.alarmList;
  }

  get teams(): Team[] {
    this.teamList ??= buildTeams(this.ctx);
    return this.teamList;
  }
}

export function buildWorld(sources: WorldSources): World {
  return new World(sources);
}

export type { Alarm, Customer, Gun, Order, Pile, Station, Team, WorldSources };
