import type { ChargingSession } from '../../core/charging/types.ts';
import type { Random } from '../../core/random.ts';
import type { Gun, Pile, Station } from './assets.ts';
import { groupBy, scopeOf, type WorldContext } from './context.ts';
import { chooser, maskMobile, mobile, personName, plate, seq, VEHICLES, weighted } from './names.ts';
import { DAY, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { compactDayIn, dayIn, hourIn } from '../../core/clock/zones.ts';
import { pileRef, type PileRef } from '../../core/charging/pileRef.ts';

/** Charging customers and their orders: the busiest lists (10,000+ orders). */

export interface Customer {
  did: string;
  name: string;
  phone: string;
  plate: string;
  vehicle: string;
  membership: 'normal' | 'silver' | 'gold' | 'platinum';
  registerdate: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  ordercount: number;
  totalenergy: number;
  totalamount: number;
  lastordertime: string;
  createtime: string;
  updatetime: string;
}

export interface Order extends PileRef {
  did: string;
  orderno: string;
  customerdid: string;
  customername: string;
  phone: string;
  plate: string;
  gundid: string;
  guncode: string;
  starttime: string;
  endtime: string;
  duration: number;
  energy: number;
  electricityfee: number;
  servicefee: number;
  amount: number;
  status: 'charging' | 'completed' | 'abnormal' | 'cancelled';
  paystatus: 'unpaid' | 'paid' | 'refunded';
  paymethod: 'wechat' | 'alipay' | 'app' | 'card';
  stopreason: 'full' | 'user' | 'balance' | 'fault' | '';
  createtime: string;
  updatetime: string;
}

const OUTCOME = chooser(['completed', 'abnormal'] as const, [94, 4]);
const STOP = chooser(['full', 'user', 'balance'] as const, [40, 50, 10]);
const PAID = chooser(['paid', 'unpaid', 'refunded'] as const, [97, 2, 1]);
const REFUND = chooser(['refunded', 'paid'] as const, [1, 1]);
const METHOD = chooser(['wechat', 'alipay', 'app', 'card'] as const, [45, 35, 15, 5]);

/** Time-of-use electricity price (CNY/kWh) by hour. */
export function electricityPrice(hour: number): number {
  if (hour >= 23 || hour < 7) return 0.32;
  if ((hour >= 10 && hour < 12) || (hour >= 18 && hour < 21)) return 1.02;
  return 0.68;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function buildCustomers(ctx: WorldContext): Customer[] {
  const out: Customer[] = [];
  for (const store of ctx.stores) {
    const random = ctx.random(`customers:${store.did}`);
    for (let i = 0, count = random.int(35, 55); i < count; i += 1) {
      const registered = SEED_NOW - random.int(100, 900) * DAY;
      const phone = mobile(random);
      out.push({
        did: `cu-${seq(out.length + 1, 5)}`,
        name: personName(random),
        phone: maskMobile(phone),
        plate: plate(random, store.provincecode),
        vehicle: random.pick(VEHICLES),
        membership: weighted(random, ['normal', 'silver', 'gold', 'platinum'] as const, [60, 25, 12, 3]),
        registerdate: dayIn(registered, store.timezone),
        ...scopeOf(store),
        ordercount: 0,
        totalenergy: 0,
        totalamount: 0,
        lastordertime: '',
        createtime: iso(registered),
        updatetime: iso(registered),
      });
    }
  }
  return out;
}

/** An order's fees: electricity at the time-of-use price of its start hour in the store's zone, plus the station's service fee per kWh. */
export function feesOf(energy: number, start: number, zone: string, servicefeeRate: number): Pick<Order, 'electricityfee' | 'servicefee' | 'amount'> {
  const electricityfee = round2(energy * electricityPrice(hourIn(start, zone)));
  const servicefee = round2(energy * servicefeeRate);
  return { electricityfee, servicefee, amount: round2(electricityfee + servicefee) };
}

type OrderHead = Pick<Order, 'did' | 'orderno' | 'customerdid' | 'customername' | 'phone' | 'plate' | 'stationdid' | 'stationname' | 'piledid' | 'pilecode' | 'gundid' | 'guncode' | 'parentbusinessdid' | 'businessdid' | 'businessname'>;
type OrderPile = Pick<Pile, 'did' | 'code' | 'stationdid' | 'stationname' | 'parentbusinessdid' | 'businessdid' | 'businessname'>;

/** Who and where of an order numbered `number` (7 digits) started at `start`: its numbers by the store's day, its customer and its gun. */
export function orderHead(number: string, start: number, zone: string, customer: Pick<Customer, 'did' | 'name' | 'phone' | 'plate'>, pile: OrderPile, gun: Pick<Gun, 'did' | 'code'>): OrderHead {
  return {
    did: `od-${number}`,
    orderno: `CD${compactDayIn(start, zone)}${number}`,
    customerdid: customer.did,
    customername: customer.name,
    phone: customer.phone,
    plate: customer.plate,
    ...pileRef(pile),
    gundid: gun.did,
    guncode: gun.code,
  };
}

/** A session of the registry with the records it is billed against. */
interface Draft {
  session: ChargingSession;
  pile: Pile;
  gun: Gun;
  customer: Customer;
}

/** `zone`: the station's store's, whose days number its orders and whose hours price them. */
function settle(random: Random, draft: Draft, station: Station, index: number, zone: string): Order {
  const { pile, gun, customer, session } = draft;
  const start = session.start;
  // The registry decides what was delivered; the order adds how it ended and was paid.
  const status: Order['status'] = session.running ? 'charging' : session.energy === 0 ? 'cancelled' : OUTCOME(random);
  const energy = session.energy;
  const duration = session.minutes;
  const stopreason: Order['stopreason'] =
    status === 'completed' ? STOP(random) : status === 'abnormal' ? 'fault' : '';
  const paystatus: Order['paystatus'] =
    status === 'charging' ? 'unpaid' : status === 'cancelled' ? 'refunded' : status === 'abnormal' ? REFUND(random) : PAID(random);
  const end = status === 'charging' ? '' : iso(start + duration * MINUTE);
  const begin = iso(start);
  const number = seq(index, 7);
  return {
    ...orderHead(number, start, zone, customer, pile, gun),
    starttime: begin,
    endtime: end,
    duration,
    energy,
    ...feesOf(energy, start, zone, station.servicefee),
    status,
    paystatus,
    paymethod: METHOD(random),
    stopreason,
    createtime: begin,
    updatetime: end || begin,
  };
}

export interface OrderBook {
  orders: Order[];
  /** Start of each order in ms (same index), so reports need not parse times back. */
  starts: Float64Array;
}

/**
 * One order per session of the charging registry, numbered in time order, by a customer of the
 * station's store; customers get their totals. A station's orders add up to its metered kWh.
 */
export function buildOrders(ctx: WorldContext, world: { stations: Station[]; piles: Pile[]; guns: Gun[] }, sessions: readonly ChargingSession[], customers: Customer[]): OrderBook {
  const random = ctx.random('orders');
  const stationByDid = new Map(world.stations.map((s) => [s.did, s]));
  const pileByDid = new Map(world.piles.map((p) => [p.did, p]));
  const gunByDid = new Map(world.guns.map((g) => [g.did, g]));
  const customersByParent = groupBy(customers, (c) => c.parentbusinessdid);
  const customersByStore = groupBy(customers, (c) => c.businessdid);
  const drafts: Draft[] = [];
  for (const session of sessions) {
    const pile = pileByDid.get(session.piledid);
    const gun = gunByDid.get(session.gundid);
    const pool = pile && (customersByStore.get(pile.businessdid) ?? customersByParent.get(pile.parentbusinessdid));
    if (!pile || !gun || !pool) continue;
    drafts.push({ session, pile, gun, customer: random.pick(pool) });
  }
  const orders = drafts.map((draft, i) => settle(random, draft, stationByDid.get(draft.pile.stationdid) as Station, i + 1, ctx.zoneOf(draft.pile.businessdid)));
  const byCustomer = new Map(customers.map((c) => [c.did, c]));
  for (const order of orders) {
    const customer = byCustomer.get(order.customerdid);
    if (!customer || order.status === 'cancelled') continue;
    customer.ordercount += 1;
    customer.totalenergy = round2(customer.totalenergy + order.energy);
    customer.totalamount = round2(customer.totalamount + order.amount);
    customer.lastordertime = order.starttime;
  }
  return { orders, starts: Float64Array.from(drafts, (draft) => draft.session.start) };
}
